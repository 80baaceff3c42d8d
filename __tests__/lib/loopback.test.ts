import { isLoopbackHost, isLoopbackOrigin } from '../../src/lib/loopback';

test.each(['localhost', 'LOCALHOST', 'localhost.', 'site.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1'])('%s is this machine', (host) => {
  expect(isLoopbackHost(host)).toBe(true);
});

test.each(['www.example.com', 'localhost.example.com', 'mylocalhost', '128.0.0.1', '127.0.0.256', '10.0.0.1', '192.168.1.5', '[::2]', '0.0.0.0', ''])(
  '%s is not',
  (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  },
);

test('origins are judged by their host name, whatever the port; only web addresses count', () => {
  expect(isLoopbackOrigin('http://127.0.0.1:9001')).toBe(true);
  expect(isLoopbackOrigin('https://localhost')).toBe(true);
  expect(isLoopbackOrigin('http://[::1]:9001')).toBe(true);
  expect(isLoopbackOrigin('https://api.emailjs.com')).toBe(false);
  expect(isLoopbackOrigin('not an address')).toBe(false);
  expect(isLoopbackOrigin('file://localhost/etc')).toBe(false);
});
