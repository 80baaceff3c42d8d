/**
 * The pages' Content-Security-Policy as Chromium enforces it on the deployed site (nginx serving
 * public/ with the include the build wrote): code a page did not ship is refused, and no page,
 * alias or screen the site shows, nor anything a visitor does on them, meets a violation.
 */
import contactTexts from '../data/pages/contact.json';
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../src/lib/routes';
import { CAROUSEL, LANDMARKS, SLIDE_KINDS } from '../src/lib/spoken-only';
import { addressTable } from './support/address-table';
import { launchBrowser, PHONE } from './support/browser';
import { builtPages, pagePathOf } from './support/build-output';
import { request } from './support/http';
import { within } from '../harness/deadline.ts';
import { siteOrigin } from '../harness/ports.ts';
import { readData, shown, startingWith } from './support/screens';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A visitor with the pages' policy enforced, collecting every violation Chromium reports. */
async function policedVisitor(viewport = PHONE): Promise<{ page: Page; violations: () => Promise<string[]>; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport, baseURL: siteOrigin });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sample})`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) console.push(`${page.url()}: ${message.text()}`);
  });
  const violations = async () => {
    const inPage = await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
    return [...inPage.map((violation) => `${page.url()}: ${violation}`), ...console.splice(0)];
  };
  return { page, violations, close: () => context.close() };
}

/**
 * A visit to one page takes a few seconds alone; beside the rest of `npm test` on two cores, a
 * visit has taken over a minute. A visit that takes this long has hung (a frame that never comes,
 * a network that never goes quiet): it fails, naming the page and the step it had reached.
 */
const VISIT_WITHIN_MS = 150_000;
/** A test that visits pages: room for a slow visit or two on a busy machine. */
const VISITING_TEST_MS = 5 * 60_000;

/** Opens an address and lets its scripts run over the whole page, top to bottom; fails, naming it, when that hangs. */
async function visitWhole(page: Page, address: string): Promise<void> {
  const reached = { step: 'opening it' };
  try {
    await within(VISIT_WITHIN_MS, `visiting ${address} top to bottom`, scrollThrough(page, address, reached));
  } catch (error) {
    throw new Error(`${(error as Error).message} (at: ${reached.step})`);
  }
}

/** The visit's steps; each waits as long as the visit may (`within` above bounds them all), and notes in `reached` where it is. */
async function scrollThrough(page: Page, address: string, reached: { step: string }): Promise<void> {
  await page.goto(address, { waitUntil: 'networkidle', timeout: 0 });
  reached.step = 'waiting for its content';
  await page.waitForFunction(() => document.querySelector('#___gatsby')?.children.length, undefined, { timeout: 0 });
  reached.step = 'scrolling it down';
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      // A frame for what came into view to be seen, then a moment for its scripts; a second at most.
      await new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 30));
        setTimeout(resolve, 1000);
      });
    }
  });
  reached.step = 'waiting for its network to go quiet';
  await page.waitForLoadState('networkidle', { timeout: 0 });
}

test('the policy is enforced: code a page did not ship is refused and reported', async () => {
  const visitor = await policedVisitor();
  await visitWhole(visitor.page, '/');
  const ran = await visitor.page.evaluate(() => {
    // Text put in a script by hand, not through a sink Trusted Types guards: the script-src hashes refuse it.
    const script = document.createElement('script');
    script.append(document.createTextNode('window.__injected = true'));
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  const refusal = await visitor.page.evaluate(() => {
    try {
      document.createElement('script').textContent = 'window.__injected = true';
      return 'accepted';
    } catch (error) {
      return String(error);
    }
  });
  expect(refusal).toMatch(/TrustedScript/);
  await visitor.page.waitForFunction(() => (window as unknown as { __violations: string[] }).__violations.length >= 2);
  const violations = (await visitor.violations()).join('\n');
  expect(violations).toMatch(/(script-src(-elem)?|require-trusted-types-for) refused/);
  expect(violations).toMatch(/require-trusted-types-for refused trusted-types-sink/);
  await visitor.close();
}, VISITING_TEST_MS);

test("served with no header of the site's (as `gatsby serve` serves it), the page's own policy still refuses a string at a script sink", async () => {
  const visitor = await policedVisitor();
  // The page's own answer, without the header (the files it loads keep theirs: a document's policy is its own).
  await visitor.page.route('**/about', async (route) => {
    const response = await route.fetch();
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-security-policy'));
    await route.fulfill({ response, headers });
  });
  const response = await visitor.page.goto('/about', { waitUntil: 'load' });
  expect(await response?.headerValue('content-security-policy')).toBeNull();
  const refusal = await visitor.page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>x</b>';
      return 'accepted';
    } catch (error) {
      return String(error);
    }
  });
  expect(refusal).toMatch(/TrustedHTML/);
  await visitor.page.unrouteAll({ behavior: 'wait' });
  await visitor.close();
});

describe('every page, every kind of alias and the 404 page', () => {
  /**
   * Every page; each address of the address table that shows a screen from another address
   * (aliases, entries by number, numbers with no entry); and one unknown address (they all get the
   * same 404 page).
   */
  const table = addressTable({ services: readData('services.json'), jobs: readData('jobs.json') });
  const addresses = [
    ...builtPages().map(pagePathOf).filter((address) => address !== '/404.html'),
    ...table.filter((row) => row.canonical !== null && row.address !== row.canonical).map((row) => row.address),
    '/nope',
  ];
  /**
   * A few visitors at once, each opening the next address not yet visited when done with one: one
   * page's wait for a quiet network overlaps the others' work. A visitor keeps its browser context
   * from page to page (its cache, as one person browsing has it); the policy and its violations
   * belong to each document.
   */
  const AT_ONCE = 4;

  /**
   * The addresses that answer a document of their own. One that answers exactly as an address
   * before it (status, redirect, policy and the same bytes) gets the same document and runs the
   * same code: it is not visited again (the 404 page, and an entry's copy, answer many).
   */
  async function distinctAnswers(): Promise<string[]> {
    const first = new Map<string, string>();
    for (const address of addresses) {
      const { status, headers, body } = await request(address);
      const key = createHash('sha256')
        .update(JSON.stringify([status, headers.location ?? '', headers['content-security-policy'] ?? '']))
        .update(body)
        .digest('hex');
      if (!first.has(key)) first.set(key, address);
    }
    return [...first.values()];
  }

  test('no violation on any of them, with the scripts run top to bottom', async () => {
    const visit = await distinctAnswers();
    const found: string[] = [];
    const visitors = await Promise.all(Array.from({ length: AT_ONCE }, () => policedVisitor()));
    try {
      let next = 0;
      await Promise.all(
        visitors.map(async (visitor) => {
          for (let address = visit[next++]; address !== undefined; address = visit[next++]) {
            await visitWhole(visitor.page, address);
            found.push(...(await visitor.violations()));
          }
        }),
      );
    } finally {
      await Promise.all(visitors.map((visitor) => visitor.close()));
    }
    expect(found).toEqual([]);
  }, VISITING_TEST_MS);
});

test('the carousels, the map, moving between pages and sending the contact form meet no violation', async () => {
  const visitor = await policedVisitor();
  const { page } = visitor;
  const found: string[] = [];

  await visitWhole(page, '/');
  const services = page.getByRole('region', { name: LANDMARKS.serviceCarousel, exact: true });
  await services.scrollIntoViewIfNeeded();
  await services.getByRole('button', { name: startingWith(CAROUSEL.next) }).first().click();
  await services.getByRole('button', { name: startingWith(CAROUSEL.previous) }).first().click();
  found.push(...(await visitor.violations()));

  await visitWhole(page, PATHS.inventory);
  const testimonials = page.getByRole('region', { name: LANDMARKS.testimonials, exact: true });
  await testimonials.scrollIntoViewIfNeeded();
  const second = testimonials.getByRole('button', { name: startingWith(`${CAROUSEL.show} ${SLIDE_KINDS.testimonial} 2 `) });
  await second.click();
  await second.and(page.locator('[aria-current="true"]')).waitFor();
  found.push(...(await visitor.violations()));

  // Moving inside the site: the next page's script and stylesheet come from the server.
  await page.getByRole('contentinfo').getByRole('link', { name: shown(readData('pages/shared.json').footer.privacy) }).click();
  await page.waitForURL('**/privacy_policy');
  await page.getByRole('heading', { level: 1, name: readData('legal/privacy_policy.json').title }).waitFor();
  found.push(...(await visitor.violations()));

  // The map (answered here, as the machine is offline) and a message to the outbox.
  await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Map</title><p>Map</p>' }));
  await visitWhole(page, PATHS.contact);
  await page.getByRole('button', { name: shown(contactTexts.map.showButton) }).click();
  await page.frameLocator('section[aria-labelledby="map-title"] iframe').getByText('Map').waitFor();
  await page.locator('form[novalidate]').waitFor();
  const email = `csp-${process.pid}-${Date.now()}@example.com`;
  const { labels } = contactTexts.form;
  await page.getByLabel(shown(labels.fullName), { exact: true }).fill('Ada Obi');
  await page.getByLabel(shown(labels.phone), { exact: true }).fill('+234 800 000 0000');
  await page.getByLabel(shown(labels.email), { exact: true }).fill(email);
  await page.getByLabel(shown(labels.serviceType), { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(shown(labels.subject), { exact: true }).fill('Policy check');
  await page.getByLabel(shown(labels.message), { exact: true }).fill('Sent with the pages’ Content-Security-Policy enforced.');
  await page.getByRole('button', { name: shown(contactTexts.form.send) }).click();
  await page.getByRole('status').getByText(shown(contactTexts.form.sent)).waitFor();
  found.push(...(await visitor.violations()));

  expect(found).toEqual([]);
  await visitor.close();
}, VISITING_TEST_MS);

