import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PATH } from '../../src/node/editor/policy';

export const PUBLIC = path.resolve(__dirname, '../../public');

/** The content editor's page: not a page of the site (none of its scripts, styles or links). */
export const ADMIN_PAGE = path.join(PUBLIC, ADMIN_PATH, 'index.html');

/** Every HTML page of the site in the build: each page's index.html and the 404 page (not Gatsby's internals, not /admin). */
export function builtPages(): string[] {
  return fs
    .readdirSync(PUBLIC, { recursive: true, encoding: 'utf8' })
    .filter((file) => (file.endsWith('/index.html') || file === 'index.html' || file === '404.html') && !file.startsWith('_gatsby') && !file.startsWith('page-data'))
    .filter((file) => path.join(PUBLIC, file) !== ADMIN_PAGE)
    .map((file) => path.join(PUBLIC, file))
    .sort();
}

/** The address a built file answers. */
export function pagePathOf(file: string): string {
  const relative = path.relative(PUBLIC, file);
  if (relative === '404.html') return '/404.html';
  const dir = path.dirname(relative);
  return dir === '.' ? '/' : `/${dir}`;
}
