/**
 * @jest-environment node
 */
import { writeFlatPages } from '../../../src/node/hosts/flat-pages';
import { tempPublicDir } from '../../support/temp-public-dir';

const { publicDir, write, read } = tempPublicDir();

test('each page gets a flat copy for static CDNs, and each entry its copy under its number, kept equal to the page', () => {
  write('index.html', 'home');
  write('about/index.html', 'about');
  write('services/5/Website_Design/index.html', 'service 5');
  const copies = [
    { file: 'about.html', source: 'about/index.html' },
    { file: 'services/5/Website_Design.html', source: 'services/5/Website_Design/index.html' },
    { file: 'services/by-number/5/index.html', source: 'services/5/Website_Design/index.html' },
  ];
  expect(writeFlatPages(publicDir(), copies)).toBe(3);
  expect(read('about.html').toString()).toBe('about');
  expect(read('services/5/Website_Design.html').toString()).toBe('service 5');
  expect(read('services/by-number/5/index.html').toString()).toBe('service 5');
  expect(writeFlatPages(publicDir(), copies)).toBe(0);
  write('about/index.html', 'about, changed');
  expect(writeFlatPages(publicDir(), copies)).toBe(1);
  expect(read('about.html').toString()).toBe('about, changed');
});
