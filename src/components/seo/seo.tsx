import { Helmet } from 'react-helmet';
import type { Thing, WithContext } from 'schema-dts';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { jsonForHtml } from '../../lib/json-for-html';
import { absoluteUrl } from '../../lib/routes';
import { clampDescription, ogImagePath } from '../../lib/seo';
import { THEME_COLOR } from '../../lib/theme';
import { STRUCTURED_DATA_TYPE } from './structured-data-in-head';

/** Server rendering (the build), where the structured data is written (see structured-data-in-head.ts). */
const SERVER = typeof window === 'undefined';

type SeoProps = {
  /** The page's own title; the site name is added after it. Leave out on the home page. */
  title?: string;
  description: string;
  /** The canonical path of the screen ("/services/3/SEO"), whichever alias is showing it.
   *  Left out only on the not-found screen, which has no address of its own. */
  canonicalPath?: string;
  /** JSON-LD blocks for this page (src/lib/structured-data.ts builds them). */
  structuredData?: readonly WithContext<Thing>[];
};

/** Everything crawlers and link previews read from a page's head. */
export function Seo({ title, description: fullDescription, canonicalPath, structuredData = [] }: SeoProps) {
  const site = useSiteSettings();
  const description = clampDescription(fullDescription);
  const fullTitle = title ? `${title} · ${site.siteName}` : `${site.siteName} · ${site.tagline}`;
  const url = canonicalPath === undefined ? undefined : absoluteUrl(site.siteUrl, canonicalPath);
  // The build draws each canonical page's preview image (src/node/post-build/og-images.ts).
  const imageUrl = canonicalPath === undefined ? undefined : absoluteUrl(site.siteUrl, ogImagePath(canonicalPath));
  return (
    <Helmet htmlAttributes={{ lang: 'en' }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      <meta name="theme-color" content={THEME_COLOR} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:locale" content="en_NG" />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && <meta property="og:image:width" content="1200" />}
      {imageUrl && <meta property="og:image:height" content="630" />}
      {/* X reads the title, description and image from the Open Graph tags above when its own are absent. */}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      {/* Helmet writes a script's text into the page as it is: escaped for HTML, so no text from
          data/ (a "</script>" in an FAQ answer, say) can end the element. Written in the page's
          HTML only, for crawlers. */}
      {SERVER &&
        structuredData.map((data, index) => (
          <script key={index} type={STRUCTURED_DATA_TYPE}>
            {jsonForHtml(data)}
          </script>
        ))}
    </Helmet>
  );
}
