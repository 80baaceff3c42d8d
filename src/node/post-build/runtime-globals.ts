import fs from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from '../webpack/compile-hints';
import { PageStepError, type PageStep } from './page-steps';

/**
 * Gatsby's runtime reads two globals that it writes inline into every page: the chunk map (which
 * files hold each page component's scripts and styles, read when a link's page is prefetched) and
 * the build's compilation hash (read as the app starts, to reload a page from another build). Both
 * are the same on every page of a build, and only the bundles read them. This step moves them into
 * one script file, loaded first among Gatsby's bundles after the first paint
 * (src/browser/inline/load-scripts.ts) and kept by the browser for a year: every page's HTML is
 * 0.5 KB (Brotli) lighter, which keeps a long page within a slow connection's first round trip.
 */

/** The two inline scripts, as Gatsby writes them at the end of every page. */
const CHUNK_MAPPING = /<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script>/;
const COMPILATION_HASH = /<script>(\s*window\.___webpackCompilationHash="([0-9a-f]{20})";\s*)<\/script>/;

/**
 * The file's path on the site, named by the build's compilation hash (which also names every file
 * the chunk map lists), in the form the hosts keep for a year (deploy/nginx.conf).
 */
export const runtimeGlobalsSource = (compilationHash: string): string => `/runtime-globals-${compilationHash}.js`;
/** Such a path, whichever build named it. */
export const RUNTIME_GLOBALS_SOURCE = /^\/runtime-globals-[0-9a-f]{20}\.js$/;
const NAMED_IN_PAGE = new RegExp(RUNTIME_GLOBALS_SOURCE.source.slice(1, -1));

/** The file (its path on the site and its text) that sets the globals of Gatsby's two inline scripts, given their texts and the build's hash. */
export function globalsFile(chunkMapping: string, compilationHash: string, hash: string): { source: string; text: string } {
  return { source: runtimeGlobalsSource(hash), text: `${COMPILE_HINT}\n${chunkMapping.trim()}\n${compilationHash.trim()}\n` };
}

/**
 * The page without Gatsby's two inline scripts: where the chunk map stood, a bundle tag for the file
 * that sets both, as Gatsby writes its bundle tags (the script step that follows lists it with them,
 * ahead of Gatsby's app entry). `write` is given the file. A page already rewritten is returned as it is.
 */
export function moveRuntimeGlobals(html: string, write: (file: { source: string; text: string }) => void): string {
  const mapping = CHUNK_MAPPING.exec(html);
  const hash = COMPILATION_HASH.exec(html);
  if (!mapping && !hash && NAMED_IN_PAGE.test(html)) return html;
  if (!mapping) throw new PageStepError('found no chunk map (<script id="gatsby-chunk-mapping">)');
  if (!hash) throw new PageStepError('found no compilation hash (<script>window.___webpackCompilationHash=…</script>)');
  const file = globalsFile(mapping[1], hash[1], hash[2]);
  write(file);
  return html.replace(mapping[0], `<script src="${file.source}" async></script>`).replace(hash[0], '');
}

/** The post-build step that moves the globals of every page into their file in publicDir. */
export function runtimeGlobalsStep(publicDir: string): PageStep {
  const written = new Set<string>();
  const write = ({ source, text }: { source: string; text: string }) => {
    if (written.has(source)) return;
    fs.writeFileSync(path.join(publicDir, source), text);
    written.add(source);
  };
  return { name: 'runtime-globals', inputs: () => '', rewrite: (html) => moveRuntimeGlobals(html, write) };
}
