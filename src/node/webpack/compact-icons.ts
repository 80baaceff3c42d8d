import fs from 'node:fs';
import SvgPath from 'svgpath';
import type { Compiler } from 'webpack';

/**
 * Font Awesome's icons (react-icons' `fa` and `fa6` sets: the footer's social links, the chat
 * button) are drawn on a grid of 512 units, their coordinates written to two decimals. The site
 * draws them at one or two em, where a unit is a twentieth of a pixel at most: their paths are
 * rounded to whole units as webpack reads the two sets, alike for the browser bundle and for
 * server rendering, so the markup React hydrates is the markup the server wrote. Every page's
 * HTML is 0.3 KB lighter (Brotli), and no point moves by more than one unit: svgpath carries
 * the rounding error of relative coordinates along the path, so a shape does not drift.
 */

/** The two icon sets, as webpack resolves `react-icons/fa` and `react-icons/fa6`. */
export const ICON_SETS = /[\\/]react-icons[\\/]fa6?[\\/]index\.m?js$/;
/** An icon's path data, as react-icons writes it in its generated files. */
const PATH_DATA = /"d":"([^"\\]*)"/g;

/** An icon set's source with every path rounded to whole units. */
export function compactIconSet(source: string): string {
  return source.replace(PATH_DATA, (_match, data: string) => `"d":"${new SvgPath(data).round(0).toString()}"`);
}

const NAME = 'CompactIconsPlugin';

/** Gives webpack the rounded source of the two icon sets in place of the files' own. */
export class CompactIconsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // Files without a scheme (file://, data:) are read by this hook; webpack's own reader comes later.
      compiler.webpack.NormalModule.getCompilationHooks(compilation)
        .readResource.for(undefined)
        .tapAsync({ name: NAME, stage: -10 }, (loaderContext, callback) => {
          const file = loaderContext.resourcePath;
          if (!ICON_SETS.test(file)) return callback();
          fs.readFile(file, 'utf8', (error, source) => {
            if (error) return callback(error);
            const compact = compactIconSet(source);
            if (compact === source) return callback(new Error(`${file}: no icon path found to round; has react-icons changed how it writes its icons? (src/node/webpack/compact-icons.ts)`));
            loaderContext.addDependency(file);
            callback(null, compact);
          });
        });
    });
  }
}
