import type { GatsbySSR } from 'gatsby';
import fontUrl from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';
import { Layout } from './src/components/layout/layout';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <Layout path={props.location.pathname}>{element}</Layout>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    // Marks that scripts run, before the first paint, so enhanced layouts (the collapsed menu,
    // entrance animations) apply without a flash and the page still works without JavaScript.
    <script key="js-flag" dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />,
    <link key="font" rel="preload" href={fontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ]);
};
