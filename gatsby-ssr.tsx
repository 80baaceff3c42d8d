import type { GatsbySSR } from 'gatsby';
import fontUrl from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';
import { Layout } from './src/components/layout/layout';
import { IconSprite, IconsShown } from './src/components/ui/icon';

/** Per page being rendered, the icons it shows (filled while its body renders, read by onRenderBody). */
const iconsByPage = new Map<string, Set<string>>();

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element, pathname }) => {
  const shown = new Set<string>();
  iconsByPage.set(pathname, shown);
  return <IconsShown.Provider value={shown}>{element}</IconsShown.Provider>;
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <Layout path={props.location.pathname}>{element}</Layout>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents, setPreBodyComponents, setPostBodyComponents }) => {
  const icons = iconsByPage.get(pathname);
  if (!icons) throw new Error(`gatsby-ssr: no icons were collected for ${pathname} (wrapRootElement did not run for it)`);
  iconsByPage.delete(pathname);
  // Each icon the page shows, drawn once, before the body's first icon (src/components/ui/icon.tsx).
  if (icons.size > 0) setPreBodyComponents([<IconSprite key="icons" names={icons} />]);
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    // Marks that scripts run, before the first paint (src/browser/mark-scripted.ts).
    <script key="js-flag" dangerouslySetInnerHTML={{ __html: __INLINE_SCRIPTS__.markScripted }} />,
    // The menu and the accordions answer before the page's bundles run (src/browser/wake-controls.ts).
    <script key="controls" dangerouslySetInnerHTML={{ __html: __INLINE_SCRIPTS__.wakeControls }} />,
    <link key="font" rel="preload" href={fontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ]);
  // With the first frame: entrance animations only for what starts below the fold (src/browser/mark-pending-reveals.ts).
  setPostBodyComponents([<script key="reveal" dangerouslySetInnerHTML={{ __html: __INLINE_SCRIPTS__.markPendingReveals }} />]);
};
