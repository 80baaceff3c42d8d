/**
 * The no-script copy of a build, which `npm run audit -- --no-script` measures each page against
 * (no-script.ts): the same pages without their scripts, served alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { brotliOptions, GZIP_OPTIONS } from '../../src/node/hosts/compression.ts';
import { DATA_SCRIPT_TYPES } from '../../src/node/hosts/script-types.ts';

/** The inline loader that adds a page's bundles after the first paint (src/node/post-build/defer-scripts.ts). */
const LOADER_TAG = /<script\b[^>]*\sdata-scripts=[^>]*>[\s\S]*?<\/script>/gi;
/** Any script element, with its attributes and text. */
const SCRIPT_TAG = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const LINK_TAG = /<link\b[^>]*>/gi;

/** The value of a tag's attribute, in lower case; '' when the tag has none. */
function attributeOf(tag: string, name: string): string {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return (match?.slice(1).find((value) => value !== undefined) ?? '').toLowerCase();
}

/** Whether a <link> tag has a script fetched ahead (rel="preload" as="script", or rel="modulepreload"). */
function preloadsScript(tag: string): boolean {
  const rel = attributeOf(tag, 'rel').split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attributeOf(tag, 'as') === 'script');
}

/** The head's first inline script (src/browser/inline/mark-scripted.ts), which marks <html> before the first paint. */
const MARKS_SCRIPTED = /\.classList\.add\(\s*["']js["']\s*\)/;
const HTML_TAG = /<html\b[^>]*>/i;
/** A tag's class attribute, its value quoted either way or not at all (as written: attributeOf lowers its case). */
const CLASS_ATTRIBUTE = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * A page's HTML without its scripts: every script the browser would run goes, inline or from a
 * file (the loader, the inline scripts of src/browser/inline/, Gatsby's), and every script
 * preload; the structured data stays. What the head's first script does before the first paint
 * stays too, written into the HTML: the "js" class on <html>, so the copy paints the page's first
 * screen (with the phone menu closed, as the page shows it; without the class its links show
 * open and push the page's first picture down). Returns the HTML, how many loaders it had and
 * whether it was marked so.
 */
export function withoutScripts(html: string): { html: string; loaders: number; marked: boolean } {
  const loaders = html.match(LOADER_TAG)?.length ?? 0;
  let marksScripted = false;
  const stripped = html
    .replace(SCRIPT_TAG, (tag, attributes: string) => {
      if (DATA_SCRIPT_TYPES.has(attributeOf(` ${attributes}`, 'type'))) return tag;
      if (MARKS_SCRIPTED.test(tag)) marksScripted = true;
      return '';
    })
    .replace(LINK_TAG, (tag) => (preloadsScript(tag) ? '' : tag));
  if (!marksScripted) return { html: stripped, loaders, marked: false };
  const marked = stripped.replace(HTML_TAG, (tag) =>
    CLASS_ATTRIBUTE.test(tag)
      ? tag.replace(CLASS_ATTRIBUTE, (_, ...values: (string | undefined)[]) => ` class="${values.slice(0, 3).find((value) => value !== undefined)} js"`)
      : tag.replace(/^<html\b/i, '<html class="js"'),
  );
  return { html: marked, loaders, marked: marked !== stripped };
}

/** The precompressed copies of a page that nginx sends as they are, made as the build makes a page's (src/node/hosts/compression.ts). */
const PRECOMPRESSED: Record<string, (data: Buffer, file: string) => Buffer> = {
  '.br': (data, file) => zlib.brotliCompressSync(data, brotliOptions(file, data.length)),
  '.gz': (data) => zlib.gzipSync(data, GZIP_OPTIONS),
};

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Hard-links a file at a new place, or copies it where no link can reach: the temporary folder
 * may be on another file system than the build (a tmpfs).
 */
function linkOrCopy(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.copyFileSync(from, to);
  }
}

/** Writes a new file at `file`, which may be a hard link to the build's own file: that one must stay as it is. */
function replaceFile(file: string, data: Buffer): void {
  fs.rmSync(file);
  fs.writeFileSync(file, data);
}

/**
 * Makes the no-script copy of the build in public/ in `folder`: its public/ holds the build's
 * files, hard-linked, but every HTML file written anew without its scripts (see withoutScripts),
 * with fresh precompressed .br and .gz copies in place of those the build wrote, and its deploy/
 * the build's nginx.conf. Throws, naming the page, unless each canonical page had exactly one
 * loader and was marked with the "js" class. Returns how many HTML files it rewrote.
 */
export function makeNoScriptCopy(folder: string, canonical: readonly string[]): number {
  const copyPublic = path.join(folder, 'public');
  const files = filesUnder('public');
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copyPublic, file)), { recursive: true });
    linkOrCopy(path.join('public', file), path.join(copyPublic, file));
  }
  const copies = new Map<string, ReturnType<typeof withoutScripts>>();
  let rewritten = 0;
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const original = fs.readFileSync(path.join('public', file), 'utf8');
    const stripped = withoutScripts(original);
    copies.set(file, stripped);
    if (stripped.html === original) continue;
    const target = path.join(copyPublic, file);
    const data = Buffer.from(stripped.html);
    replaceFile(target, data);
    for (const [ending, compress] of Object.entries(PRECOMPRESSED)) {
      if (fs.existsSync(target + ending)) replaceFile(target + ending, compress(data, file));
    }
    rewritten += 1;
  }
  for (const route of canonical) {
    const page = path.join(route.slice(1), 'index.html');
    const count = copies.get(page)?.loaders ?? 0;
    if (count !== 1) throw new Error(`No-script copy: the page of ${route} (public/${page}) had ${count} script loaders (<script data-scripts=…>), not one`);
    if (!copies.get(page)?.marked) throw new Error(`No-script copy: the page of ${route} (public/${page}) had no script adding the "js" class to <html> (src/browser/inline/mark-scripted.ts), or no <html> tag to mark`);
  }
  fs.mkdirSync(path.join(folder, 'deploy'));
  fs.copyFileSync(path.join('deploy', 'nginx.conf'), path.join(folder, 'deploy', 'nginx.conf'));
  return rewritten;
}
