import { chatLink } from '../../src/lib/chat-link';

test('the chat link keeps only the digits of the number and encodes the message', () => {
  expect(chatLink('+234 000-000 0000', 'Hello, I would like to discuss a project & a quote?')).toBe(
    'https://wa.me/2340000000000?text=Hello%2C%20I%20would%20like%20to%20discuss%20a%20project%20%26%20a%20quote%3F',
  );
});
