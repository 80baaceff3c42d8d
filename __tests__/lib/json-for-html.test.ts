import { jsonForHtml } from '../../src/lib/json-for-html';

const HOSTILE = {
  name: '</script><script>alert(1)</script>',
  comment: '<!-- <script> -->',
  text: 'Tom & Jerry > "quotes" \'single\' \u2028line\u2029para',
  nested: [{ answer: '</SCRIPT >&amp;' }],
};

test('no character that could end a script element or start markup is left', () => {
  const json = jsonForHtml(HOSTILE);
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(json).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
  expect(json).toContain('Tom \\u0026 Jerry \\u003e');
  expect(json).toContain('\\u2028line\\u2029para');
});

test('the JSON reads back as exactly the same value', () => {
  expect(JSON.parse(jsonForHtml(HOSTILE))).toEqual(HOSTILE);
});

test('plain values are left as JSON.stringify writes them', () => {
  const plain = { '@type': 'Service', name: 'SEO', price: 29, tags: ['Web', 'App'], on: true, none: null };
  expect(jsonForHtml(plain)).toBe(JSON.stringify(plain));
});

test('a value with no JSON form is refused, not written as "undefined"', () => {
  expect(() => jsonForHtml(undefined)).toThrow(TypeError);
});
