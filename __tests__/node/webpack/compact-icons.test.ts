/**
 * @jest-environment node
 */
import fs from 'node:fs';
import SvgPath from 'svgpath';
import { compactIconSet, ICON_SETS } from '../../../src/node/webpack/compact-icons';

/** Every coordinate of a path, absolute. */
function coordinates(data: string): number[] {
  const all: number[] = [];
  new SvgPath(data).abs().iterate((segment) => {
    all.push(...(segment.slice(1) as number[]));
  });
  return all;
}

const pathsOf = (source: string) => [...source.matchAll(/"d":"([^"\\]*)"/g)].map((match) => match[1]);

test('both icon sets, as webpack resolves them for the browser and for server rendering, are the files rounded', () => {
  for (const set of ['react-icons/fa', 'react-icons/fa6']) {
    const file = require.resolve(set);
    expect([file, ICON_SETS.test(file)]).toEqual([file, true]);
    expect(ICON_SETS.test(file.replace(/\.js$/, '.mjs'))).toBe(true);
  }
  expect(ICON_SETS.test(require.resolve('react-icons/fi'))).toBe(false);
});

test('the icons the site draws keep every point within one unit of the original, in whole units, and weigh less', () => {
  const source = fs.readFileSync(require.resolve('react-icons/fa6').replace(/\.js$/, '.mjs'), 'utf8');
  const used = ['FaWhatsapp', 'FaFacebookF', 'FaInstagram', 'FaLinkedinIn', 'FaXTwitter'].map((name) => {
    const body = new RegExp(`export function ${name} \\(props\\) \\{[\\s\\S]*?\\n\\}`).exec(source)?.[0];
    if (!body) throw new Error(`${name} is not in react-icons/fa6`);
    return body;
  });
  const sample = used.join('\n');
  const compact = compactIconSet(sample);
  expect(compact.length).toBeLessThan(sample.length * 0.8);
  // Only the path data changes.
  expect(compact.replace(/"d":"[^"]*"/g, '')).toBe(sample.replace(/"d":"[^"]*"/g, ''));
  const before = pathsOf(sample);
  const after = pathsOf(compact);
  expect(after).toHaveLength(before.length);
  before.forEach((data, index) => {
    const [original, rounded] = [coordinates(data), coordinates(after[index])];
    expect(rounded).toHaveLength(original.length);
    expect(rounded.every(Number.isInteger)).toBe(true);
    expect(Math.max(...original.map((value, at) => Math.abs(value - rounded[at])))).toBeLessThanOrEqual(1 + 1e-9);
  });
});
