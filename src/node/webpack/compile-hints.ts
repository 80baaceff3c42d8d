import type { Chunk, Compiler } from 'webpack';
import { APP_CHUNK_GROUP } from './chunk-groups';

/**
 * Compile hints for the scripts a page runs as it starts.
 *
 * Chromium compiles a function the first time it is called, on the main thread, so React DOM,
 * Gatsby's runtime and the page's components are compiled piece by piece while the page starts,
 * in the tasks that keep it from answering a tap. This magic comment at the top of a file tells
 * Chromium (136 and later) that the file's functions will be called as the page loads: it then
 * compiles them all on the background thread that already parses the script as it downloads.
 * Other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Whether the script's first line is the hint. */
export const hasCompileHint = (code: string): boolean => code.startsWith(`${COMPILE_HINT}\n`);

/**
 * Whether a page runs the chunk group's scripts as it starts: Gatsby's app entry and each page
 * component (Gatsby names their groups "component---"). Chunks fetched later, such as the
 * carousel's, are left without the hint.
 */
export const startsWithPage = (group: string | null | undefined): boolean =>
  group != null && (group === APP_CHUNK_GROUP || group.startsWith('component---'));

const NAME = 'CompileHintPlugin';

/**
 * Puts the hint on the first line of every script a page starts with, once the scripts are
 * minified (the minifier would drop the comment). Being part of webpack's output, the hint survives rebuilds that keep
 * files from the build before.
 */
export class CompileHintPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 }, () => {
        const chunks = new Set<Chunk>();
        for (const group of compilation.chunkGroups) if (startsWithPage(group.name)) group.chunks.forEach((chunk) => chunks.add(chunk));
        const files = new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))));
        for (const file of files) compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
      });
    });
  }
}
