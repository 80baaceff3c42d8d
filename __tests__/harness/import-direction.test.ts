/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The folders import one way (docs/architecture.md): scripts/, tools/ and e2e/ share harness/,
 * which imports none of them; none of the three imports another; no files import each other in a
 * loop; and the build's stages in src/node/ import only the stages that run before them.
 */
const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['harness', 'scripts', 'tools', 'e2e'];
/** What each folder may import of the others (besides itself, src/ and packages). */
const MAY_IMPORT: Record<string, string[]> = { harness: [], scripts: ['harness'], tools: ['harness'], e2e: ['harness'] };

const sources = FOLDERS.flatMap((folder) =>
  fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(ROOT, folder, file)),
);

/** The relative specifiers a source file imports, as written. */
function specifiersOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+'(\.[^']+)'|(?:^|\n)\s*import\s+'(\.[^']+)'|\bimport\('(\.[^']+)'\)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3],
  );
}

/** The project files a source file imports (relative specifiers only), resolved as TypeScript resolves them. */
function importsOf(file: string): string[] {
  return specifiersOf(file).map((specifier) => {
    const target = path.resolve(path.dirname(file), specifier);
    const found = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    if (!found) throw new Error(`${path.relative(ROOT, file)} imports ${specifier}, which is not a file`);
    return found;
  });
}

const folderOf = (file: string) => path.relative(ROOT, file).split(path.sep)[0];
const graph = new Map(sources.map((file) => [file, importsOf(file)]));

test('harness/ imports none of scripts/, tools/ and e2e/, and those three import only harness/ of each other', () => {
  const wrong = [...graph].flatMap(([file, imported]) =>
    imported
      .filter((target) => FOLDERS.includes(folderOf(target)) && folderOf(target) !== folderOf(file) && !MAY_IMPORT[folderOf(file)].includes(folderOf(target)))
      .map((target) => `${path.relative(ROOT, file)} imports ${path.relative(ROOT, target)}`),
  );
  expect(wrong).toEqual([]);
});

test('no files of harness/, scripts/, tools/ and e2e/ import each other in a loop', () => {
  const loops: string[] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    if (trail.includes(file)) {
      loops.push([...trail.slice(trail.indexOf(file)), file].map((one) => path.relative(ROOT, one)).join(' → '));
      return;
    }
    if (done.has(file)) return;
    for (const target of graph.get(file) ?? []) visit(target, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  expect(loops).toEqual([]);
});

/** The stages of the build in src/node/, in the order they run (docs/architecture.md, "The map"): each may import only those before it. */
const STAGES = ['data', 'settings', 'pages', 'webpack', 'post-build', 'editor', 'hosts'];

test("src/node/'s stages import only the stages before them", () => {
  const nodeDir = path.join(ROOT, 'src/node');
  const stageOf = (file: string) => path.relative(nodeDir, file).split(path.sep)[0];
  const files = fs
    .readdirSync(nodeDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(nodeDir, file));
  expect([...new Set(files.map(stageOf))].sort()).toEqual([...STAGES].sort());
  const wrong = files.flatMap((file) =>
    importsOf(file)
      .filter((target) => target.startsWith(nodeDir + path.sep) && STAGES.indexOf(stageOf(target)) > STAGES.indexOf(stageOf(file)))
      .map((target) => `${path.relative(ROOT, file)} imports ${path.relative(ROOT, target)}`),
  );
  expect(wrong).toEqual([]);
});

/** What each folder of src/ may import of the others, lowest first (docs/architecture.md, the layout): none imports one above it. */
const SRC_MAY_IMPORT: Record<string, string[]> = {
  lib: [],
  hooks: ['lib'],
  browser: ['lib'],
  components: ['browser', 'hooks', 'lib'],
  templates: ['components', 'browser', 'hooks', 'lib'],
  pages: ['components', 'browser', 'hooks', 'lib'],
  node: ['lib'],
  editor: ['components', 'browser', 'hooks', 'lib', 'node'],
  types: [],
  // Every page's document, the one file at src/'s top, where Gatsby looks for it.
  'html.tsx': [],
};

test("src/'s folders import only those below them", () => {
  const srcDir = path.join(ROOT, 'src');
  const folderInSrc = (file: string) => path.relative(srcDir, file).split(path.sep)[0];
  const files = fs
    .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(srcDir, file));
  expect([...new Set(files.map(folderInSrc))].sort()).toEqual(Object.keys(SRC_MAY_IMPORT).filter((folder) => folder !== 'types').sort());
  const wrong = files.flatMap((file) =>
    importsOf(file)
      .filter((target) => target.startsWith(srcDir + path.sep) && folderInSrc(target) !== folderInSrc(file) && !SRC_MAY_IMPORT[folderInSrc(file)].includes(folderInSrc(target)))
      .map((target) => `${path.relative(ROOT, file)} imports ${path.relative(ROOT, target)}`),
  );
  expect(wrong).toEqual([]);
});

test('what Node runs by itself (harness/, scripts/, tools/ and the project files they import) names every import by its file, as Node\'s loader needs', () => {
  const unnamed: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of specifiersOf(file)) {
      const target = path.resolve(path.dirname(file), specifier);
      if (!fs.existsSync(target) || !fs.statSync(target).isFile()) unnamed.push(`${path.relative(ROOT, file)} imports '${specifier}'`);
    }
    for (const target of importsOf(file)) visit(target);
  };
  for (const file of sources.filter((source) => folderOf(source) !== 'e2e')) visit(file);
  expect(unnamed).toEqual([]);
});
