/**
 * @jest-environment node
 */
import { className } from '../../../src/node/webpack/class-names';

describe('class names', () => {
  test("are the readable class-hash, and depend on the file's path and the class", () => {
    const name = className('src/components/layout/header.module.css', 'brand');
    expect(name).toMatch(/^brand-[0-9a-f]{5}$/);
    expect(className('src/components/layout/header.module.css', 'brand')).toBe(name);
    expect(className('src/components/home/header.module.css', 'brand')).not.toBe(name);
    expect(className('src/components/layout/header.module.css', 'bar')).toMatch(/^bar-[0-9a-f]{5}$/);
  });
});
