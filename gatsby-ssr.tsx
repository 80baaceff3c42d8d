import type { GatsbySSR } from 'gatsby';
import fontUrl from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';
import { Layout } from './src/components/layout/layout';
import { withoutHeadExtras } from './src/components/seo/head-extras';
import { unmarkStructuredData } from './src/components/seo/structured-data-in-head';
import type { InlineScriptName } from './src/node/webpack/inline-scripts';

/** The compiled inline scripts (src/node/webpack/inline-scripts.ts), put into the server-rendering bundle by webpack's DefinePlugin. */
declare const __INLINE_SCRIPTS__: Record<InlineScriptName, string>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <Layout path={props.location.pathname}>{element}</Layout>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    // Marks that scripts run, before the first paint (src/browser/inline/mark-scripted.ts).
    <script key="js-flag" dangerouslySetInnerHTML={{ __html: __INLINE_SCRIPTS__.markScripted }} />,
    // The menu and the accordions answer before the page's bundles run (src/browser/inline/wake-controls.ts).
    <script key="controls" dangerouslySetInnerHTML={{ __html: __INLINE_SCRIPTS__.wakeControls }} />,
    <link key="font" rel="preload" href={fontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ]);
  // Entrance animations for what starts below the fold, hidden and revealed by one script (src/browser/inline/entrances.ts).
  setPostBodyComponents([<script key="reveal" dangerouslySetInnerHTML={{ __html: __INLINE_SCRIPTS__.entrances }} />]);
};

/**
 * The structured data stays in the page once its scripts run (src/components/seo/structured-data-in-head.ts);
 * what no browser needs goes (src/components/seo/head-extras.ts).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutHeadExtras(unmarkStructuredData(getHeadComponents())));
};
