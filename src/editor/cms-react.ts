/**
 * The React that Sveltia CMS renders preview templates with: it carries its own copy and exposes
 * it as it loads. The site's components, drawn by it in the preview pane, must use that copy
 * (shims/react.ts), and so must the preview's registration (register-previews.ts).
 */
import type * as ReactTypes from 'react';

/** Where Sveltia CMS (0.221.1) puts its React. */
const GLOBAL_NAME = '__SVELTIA_CMS_REACT__';

/** The CMS's React; throws, naming what is missing, when the CMS has not exposed it. */
export function cmsReact(): typeof ReactTypes {
  const React = (globalThis as unknown as Record<string, typeof ReactTypes | undefined>)[GLOBAL_NAME];
  if (!React?.createElement) throw new Error(`Sveltia CMS did not expose its React as globalThis.${GLOBAL_NAME}: the preview cannot render (see src/editor/cms-react.ts)`);
  return React;
}
