/**
 * Text in data/ is text. Two screens (a portfolio job and the inventory page, whose FAQ and
 * testimonials are the texts most often pasted from elsewhere) are rendered from data holding
 * markup and script, the way the build renders them (react-dom/server, then Helmet's head tags
 * through gatsby-plugin-react-helmet's own onRenderBody), and opened in Chromium: nothing runs,
 * every JSON-LD block parses back to the very text, and the text is shown as written.
 *
 * This renders the pages itself rather than running a second production build (which takes
 * minutes): the main build in public/ is left as it is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageProps } from 'gatsby';
import { useStaticQuery } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { Browser, Page } from 'playwright-core';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Layout } from '../src/components/layout/layout';
import { validateData } from '../src/node/data/validate-data';
import { jobPath, PATHS } from '../src/lib/routes';
import JobTemplate from '../src/templates/job';
import InventoryPage from '../src/pages/product/inventory_Software';
import { launchBrowser } from './support/browser';

jest.mock('gatsby');

type HeadSetters = {
  setHeadComponents: (components: ReactNode[]) => void;
  setHtmlAttributes: (attributes: object) => void;
  setBodyAttributes: (attributes: object) => void;
};
/** The plugin's own server-rendering hook: it takes Helmet's collected tags for the page's head. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file of the plugin, without types
const { onRenderBody } = require('gatsby-plugin-react-helmet/gatsby-ssr') as { onRenderBody: (setters: HeadSetters) => void };

/** Each payload records that it ran in window.__hostile; the test page starts it empty. */
const RAN = (where: string) => `window.__hostile.push('${where}')`;
const HOSTILE = {
  jobTitle: `PeerAds </script><script>${RAN('job title')}</script>`,
  jobSubTitle: `<img src=x onerror="${RAN('job subtitle')}"> & "friends"`,
  jobCaption: `Tom & Jerry's <b>"quoted"</b> caption \u2028 with a line separator \u2029 and &amp; &lt;entities&gt;`,
  jobParagraph: `<!--<script>${RAN('job paragraph')}</script>--> </SCRIPT ><svg onload="${RAN('job svg')}">`,
  faqLabel: `Does it <script>${RAN('faq label')}</script> work?`,
  faqAnswer: `</script><script>${RAN('faq answer')}</script><!-- & \u2028 "yes" -->`,
  testimonial: `</script ><img src=x onerror=${RAN('testimonial')}> I'd <i>recommend</i> it`,
  planFeature: `Unlimited <items> </script><script>${RAN('plan')}</script>`,
  address: `00 Sample Street </script><script>${RAN('address')}</script>, Lagos`,
  pageLead: `Stock in order </script><script>${RAN('page lead')}</script> & <b>"on time"</b>`,
  pageDescription: `Inventory software </script><script>${RAN('page description')}</script> & <b>more</b>`,
};

const DATA = path.resolve(__dirname, '../data');
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(DATA, file), 'utf8')) as T;

type Site = NonNullable<Queries.SiteSettingsQuery['siteJson']>;
type Job = Omit<NonNullable<Queries.JobPageQuery['jobsJson']>, 'image'> & { image: string };
type Faq = Queries.InventoryPageQuery['allFaqJson']['nodes'][number];
type Plan = Queries.InventoryPageQuery['allPricingPlansJson']['nodes'][number];
type Testimonial = Omit<Queries.InventoryPageQuery['allTestimonialsJson']['nodes'][number], 'image'> & { image: string };
type Card = Queries.InventoryPageQuery['allInventoryFeaturesJson']['nodes'][number];
type InventoryTexts = NonNullable<Queries.InventoryPageQuery['pageInventoryJson']>;

/** The shipped data with the hostile texts written into it. */
function hostileData() {
  const site = { ...read<Site>('site.json'), address: HOSTILE.address };
  const jobs = read<Job[]>('jobs.json');
  jobs[0] = {
    ...jobs[0],
    title: HOSTILE.jobTitle,
    subTitle: HOSTILE.jobSubTitle,
    caption: HOSTILE.jobCaption,
    content: [HOSTILE.jobParagraph, ...jobs[0].content.slice(1)],
  };
  const faq = read<Faq[]>('faq.json');
  faq[0] = { ...faq[0], label: HOSTILE.faqLabel, answer: HOSTILE.faqAnswer };
  const testimonials = read<Testimonial[]>('testimonials.json');
  testimonials[0] = { ...testimonials[0], caption: HOSTILE.testimonial };
  const plans = read<Plan[]>('pricing-plans.json');
  plans[0] = { ...plans[0], features: [HOSTILE.planFeature, ...plans[0].features.slice(1)] };
  const inventoryTexts = read<InventoryTexts>('pages/inventory.json');
  const inventory = { ...inventoryTexts, meta: { description: HOSTILE.pageDescription }, hero: { ...inventoryTexts.hero, lead: HOSTILE.pageLead } };
  return { site, jobs, faq, testimonials, plans, inventory };
}
const data = hostileData();

const SITE_URL = 'https://www.example.com';
const ORIGIN = 'http://hostile.test';
/** A stand-in for the build's processed pictures (the test answers every request for it). */
const PICTURE: IGatsbyImageData = {
  layout: 'constrained',
  width: 64,
  height: 64,
  images: { fallback: { src: '/picture.png', srcSet: '/picture.png 64w', sizes: '64px' }, sources: [] },
};
const picture = { childImageSharp: { gatsbyImageData: PICTURE } };
const positioned = <T extends object>(entries: readonly T[]) => entries.map((entry, position) => ({ ...entry, fields: { position } }));

/** A page as the build writes it: the component's HTML, then the head tags Helmet collected. */
function renderPage(pagePath: string, page: ReactElement): string {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: SITE_URL } },
    siteJson: data.site,
    // The words every page shares (src/hooks/use-shared-texts.ts).
    pageSharedJson: read('pages/shared.json'),
    pageServicesJson: read('pages/services.json'),
    pagePortfolioJson: read('pages/portfolio.json'),
  });
  const body = renderToString(h(Layout, { path: pagePath, children: page }));
  const head: ReactNode[] = [];
  onRenderBody({ setHeadComponents: (components) => head.push(...components), setHtmlAttributes: () => undefined, setBodyAttributes: () => undefined });
  const document = h(
    'html',
    { lang: 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), ...head),
    h('body', null, h('div', { id: '___gatsby', dangerouslySetInnerHTML: { __html: body } })),
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(document)}`;
}

const jobPagePath = jobPath(1, data.jobs[0].title);
const jobProps = {
  data: {
    pageJobJson: read('pages/job.json'),
    jobsJson: { ...data.jobs[0], image: picture },
    moreJobs: positioned(data.jobs.map((job) => ({ title: job.title, caption: job.caption, image: picture }))).slice(1, 4),
  },
  pageContext: { id: 'job-1', moreJobIds: ['job-2', 'job-3', 'job-4'], canonicalPath: jobPagePath },
} as unknown as PageProps<Queries.JobPageQuery, { id: string; moreJobIds: string[]; canonicalPath: string }>;
const inventoryProps = {
  data: {
    pageInventoryJson: data.inventory,
    dashboard: picture,
    monitor: picture,
    allInventoryFeaturesJson: { nodes: read<Card[]>('inventory-features.json') },
    allWhyChooseUsJson: { nodes: read<Card[]>('why-choose-us.json') },
    allPricingPlansJson: { nodes: data.plans },
    allTestimonialsJson: { nodes: data.testimonials.map((testimonial) => ({ ...testimonial, image: picture })) },
    allFaqJson: { nodes: data.faq },
  },
} as unknown as PageProps<Queries.InventoryPageQuery>;
const PAGES: Record<string, string> = {
  [jobPagePath]: renderPage(jobPagePath, h(JobTemplate, jobProps)),
  [PATHS.inventory]: renderPage(PATHS.inventory, h(InventoryPage, inventoryProps)),
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** Opens one rendered page as a visitor would; returns it with the dialogs it tried to open. */
async function open(pagePath: string): Promise<{ page: Page; dialogs: string[] }> {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => Object.assign(window, { __hostile: [] }));
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    const html = PAGES[decodeURI(url.pathname)];
    return html ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }) : route.fulfill({ status: 404, body: '' });
  });
  await page.goto(`${ORIGIN}${encodeURI(pagePath)}`, { waitUntil: 'load' });
  return { page, dialogs };
}

/** Every JSON-LD block of the page, parsed; and how many script elements the page has in all. */
async function scriptsOf(page: Page): Promise<{ jsonLd: unknown[]; scriptCount: number }> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const scriptCount = await page.evaluate(() => document.scripts.length);
  return { jsonLd: texts.map((text) => JSON.parse(text) as unknown), scriptCount };
}

const ranIn = (page: Page) => page.evaluate(() => (window as unknown as { __hostile: string[] }).__hostile);

test('the data check accepts such text: it is text, not a mistake', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-data-'));
  try {
    fs.cpSync(DATA, dir, { recursive: true });
    const write = (file: string, value: unknown) => fs.writeFileSync(path.join(dir, file), JSON.stringify(value, null, 2));
    write('site.json', data.site);
    write('jobs.json', data.jobs);
    write('faq.json', data.faq);
    write('testimonials.json', data.testimonials);
    write('pricing-plans.json', data.plans);
    write('pages/inventory.json', data.inventory);
    await expect(validateData(dir)).resolves.toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a job page: nothing runs, every JSON-LD block parses back to the text, and the text is shown as written', async () => {
  const { page, dialogs } = await open(jobPagePath);
  expect(await ranIn(page)).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(await page.locator('img[src="x"], svg[onload], [onerror]').count()).toBe(0);

  const { jsonLd, scriptCount } = await scriptsOf(page);
  expect(jsonLd.length).toBeGreaterThan(0);
  expect(scriptCount).toBe(jsonLd.length);
  expect(jsonLd).toEqual(
    expect.arrayContaining([expect.objectContaining({ '@type': 'CreativeWork', name: HOSTILE.jobTitle, description: HOSTILE.jobCaption })]),
  );

  expect(await page.title()).toBe(`${HOSTILE.jobTitle} · ${data.site.siteName}`);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(HOSTILE.jobCaption);
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(`${HOSTILE.jobTitle} · ${data.site.siteName}`);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(HOSTILE.jobTitle);
  const main = page.getByRole('main');
  for (const text of [HOSTILE.jobSubTitle, HOSTILE.jobCaption, HOSTILE.jobParagraph]) {
    expect(await main.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
  }
  expect(await page.getByRole('contentinfo').textContent()).toContain(HOSTILE.address);
  await page.close();
});

test('the inventory page: FAQ, testimonial and plan texts never run, parse back from JSON-LD, and are shown as written', async () => {
  const { page, dialogs } = await open(PATHS.inventory);
  expect(await ranIn(page)).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);

  const { jsonLd, scriptCount } = await scriptsOf(page);
  expect(scriptCount).toBe(jsonLd.length);
  const faqPage = jsonLd.find((block) => (block as { '@type'?: string })['@type'] === 'FAQPage') as
    | { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
    | undefined;
  expect(faqPage?.mainEntity[0]).toEqual(expect.objectContaining({ name: HOSTILE.faqLabel, acceptedAnswer: expect.objectContaining({ text: HOSTILE.faqAnswer }) }));
  expect(JSON.stringify(jsonLd)).toContain(HOSTILE.planFeature);
  expect(JSON.stringify(jsonLd)).toContain(HOSTILE.pageDescription);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(HOSTILE.pageDescription);

  const main = page.getByRole('main');
  for (const text of [HOSTILE.faqLabel, HOSTILE.faqAnswer, HOSTILE.testimonial, HOSTILE.planFeature, HOSTILE.pageLead]) {
    expect(await main.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
  }
  await page.close();
});
