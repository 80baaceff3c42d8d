import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bundleAdmin } from './bundle';
import { cmsConfig, editorTitle, LOGO_FILE, type CmsConfigInputs } from './cms-config';
import { ADMIN_PATH } from './policy';

/**
 * /admin, written before the site is built into static/admin/ (git-ignored), which both
 * `gatsby build` and `gatsby develop` serve as is: a page of its own (none of the site's scripts),
 * the editor's bundle, its configuration generated from the data schema, and the logo.
 */

/** Where the editor is written, relative to the project root. */
export const ADMIN_DIR = path.join('static', ADMIN_PATH.replace(/^\//, ''));

/** The name of the configuration file: it carries a hash of its content, so it can be cached. */
export const configFileName = (json: string) => `config.${crypto.createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The editor's page: the configuration's address and the bundle, nothing else. */
export function adminPage({ title, entry, config }: { title: string; entry: string; config: string }): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="icon" href="${ADMIN_PATH}/${LOGO_FILE}" type="image/svg+xml">`,
    `<link rel="cms-config-url" type="application/json" href="${ADMIN_PATH}/${config}">`,
    `<script type="module" src="${ADMIN_PATH}/${entry}"></script>`,
    '</head>',
    '<body>',
    '<noscript>The content editor needs JavaScript. The data files under data/ can also be edited by hand: see data/README.md.</noscript>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Writes `content` to `file` unless it holds exactly that already (file watchers stay quiet). */
function writeIfChanged(file: string, content: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  fs.writeFileSync(file, content);
}

export type AdminBuild = { dir: string; entry: string; config: string; bundled: boolean };

/**
 * Brings static/admin/ up to date: the bundle when its inputs changed (about half a minute),
 * the configuration and the page every time (milliseconds).
 */
export async function buildAdmin(root: string, inputs: CmsConfigInputs): Promise<AdminBuild> {
  const dir = path.join(root, ADMIN_DIR);
  const { entry, built } = await bundleAdmin(root, dir, path.join(root, '.cache', 'admin-bundle'));

  // Without indentation: a part of the editor's first load, a tenth smaller compressed.
  const json = `${JSON.stringify(cmsConfig(inputs))}\n`;
  const config = configFileName(json);
  for (const stale of fs.readdirSync(dir).filter((name) => /^config\.[0-9a-f]+\.json$/.test(name) && name !== config)) {
    fs.rmSync(path.join(dir, stale));
  }
  writeIfChanged(path.join(dir, config), json);
  writeIfChanged(path.join(dir, LOGO_FILE), fs.readFileSync(path.join(root, 'data', 'images', LOGO_FILE), 'utf8'));
  writeIfChanged(path.join(dir, 'index.html'), adminPage({ title: editorTitle(inputs.siteName), entry, config }));
  return { dir, entry, config, bundled: built };
}

/**
 * After the build: removes from public/admin/ what static/admin/ no longer has (an earlier
 * configuration or bundle; Gatsby copies the static folder without removing anything), so a
 * deploy carries only the current editor. The precompressed copies of current files (a current
 * file's name followed by one of `precompressedEndings`, the host step's) stay: the host step
 * keeps them (and removes those of files that are gone). Returns how many files it removed.
 */
export function pruneAdminOutput(root: string, publicDir: string, precompressedEndings: readonly string[]): number {
  const source = path.join(root, ADMIN_DIR);
  const target = path.join(publicDir, ADMIN_PATH.replace(/^\//, ''));
  if (!fs.existsSync(source) || !fs.existsSync(target)) throw new Error(`${ADMIN_DIR} or its copy in ${path.relative(root, publicDir)} is missing`);
  let removed = 0;
  for (const file of fs.readdirSync(target, { recursive: true, encoding: 'utf8' })) {
    const published = path.join(target, file);
    const current = (name: string) => fs.existsSync(path.join(source, name));
    const copyOfCurrent = precompressedEndings.some((ending) => file.endsWith(ending) && current(file.slice(0, -ending.length)));
    if (fs.statSync(published).isFile() && !current(file) && !copyOfCurrent) {
      fs.rmSync(published);
      removed += 1;
    }
  }
  return removed;
}
