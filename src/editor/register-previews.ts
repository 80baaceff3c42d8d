/**
 * The preview pane of the editor: each data file drawn by the site's own components
 * (src/editor/previews.tsx) with the site's own stylesheets. The components load in a chunk of
 * their own when the first preview is drawn, so the editor's first load stays as it was.
 *
 * The stylesheets are the built site's CSS files, named by the build in the editor's page as
 * <link rel="preview-stylesheet"> (src/node/editor/preview-styles.ts).
 */
import type CMS from '@sveltia/cms';
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { PREVIEW_FILES, PREVIEW_STYLESHEET_REL } from '../lib/editor-preview-names';
import { cmsReact } from './cms-react';

/** The editor's address of an entry's editor (#/collections/<group>/entries/<file>). */
const ENTRY_EDITOR = /^#\/collections\/[^/]+\/entries\//;

/**
 * Registers the previews when the owner first opens an entry (at once, when the editor opens on
 * one). Registering a template makes the CMS fetch its React renderer (58 KB): the sign-in screen
 * and the collection list are not kept waiting for it.
 */
export function registerPreviewsWithFirstEntry(cms: typeof CMS): void {
  const register = () => {
    if (!ENTRY_EDITOR.test(window.location.hash)) return;
    window.removeEventListener('hashchange', register);
    registerPreviews(cms);
  };
  window.addEventListener('hashchange', register);
  register();
}

function registerPreviews(cms: typeof CMS): void {
  const { createElement, lazy, Suspense } = cmsReact();
  const Previews = lazy(() => import(/* webpackChunkName: "preview" */ './previews'));
  const sheets = Array.from(document.querySelectorAll<HTMLLinkElement>(`link[rel="${PREVIEW_STYLESHEET_REL}"]`), (link) => link.href);
  sheets.forEach((href) => cms.registerPreviewStyle(href));
  for (const file of PREVIEW_FILES) {
    const Template = (props: CustomPreviewTemplateProps) => createElement(Suspense, null, createElement(Previews, { ...props, file }));
    Template.displayName = `Preview(${file})`;
    cms.registerPreviewTemplate(file, Template);
  }
}
