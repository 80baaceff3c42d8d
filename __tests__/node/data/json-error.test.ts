/**
 * @jest-environment node
 */
import { locateJsonError } from '../../../src/node/data/json-error';

test('valid JSON has no error', () => {
  expect(locateJsonError('[\n  { "a": 1 }\n]\n')).toBeNull();
});

test('the character at fault is named by line and column, counting Windows line ends once', () => {
  expect(locateJsonError('[\r\n  { "a": 1 }\r\n  { "b": 2 }\r\n]')).toEqual({ line: 3, column: 3, reason: "Expected ',' or ']' after array element" });
});

test('an error JavaScript gives no position for is placed too', () => {
  expect(locateJsonError('{\n  "a": [1, 2],\n  "b": tru\n}')).toEqual({ line: 3, column: 11, reason: "Unexpected token '\\n'" });
});

test('a text that stops short points one past its end', () => {
  expect(locateJsonError('[\n  "a",\n')).toEqual({ line: 3, column: 1, reason: 'the text ends before the JSON does' });
});

test('a byte order mark is named, since it cannot be seen', () => {
  expect(locateJsonError('\uFEFF[]')).toEqual({ line: 1, column: 1, reason: expect.stringContaining('byte order mark') });
});
