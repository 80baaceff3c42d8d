import type { GatsbyConfig } from 'gatsby';
import fs from 'node:fs';
import path from 'node:path';
import { isCanonicalPage, TRAILING_SLASH } from './src/lib/routes';
import { siteUrlFromEnv } from './src/lib/site-url';
import { BACKGROUND_COLOR, THEME_COLOR } from './src/lib/theme';
import { staticHostsAdapter } from './src/node/hosts/adapter';
import { jsonTypeName } from './src/node/data/json-type-name';
import { readSiteSettings } from './src/node/settings/site-settings';

// Settings (SITE_URL, the GATSBY_EMAILJS_* variables) may sit in `.env.<mode>` (`.env.production`
// for a build, `.env.development` for `gatsby develop`) and `.env`; .env.example lists them. Node
// never overrides a variable already set, so the shell wins, then the first file that sets it.
const mode = process.env.GATSBY_ACTIVE_ENV || process.env.NODE_ENV || 'development';
for (const file of [`.env.${mode}`, '.env'].map((name) => path.join(__dirname, name))) {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/** The public address of the site; crawlers get absolute links from it. Set SITE_URL when deploying. */
const siteUrl = siteUrlFromEnv();
/** The owner's and the business's details (data/site.json), for the web app manifest. */
const siteSettings = readSiteSettings(path.join(__dirname, 'data'));

type SitemapPage = { path: string; pageContext: { canonicalPath?: string } | null };

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  // Every host serves this same output: no adapter chosen by the host's environment.
  adapter: staticHostsAdapter(),
  trailingSlash: TRAILING_SLASH,
  jsxRuntime: 'automatic',
  graphqlTypegen: { typesOutputPath: 'src/types/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    'gatsby-plugin-react-helmet',
    // Not gatsby-plugin-image: no page draws its <GatsbyImage> (src/components/ui/picture.tsx
    // writes each picture as plain HTML), and it would add a script and two styles to every page.
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'data', path: path.resolve(__dirname, 'data'), ignore: ['**/*.md', '**/schemas/**'] },
    },
    { resolve: 'gatsby-transformer-json', options: { typeName: jsonTypeName } },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        query: `{ allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => siteUrl,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
          allSitePage.nodes.filter((page) => isCanonicalPage(page.path, page.pageContext)),
        serialize: ({ path: pagePath }: SitemapPage) => ({ url: pagePath }),
      },
    },
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: siteSettings.siteName,
        short_name: siteSettings.siteName.split(' ')[0],
        description: siteSettings.tagline,
        lang: 'en',
        start_url: '/',
        display: 'standalone',
        background_color: BACKGROUND_COLOR,
        theme_color: THEME_COLOR,
        // The pages name it already (src/components/seo/seo.tsx).
        theme_color_in_head: false,
        icon: 'data/images/logo-mark.png',
      },
    },
  ],
};

export default config;
