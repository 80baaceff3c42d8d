/**
 * The content editor (/admin) as the owner uses it on a local copy, in Chromium: the build served
 * with the headers every host sends there (the editor's own Content-Security-Policy), "Work with Local Repository"
 * answered with a copy of the project in the browser's origin-private file system (headless
 * Chromium cannot show the folder picker), then edits, an upload and saves, read back from that
 * copy. Throughout (checked after the file's last test): no console error, no policy violation, no
 * request to another origin.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { CollectionFile, Field, FileCollection } from '@sveltia/cms';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { PUBLIC } from './support/build-output';
import { readData, shown, shownHeadline } from './support/screens';
import { ADMIN_PORT } from '../harness/ports.ts';
import { ADMIN_PATH } from '../src/node/editor/policy';
import { LANDMARKS } from '../src/lib/spoken-only';
import { jobPath, PATHS, servicePath } from '../src/lib/routes';
import { securityHeadersAt } from '../src/node/hosts/security-headers';
import { COLLECTIONS, JOB_TAGS } from '../src/node/data/data-schema';
import { validateData } from '../src/node/data/validate-data';

const ROOT = path.resolve(__dirname, '..');
const ORIGIN = `http://localhost:${ADMIN_PORT}`;
const ADMIN_URL = `${ORIGIN}${ADMIN_PATH}/`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript', '.json': 'application/json', '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2', '.wasm': 'application/wasm', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp',
};

/** The build, as a static host serves it, with the headers the hosts send (the editor's own under /admin). */
function startServer(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', ORIGIN).pathname);
    let file = path.join(PUBLIC, pathname);
    if (!file.startsWith(PUBLIC)) file = PUBLIC;
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const headers: Record<string, string> = { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' };
    Object.assign(headers, Object.fromEntries(securityHeadersAt(pathname)));
    response.writeHead(200, headers);
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(ADMIN_PORT, 'localhost', () => resolve(server)));
}

/** What went wrong in the browser, collected across every test of the file and checked after the last (afterAll). */
const problems = { consoleErrors: [] as string[], violations: [] as string[], foreignRequests: [] as string[] };
/** The requests the editor made while watched: the check after the last test is never of nothing. */
let requestsWatched = 0;

/**
 * A browser profile whose folder picker answers with the project copy, watched for problems.
 *
 * Without `viewTransitions`, the CMS changes from one view to the next at once, as it does in a
 * browser without view transitions (Firefox ESR), instead of drawing both views whole and
 * cross-fading them at each change, which in the tests' software compositing took two fifths of
 * this file's processor time (docs/architecture.md). The views, the forms and the files saved are
 * the same; one test below edits a file with them on, as Chromium and Safari show the editor.
 */
async function ownerContext(browser: Browser, viewport: { width: number; height: number }, { viewTransitions = true } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  if (!viewTransitions) await context.addInitScript(() => Object.defineProperty(document, 'startViewTransition', { value: undefined }));
  await context.exposeBinding('reportViolation', (_source, text: string) => void problems.violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation(text: string): Promise<void> }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
    // "Work with Local Repository": the copy of the project in the origin-private file system.
    (window as unknown as { showDirectoryPicker(): Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle('project', { create: true });
  });
  context.on('request', (request) => {
    requestsWatched += 1;
    const url = request.url();
    if (!url.startsWith(`${ORIGIN}/`) && !url.startsWith('blob:') && !url.startsWith('data:')) problems.foreignRequests.push(url);
  });
  context.on('page', (page) => {
    page.on('console', (message) => void (message.type() === 'error' && problems.consoleErrors.push(message.text())));
    page.on('pageerror', (error) => void problems.consoleErrors.push(error.message));
  });
  return context;
}

/** Every file under data/ as the project copy holds it, and a .git folder (the CMS checks for one). */
async function copyProject(page: Page): Promise<void> {
  const files = (fs.readdirSync(path.join(ROOT, 'data'), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => fs.statSync(path.join(ROOT, 'data', file)).isFile())
    .map((file) => ({ path: `data/${file}`, base64: fs.readFileSync(path.join(ROOT, 'data', file)).toString('base64') }));
  await page.evaluate(async (files) => {
    const project = await (await navigator.storage.getDirectory()).getDirectoryHandle('project', { create: true });
    await project.getDirectoryHandle('.git', { create: true });
    for (const file of files) {
      const parts = file.path.split('/');
      let dir = project;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts[parts.length - 1], { create: true })).createWritable();
      await writable.write(Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)));
      await writable.close();
    }
  }, files);
}

/** A file of the project copy, as bytes (base64) or null when it is not there. */
function readCopy(page: Page, file: string): Promise<string | null> {
  return page.evaluate(async (file) => {
    try {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('project');
      const parts = file.split('/');
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      const bytes = new Uint8Array(await (await (await dir.getFileHandle(parts[parts.length - 1])).getFile()).arrayBuffer());
      let binary = '';
      bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
      return btoa(binary);
    } catch {
      return null;
    }
  }, file);
}
const readText = async (page: Page, file: string) => Buffer.from((await readCopy(page, file)) ?? '', 'base64').toString('utf8');

const isWhole = (text: string) => {
  try {
    JSON.parse(text);
    return text.endsWith('\n');
  } catch {
    return false;
  }
};

/**
 * Waits, without a fixed sleep, until the copy of `file` is whole (the CMS replaces the file as it
 * saves) and satisfies `done`; returns its text.
 */
async function whenSaved(page: Page, file: string, done: (text: string) => boolean): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const text = await readText(page, file);
    if (isWhole(text) && done(text)) return text;
    if (Date.now() > deadline) throw new Error(`${file} was not saved as expected; it holds:\n${text}`);
    await page.waitForTimeout(100);
  }
}

/** The lines that differ between two versions of a file (same number of lines expected). */
function changedLines(before: string, after: string): { before: string; after: string }[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [{ before: line, after: b[index] }]));
}

/** What the build's data check says about data/ with the saved files put in. */
async function validateSaved(saved: Record<string, Buffer | string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-data-'));
  try {
    fs.cpSync(path.join(ROOT, 'data'), dir, { recursive: true });
    for (const [file, content] of Object.entries(saved)) fs.writeFileSync(path.join(dir, file), content);
    return await validateData(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

type AnyField = Field & { name: string; label?: string; widget?: string; pattern?: unknown; fields?: AnyField[]; root?: boolean };
type Editable = { group: string; file: CollectionFile; dataFile: string; list: boolean; field: AnyField };

/** What the round trip adds to a text. */
const EDIT = ' (edited)';

/**
 * The first text field, in the order of the form (inside groups too), that takes the round trip's
 * edit of the value it holds: no rule of its own, or one (a placeholder pattern, a length limit)
 * that the edited value still keeps.
 */
function firstEditableField(fields: readonly AnyField[], values: unknown): AnyField | undefined {
  for (const field of fields) {
    const value = (values as Record<string, unknown> | undefined)?.[field.name];
    if (field.widget === 'object' && field.fields) {
      const inner = firstEditableField(field.fields, value);
      if (inner) return inner;
      continue;
    }
    if ((field.widget !== 'string' && field.widget !== 'text') || typeof value !== 'string') continue;
    const edited = `${value}${EDIT}`;
    const { pattern, maxlength } = field as AnyField & { maxlength?: number };
    if (Array.isArray(pattern) && !new RegExp(String(pattern[0]), 'u').test(edited)) continue;
    if (pattern !== undefined && !Array.isArray(pattern)) continue;
    if (maxlength !== undefined && edited.length > maxlength) continue;
    return field;
  }
  return undefined;
}

/** Each data file with the first plain text field of its entries: the field the round trip edits. */
function editableFiles(): Editable[] {
  const name = fs.readdirSync(path.join(PUBLIC, ADMIN_PATH)).find((file) => /^config\.[0-9a-f]+\.json$/.test(file));
  if (!name) throw new Error(`The build has no ${ADMIN_PATH}/config.*.json: run the build first`);
  const config = JSON.parse(fs.readFileSync(path.join(PUBLIC, ADMIN_PATH, name), 'utf8')) as { collections: FileCollection[] };
  return config.collections.flatMap((collection) =>
    (collection.files as CollectionFile[]).map((file) => {
      const top = file.fields as AnyField[];
      const list = top.length === 1 && top[0].root === true;
      const fields = list ? (top[0].fields ?? []) : top;
      const data: unknown = JSON.parse(fs.readFileSync(path.join(ROOT, file.file), 'utf8'));
      const field = firstEditableField(fields, list ? (data as unknown[])[0] : data);
      if (!field) throw new Error(`${file.file} has no plain text field`);
      return { group: collection.label ?? collection.name, file, dataFile: file.file.replace(/^data\//, ''), list, field };
    }),
  );
}

let server: http.Server;
let browser: Browser;
let page: Page;

/** The editor at the desktop's size, in a profile of its own, signed in to a fresh copy of the project. */
async function signedInEditor(options: { viewTransitions: boolean }): Promise<{ context: BrowserContext; page: Page }> {
  const profile = await ownerContext(browser, DESKTOP, options);
  const editor = await profile.newPage();
  await editor.goto(ADMIN_URL);
  await copyProject(editor);
  // The owner's setting "Close the editor after saving a draft", off: an edit and its undo are
  // saved from one open editor.
  await editor.evaluate(() => localStorage.setItem('sveltia-cms.prefs', JSON.stringify({ closeOnSave: false })));
  await editor.reload();
  await editor.getByRole('button', { name: 'Work with Local Repository' }).click();
  await editor.getByRole('treeitem', { name: 'Site settings' }).waitFor();
  return { context: profile, page: editor };
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ page } = await signedInEditor({ viewTransitions: false }));
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  // Throughout the file's tests (whichever ran): no console error, no Content-Security-Policy
  // violation, no request to another origin.
  expect(requestsWatched).toBeGreaterThan(0);
  expect(problems).toEqual({ consoleErrors: [], violations: [], foreignRequests: [] });
});

const saveButton = (on = page) => on.getByRole('button', { name: 'Save', exact: true });

/** Opens a data file in the editor: its group in the collection list, then the file. */
async function open(group: string, label: string, on = page): Promise<void> {
  await on.getByRole('treeitem', { name: group, exact: true }).click();
  await on.getByRole('row', { name: label, exact: true }).click();
  await saveButton(on).waitFor();
}

/**
 * Saves, waits until the copy of `file` is written and satisfies `done`, then until the editor has
 * reloaded the saved entry (Save is disabled again); returns the saved text.
 */
async function save(file: string, done: (text: string) => boolean, on = page): Promise<string> {
  await saveButton(on).click();
  const text = await whenSaved(on, file, done);
  const deadline = Date.now() + 20_000;
  while ((await saveButton(on).isEnabled()) && Date.now() < deadline) await on.waitForTimeout(50);
  return text;
}

/** Opens the file and, in a list, the first entry; returns the field's input. */
async function openField(editable: Editable, on = page) {
  await open(editable.group, editable.file.label ?? editable.file.name, on);
  if (editable.list) await on.getByRole('button', { name: 'Expand', exact: true }).first().click();
  return on.getByRole('textbox', { name: editable.field.label ?? editable.field.name, exact: true }).first();
}

/**
 * Opens the picture dialog with `button`, uploads the file at `upload`, waits until the editor
 * lists it as `listedAs` (the name it gives the file), inserts it and waits for the dialog to close.
 */
async function choosePicture(button: Locator, upload: string, listedAs: string): Promise<void> {
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Select Image' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles(upload);
  await dialog.getByRole('option', { name: listedAs }).waitFor();
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const cancelButton = (on = page) => on.getByRole('button', { name: 'Cancel Editing' });
const collectionList = (on = page) => on.getByRole('tree', { name: 'Collection List' });

/** Leaves the editor, and waits for the collection list. */
async function close(on = page): Promise<void> {
  await cancelButton(on).click();
  await collectionList(on).waitFor();
}

// A test that stopped half-way leaves its editor open: the next one starts from the collection list.
afterEach(async () => {
  if (await cancelButton().isVisible()) await close();
});

test('/admin is a page of its own: not indexed, none of the site’s scripts, and the data files grouped as the site shows them', async () => {
  const html = fs.readFileSync(path.join(PUBLIC, ADMIN_PATH, 'index.html'), 'utf8');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).not.toMatch(/___gatsby|page-data|webpack-runtime/);
  const sitemap = fs.readdirSync(PUBLIC).filter((file) => file.startsWith('sitemap')).map((file) => fs.readFileSync(path.join(PUBLIC, file), 'utf8')).join('\n');
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain(ADMIN_PATH);

  const groups = collectionList().getByRole('treeitem');
  const names = ['Site settings', 'Pages', 'Services', 'Portfolio', 'Home and About', 'Contact page', 'Inventory software', 'Legal pages'];
  await expect(groups.count()).resolves.toBe(names.length);
  const shown = await groups.evaluateAll((items) => items.map((item) => document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent?.trim()));
  expect(shown).toEqual(names);
  // Every file the data schema declares has its form.
  expect(editableFiles().map((editable) => editable.dataFile).sort()).toEqual(Object.keys(COLLECTIONS).sort());
});

describe.each(editableFiles().map((editable) => [editable.dataFile, editable] as const))('%s', (dataFile, editable) => {
  test(`an edit of "${editable.field.label}" changes one line, passes the build's check, and undoing it gives back the same bytes`, async () => {
    const original = fs.readFileSync(path.join(ROOT, 'data', dataFile), 'utf8');
    const input = await openField(editable);
    const value = await input.inputValue();
    expect(value.length).toBeGreaterThan(0);
    await input.fill(`${value}${EDIT}`);
    const edited = await save(`data/${dataFile}`, (text) => text !== original);
    const changes = changedLines(original, edited);
    expect(changes).toHaveLength(1);
    expect(changes[0].after).toBe(changes[0].before.replace(JSON.stringify(value), JSON.stringify(`${value}${EDIT}`)));
    expect(await validateSaved({ [dataFile]: edited })).toEqual([]);

    await input.fill(value);
    expect(await save(`data/${dataFile}`, (text) => text !== edited)).toBe(original);
    await close();
  });
});

test("replacing a tag of a job changes one line, passes the build's check, and undoing it gives back the same bytes", async () => {
  const original = fs.readFileSync(path.join(ROOT, 'data/jobs.json'), 'utf8');
  const [job] = JSON.parse(original) as { title: string; tag: string[] }[];
  const last = job.tag[job.tag.length - 1];
  // A tag the job does not have (the owner may have given it any of them).
  const other = JOB_TAGS.find((tag) => !job.tag.includes(tag));
  if (!other) throw new Error(`The first job, ${job.title}, has every tag: none is left to replace one with`);
  const removeButton = (tag: string) => page.getByRole('button', { name: new RegExp(`^Remove .${tag}.$`) });
  // Each step is seen done in the editor before the next. Now and then, on a busy machine, the
  // editor lets a click on a tag's Remove button go (the tag stays): it is then clicked again.
  const replaceLastTag = async (from: string, to: string) => {
    await removeButton(from).waitFor();
    for (let clicks = 0; (await removeButton(from).count()) > 0; clicks += 1) {
      if (clicks === 3) throw new Error(`"${from}" is still a tag after ${clicks} clicks on its Remove button`);
      await removeButton(from).click();
      await removeButton(from).waitFor({ state: 'detached', timeout: 3000 }).catch(() => undefined);
    }
    await page.getByRole('combobox', { name: 'Tags' }).first().click();
    await page.getByRole('option', { name: to, exact: true }).click();
    await removeButton(to).waitFor();
  };
  await open('Portfolio', 'Jobs');
  await page.getByRole('button', { name: 'Expand', exact: true }).first().click();

  await replaceLastTag(last, other);
  const edited = await save('data/jobs.json', (text) => text !== original);
  expect(changedLines(original, edited)).toEqual([{ before: `      ${JSON.stringify(last)}`, after: `      ${JSON.stringify(other)}` }]);
  expect(await validateSaved({ 'jobs.json': edited })).toEqual([]);

  await replaceLastTag(other, last);
  expect(await save('data/jobs.json', (text) => text !== edited)).toBe(original);
  await close();
});

test('a testimonial added with an uploaded picture: the picture lands in data/images/testimonials/, the entry names it as the others do, and the build accepts both', async () => {
  const original = fs.readFileSync(path.join(ROOT, 'data/testimonials.json'), 'utf8');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-'));
  const upload = path.join(dir, 'Ngozi Eze.jpg');
  await sharp({ create: { width: 480, height: 480, channels: 3, background: { r: 22, g: 163, b: 74 } } }).jpeg({ quality: 80 }).toFile(upload);
  const entry = { title: 'Ngozi Eze', subTitle: 'Owner, Eze Pharmacy, Enugu', caption: 'Stock counts that took a weekend now take minutes.', rating: 5 };

  await open('Inventory software', 'Testimonials');
  await page.getByRole('button', { name: /^Add .Testimonial.$/ }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).last().fill(entry.title);
  await page.getByRole('textbox', { name: 'Role', exact: true }).last().fill(entry.subTitle);
  await page.getByRole('textbox', { name: 'Quote', exact: true }).last().fill(entry.caption);
  await page.getByRole('spinbutton', { name: 'Rating', exact: true }).last().fill(String(entry.rating));
  await choosePicture(page.getByRole('button', { name: 'Browse' }), upload, 'ngozi-eze.jpg');
  // The field shows the picture it now holds once the dialog has closed: only then is the entry whole.
  await page.getByText('images/testimonials/ngozi-eze.jpg', { exact: false }).last().waitFor();
  const saved = await save('data/testimonials.json', (text) => text !== original);
  await close();

  const before = JSON.parse(original) as object[];
  const after = JSON.parse(saved) as object[];
  expect(after.slice(0, before.length)).toEqual(before);
  expect(after.slice(before.length)).toEqual([{ ...entry, image: 'images/testimonials/ngozi-eze.jpg' }]);
  expect(saved.startsWith(original.replace(/\n\]\n$/, ''))).toBe(true);

  const picture = Buffer.from((await readCopy(page, 'data/images/testimonials/ngozi-eze.jpg')) ?? '', 'base64');
  expect(picture.equals(fs.readFileSync(upload))).toBe(true);
  expect(await validateSaved({ 'testimonials.json': saved, 'images/testimonials/ngozi-eze.jpg': picture })).toEqual([]);
  // The build makes its versions of every picture with sharp: it reads this one.
  expect(await sharp(picture).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 480 });
  fs.rmSync(dir, { recursive: true, force: true });
});

test('with view transitions, as Chromium and Safari change the view: an edit is saved and undone, and the editor closes', async () => {
  const { context: animated, page: editor } = await signedInEditor({ viewTransitions: true });
  try {
    expect(await page.evaluate(() => typeof document.startViewTransition)).toBe('undefined');
    // Counted from here on: the CMS looks the function up at each change of view.
    await editor.evaluate(() => {
      const start = document.startViewTransition.bind(document);
      const counted = window as unknown as { transitions: number };
      counted.transitions = 0;
      document.startViewTransition = (...args: Parameters<typeof start>) => ((counted.transitions += 1), start(...args));
    });
    const [editable] = editableFiles();
    const original = fs.readFileSync(path.join(ROOT, 'data', editable.dataFile), 'utf8');
    const input = await openField(editable, editor);
    const value = await input.inputValue();
    await input.fill(`${value}${EDIT}`);
    const edited = await save(`data/${editable.dataFile}`, (text) => text !== original, editor);
    expect(changedLines(original, edited)).toHaveLength(1);
    await input.fill(value);
    expect(await save(`data/${editable.dataFile}`, (text) => text !== edited, editor)).toBe(original);
    await close(editor);
    expect(await editor.evaluate(() => (window as unknown as { transitions: number }).transitions)).toBeGreaterThan(0);
  } finally {
    await animated.close();
  }
});

test('on a phone (375 px) the sign-in screen fits and offers the local copy, without the preview’s code', async () => {
  const phone = await ownerContext(browser, PHONE);
  const phonePage = await phone.newPage();
  const requested: string[] = [];
  phonePage.on('request', (request) => void requested.push(request.url()));
  await phonePage.goto(ADMIN_URL);
  await expect(phonePage.getByRole('button', { name: 'Work with Local Repository' }).isVisible()).resolves.toBe(true);
  // The preview's components, and the React renderer the CMS fetches for them, come with the first
  // entry opened, not before.
  const chunks = path.join(PUBLIC, ADMIN_PATH, 'chunks');
  const later = fs.readdirSync(chunks).filter((file) => file.endsWith('.js') && (file.startsWith('preview.') || fs.readFileSync(path.join(chunks, file), 'utf8').includes('createRoot')));
  expect(later.filter((file) => file.startsWith('preview.'))).toHaveLength(1);
  expect(later.length).toBeGreaterThan(1);
  expect(requested.filter((url) => later.some((file) => url.endsWith(`/chunks/${file}`)))).toEqual([]);
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await phone.close();
});

describe('the preview pane: the entry drawn by the site’s own components, with the site’s stylesheets', () => {
  /** The preview pane's frame (Sveltia CMS draws a preview template in a frame of its own). */
  const preview = () => page.frameLocator('iframe.preview');
  /** A page of the build, as it is served, read without its scripts (a carousel would redraw itself). */
  let built: Page;
  beforeAll(async () => {
    built = await (await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false })).newPage();
  });
  afterAll(async () => {
    await built?.context().close();
  });

  /** What a part of a page says and how it looks: its classes, headings, text and the colours and type its rules give it. */
  type Drawn = { className: string | null; headings: string[]; text: string; style: string[] };
  const drawn = (locator: Locator): Promise<Drawn> =>
    locator.first().evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        className: element.getAttribute('class'),
        headings: Array.from(element.querySelectorAll('h1, h2, h3'), (heading) => `${heading.tagName} ${heading.getAttribute('class') ?? ''} ${heading.textContent?.trim() ?? ''}`),
        text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
        style: [style.color, style.backgroundColor, style.fontFamily, style.fontWeight, style.borderRadius, style.borderTopColor],
      };
    });

  /** A part of a page: the same selector on the built page and in the preview, or one each. */
  type Part = string | { built: string; preview: string };

  /** Each part's first match on the built page at `address`, and in the preview, drawn alike. */
  async function expectAsBuilt(address: string, parts: readonly Part[]): Promise<void> {
    await built.goto(`${ORIGIN}${address}`);
    for (const part of parts) {
      const selectors = typeof part === 'string' ? { built: part, preview: part } : part;
      await preview().locator(selectors.preview).first().waitFor();
      expect({ part, ...(await drawn(preview().locator(selectors.preview))) }).toEqual({ part, ...(await drawn(built.locator(selectors.built))) });
    }
  }

  /** The frame's stylesheets: the site's own, every one from our origin. */
  async function expectSiteStylesheets(): Promise<void> {
    const sheets = await preview().locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.filter((href) => !href.startsWith(`${ORIGIN}/`) || !href.endsWith('.css'))).toEqual([]);
  }

  /** Reads `read()` until it gives `expected` (the preview redraws as it pleases), at most 20 s; returns the last reading. */
  async function until<T>(read: () => Promise<T>, expected: T): Promise<T> {
    const deadline = Date.now() + 20_000;
    let value = await read();
    while (value !== expected && Date.now() < deadline) {
      await page.waitForTimeout(100);
      value = await read();
    }
    return value;
  }

  /**
   * Types `value` into the first entry's field `label` and waits until the preview shows it in
   * `selector` (on the screen, or only in the markup: an option of a closed select); returns what
   * the field held.
   */
  async function typeAndSee(label: string, value: string, selector: string, state: 'visible' | 'attached' = 'visible'): Promise<string> {
    const input = page.getByRole('textbox', { name: label, exact: true }).first();
    const before = await input.inputValue();
    await input.fill(value);
    await preview().locator(selector, { hasText: value }).first().waitFor({ state });
    return before;
  }

  /** A card of a carousel: in the built page's list, and as the first slide of the preview's (slides numbered "n of N", as scripts make them). */
  const carouselCard = (label: string, card: string): Part => ({ built: `[aria-label="${label}"] li ${card}`, preview: `[aria-label="${label}"] [aria-label^="1 of"] ${card}` });

  test('a service: its card in the services grid and in the home carousel, and its page, as the site draws them; typing changes them', async () => {
    const services = readData('services.json');
    await open('Services', 'Services');
    await page.getByRole('button', { name: 'Expand', exact: true }).first().click();
    await expectAsBuilt(PATHS.services, [`section[aria-label="${LANDMARKS.allServices}"] article`]);
    await expectAsBuilt(PATHS.home, [carouselCard(LANDMARKS.serviceCarousel, 'article')]);
    await expectAsBuilt(servicePath(services[0]), ['h1', 'article[data-reveal="left"]', `nav[aria-label="${LANDMARKS.allServices}"]`]);
    await expectSiteStylesheets();

    const title = await typeAndSee('Title', 'Brand Voice Audits', 'h1');
    await preview().locator(`section[aria-label="${LANDMARKS.allServices}"] article h2`, { hasText: 'Brand Voice Audits' }).waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).first().fill(title);
    await preview().locator('h1', { hasText: title }).waitFor();
  });

  test('a picture just chosen for a service shows in its card and its page before it is saved', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-'));
    const upload = path.join(dir, 'Brand Audit.png');
    await sharp({ create: { width: 612, height: 408, channels: 3, background: { r: 234, g: 88, b: 12 } } }).png().toFile(upload);
    await open('Services', 'Services');
    await page.getByRole('button', { name: 'Expand', exact: true }).first().click();
    await choosePicture(page.getByRole('button', { name: /^(Browse|Replace)/ }).first(), upload, 'brand-audit.png');
    // The page's picture: the file just chosen, read in the browser; the carousel card's (drawn
    // when scrolled near): the same.
    const pagePicture = preview().locator('article[data-reveal="left"] img').first();
    const size = () => pagePicture.evaluate((img: HTMLImageElement) => (img.complete ? `${img.naturalWidth}x${img.naturalHeight}` : ''));
    expect(await until(size, '612x408')).toBe('612x408');
    const cardPicture = preview().locator(`[aria-label="${LANDMARKS.serviceCarousel}"] [aria-label^="1 of"] img`).first();
    expect(await cardPicture.getAttribute('src')).toBe(await pagePicture.getAttribute('src'));
    // Leaving the editor unsaved drops the picture.
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a job: its card, and its page with its tags, Visit Site and the three jobs after it; typing changes them', async () => {
    const jobs = readData('jobs.json');
    await open('Portfolio', 'Jobs');
    await page.getByRole('button', { name: 'Expand', exact: true }).first().click();
    await expectAsBuilt(PATHS.jobs, [`section[aria-label="${LANDMARKS.projects}"] article`]);
    await expectAsBuilt(jobPath(1, jobs[0].title), ['h1', `ul[aria-label="${LANDMARKS.tags}"]`, 'article a[target="_blank"]', 'section[aria-labelledby="success-title"]']);
    await expectSiteStylesheets();

    const caption = await typeAndSee('Caption', 'A shop that sells while its owner sleeps.', 'p');
    await page.getByRole('textbox', { name: 'Caption', exact: true }).first().fill(caption);
  });

  /** Every other data file: where the editor lists it, the parts of a page its preview draws, and a field typed into. */
  const cases: readonly {
    group: string;
    label: string;
    address: string;
    parts: readonly Part[];
    typed: { field: string; value: string; seenIn: string; state?: 'attached' };
  }[] = [
    { group: 'Site settings', label: 'Owner and business', address: PATHS.home, parts: ['section[aria-labelledby="biography-title"]', 'footer'], typed: { field: 'Tagline', value: 'Brands people trust, from Lagos.', seenIn: 'footer p' } },
    { group: 'Home and About', label: 'Skills', address: PATHS.about, parts: ['section[aria-labelledby="about-skills-title"]'], typed: { field: 'Title', value: 'Crisis Communication', seenIn: 'h3' } },
    { group: 'Home and About', label: 'Process steps', address: PATHS.about, parts: ['section[aria-labelledby="process-title"]'], typed: { field: 'Title', value: 'Listen First', seenIn: 'h3' } },
    { group: 'Home and About', label: 'Skill bars', address: PATHS.home, parts: ['section[aria-labelledby="skills-title"]'], typed: { field: 'Title', value: 'Brand Strategy', seenIn: 'section[aria-labelledby="skills-title"] span' } },
    { group: 'Home and About', label: 'Marketing toolkit', address: PATHS.home, parts: ['section[aria-labelledby="skills-title"]'], typed: { field: 'Title', value: 'Newsletter Design', seenIn: '[aria-labelledby="toolkit-title"] span' } },
    { group: 'Home and About', label: 'Highlights', address: PATHS.home, parts: ['section[aria-labelledby="highlights-title"]'], typed: { field: 'Title', value: 'Press Kits', seenIn: 'h3' } },
    { group: 'Home and About', label: 'Counters', address: PATHS.home, parts: ['section[aria-labelledby="counters-title"]'], typed: { field: 'Label', value: 'Awards Won', seenIn: 'li p' } },
    { group: 'Contact page', label: 'Service types', address: PATHS.contact, parts: ['form select'], typed: { field: 'Title', value: 'Podcast Production', seenIn: 'form select option', state: 'attached' } },
    { group: 'Inventory software', label: 'Features', address: PATHS.inventory, parts: ['section[aria-labelledby="features-title"]'], typed: { field: 'Title', value: 'Barcode Labels', seenIn: 'h3' } },
    { group: 'Inventory software', label: 'Why choose us', address: PATHS.inventory, parts: ['section[aria-labelledby="why-title"]'], typed: { field: 'Title', value: 'Local Support', seenIn: 'h3' } },
    { group: 'Inventory software', label: 'Testimonials', address: PATHS.inventory, parts: ['#testimonials-title', carouselCard(LANDMARKS.testimonials, 'figure')], typed: { field: 'Quote', value: 'Stock counts now take us minutes.', seenIn: 'blockquote p', state: 'attached' } },
    { group: 'Inventory software', label: 'Questions and answers', address: PATHS.inventory, parts: ['section[aria-labelledby="faq-title"]'], typed: { field: 'Question', value: 'Can I import my stock list?', seenIn: 'h3' } },
    { group: 'Legal pages', label: 'Terms of Service', address: PATHS.terms, parts: ['h1', 'nav[aria-labelledby="toc-title"]', 'article'], typed: { field: 'Title', value: 'Terms of Use', seenIn: 'h1' } },
    { group: 'Legal pages', label: 'Privacy Policy', address: PATHS.privacy, parts: ['h1', 'nav[aria-labelledby="toc-title"]', 'article'], typed: { field: 'Title', value: 'Privacy Notice', seenIn: 'h1' } },
    // The words of each page (data/pages/): the page drawn with them, as they are typed.
    { group: 'Pages', label: 'Every page', address: PATHS.home, parts: ['footer'], typed: { field: 'Home', value: 'Start here', seenIn: 'header nav a' } },
    { group: 'Pages', label: 'Home', address: PATHS.home, parts: ['section[aria-labelledby="hero-title"] h1', 'section[aria-labelledby="biography-title"]'], typed: { field: 'Headline', value: 'Websites that win customers', seenIn: 'h1' } },
    { group: 'Pages', label: 'About', address: PATHS.about, parts: ['section[aria-labelledby="page-title"]', 'section[aria-labelledby="story-title"]'], typed: { field: 'Page title', value: 'About the Studio', seenIn: 'h1' } },
    { group: 'Pages', label: 'Services', address: PATHS.services, parts: ['section[aria-labelledby="page-title"]', 'section[aria-labelledby="cta-title"]'], typed: { field: 'Page title', value: 'What We Do', seenIn: 'h1' } },
    { group: 'Pages', label: 'A service’s page', address: servicePath(readData('services.json')[0]), parts: [`nav[aria-label="${LANDMARKS.allServices}"]`, 'aside[aria-labelledby="quote-title"]'], typed: { field: 'Label', value: 'What we offer', seenIn: '.eyebrow' } },
    { group: 'Pages', label: 'Portfolio', address: PATHS.jobs, parts: ['section[aria-labelledby="page-title"]', 'section[aria-labelledby="cta-title"]'], typed: { field: 'Page title', value: 'Our Work', seenIn: 'h1' } },
    { group: 'Pages', label: 'A job’s page', address: jobPath(1, readData('jobs.json')[0].title), parts: ['section[aria-labelledby="success-title"] .section-head'], typed: { field: 'Button', value: 'See the live site', seenIn: 'article a[target="_blank"]' } },
    { group: 'Pages', label: 'Contact', address: PATHS.contact, parts: ['aside[aria-labelledby="contact-details-title"]'], typed: { field: 'Page title', value: 'Talk to Us', seenIn: 'h1' } },
    { group: 'Pages', label: 'Inventory software', address: PATHS.inventory, parts: ['section[aria-labelledby="features-title"] .section-head', '#pricing .section-head'], typed: { field: 'Headline', value: 'Stock control for busy shops', seenIn: 'h1' } },
    { group: 'Pages', label: 'Legal pages', address: PATHS.terms, parts: ['nav[aria-labelledby="toc-title"]'], typed: { field: 'Heading', value: 'In this document', seenIn: '#toc-title' } },
    { group: 'Pages', label: 'Page not found', address: '/404.html', parts: ['section[aria-labelledby="not-found-title"]'], typed: { field: 'Text', value: 'This page has moved on.', seenIn: 'p.lead' } },
  ];

  test.each(cases.map((item) => [item.label, item] as const))('%s: drawn as the built page draws it; typing changes it', async (_label, { group, label, address, parts, typed }) => {
    await open(group, label);
    // A list file's entries start folded: the first one opened.
    const editable = editableFiles().find((candidate) => candidate.group === group && (candidate.file.label ?? candidate.file.name) === label);
    if (!editable) throw new Error(`The editor has no file "${label}" in "${group}"`);
    if (editable.list) await page.getByRole('button', { name: 'Expand', exact: true }).first().click();
    await expectAsBuilt(address, parts);
    const before = await typeAndSee(typed.field, typed.value, typed.seenIn, typed.state);
    await page.getByRole('textbox', { name: typed.field, exact: true }).first().fill(before);
    // The text as the page shows it: the owner's details in place of its placeholders, a highlight's asterisks gone.
    await preview().locator(typed.seenIn, { hasText: shownHeadline(before) }).first().waitFor({ state: typed.state ?? 'visible' });
  });

  // An owner making the site theirs: texts of the pages, each shown by the preview as typed and
  // saved as one changed line the build accepts.
  const site = readData('site.json');
  const edits: readonly { label: string; file: string; field: string; value: string; seenIn?: string }[] = [
    { label: 'Home', file: 'pages/home.json', field: 'Headline', value: 'Websites that *win* you customers', seenIn: 'h1' },
    { label: 'About', file: 'pages/about.json', field: 'Subtitle', value: 'Public relations and digital work that earn trust.', seenIn: 'section[aria-labelledby="page-title"] p' },
    { label: 'Services', file: 'pages/services.json', field: 'Heading', value: 'Not sure where to start?', seenIn: '#cta-title' },
    { label: 'Every page', file: 'pages/shared.json', field: 'Button', value: 'Message me', seenIn: 'header a[target="_blank"]' },
    { label: 'Page not found', file: 'pages/not-found.json', field: 'Text', value: 'This page has moved, or never was.', seenIn: 'p.lead' },
    // Read by search engines and link previews, not drawn in the pane.
    { label: 'Home', file: 'pages/home.json', field: 'Search description', value: `Websites and apps for Nigerian brands, made in ${site.location}.` },
  ];
  test.each(edits.map((edit) => [`${edit.file}, ${edit.field}`, edit] as const))('an owner\'s text, %s: shown as typed, saved as one changed line the build accepts', async (_name, edit) => {
    const original = fs.readFileSync(path.join(ROOT, 'data', edit.file), 'utf8');
    await open('Pages', edit.label);
    const input = page.getByRole('textbox', { name: edit.field, exact: true }).first();
    const before = await input.inputValue();
    await input.fill(edit.value);
    if (edit.seenIn) await preview().locator(edit.seenIn, { hasText: edit.value.replace(/\*/g, '') }).first().waitFor();
    const saved = await save(`data/${edit.file}`, (text) => text !== original);
    const changes = changedLines(original, saved);
    expect({ file: edit.file, changes: changes.length }).toEqual({ file: edit.file, changes: 1 });
    expect(changes[0].after).toBe(changes[0].before.replace(JSON.stringify(before), JSON.stringify(edit.value)));
    expect(await validateSaved({ [edit.file]: saved })).toEqual([]);
    await input.fill(before);
    expect(await save(`data/${edit.file}`, (text) => text !== saved)).toBe(original);
    await close();
  });

  test('the site settings build the chat link; the FAQ shows every answer open', async () => {
    await open('Site settings', 'Owner and business');
    const number = page.getByRole('textbox', { name: 'WhatsApp number', exact: true });
    const before = await number.inputValue();
    await number.fill('2348000000001');
    await preview().locator('section[aria-labelledby="biography-title"] a[href^="https://wa.me/2348000000001?text="]').waitFor();
    await number.fill(before);
    await close();

    const faq = readData('faq.json');
    await open('Inventory software', 'Questions and answers');
    const questions = preview().locator('section[aria-labelledby="faq-title"] button[aria-expanded]');
    await questions.first().waitFor();
    expect(await questions.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-expanded')))).toEqual(faq.map(() => 'true'));
  });

  test('the pricing plans: the pricing section of the inventory page; typing changes it', async () => {
    await open('Inventory software', 'Pricing plans');
    await page.getByRole('button', { name: 'Expand', exact: true }).first().click();
    await expectAsBuilt(PATHS.inventory, ['#pricing']);
    const name = await typeAndSee('Name', 'Starter Plus', '#pricing h3');
    await preview().getByRole('link', { name: shown(readData('pages/inventory.json').pricing.choose, { plan: 'Starter Plus' }) }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).first().fill(name);
  });
});
