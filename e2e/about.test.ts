import type { Browser } from 'playwright-core';
import { PATHS } from '../src/lib/routes';
import { clampDescription } from '../src/lib/seo';
import { axeViolations, canonicalPath, DESKTOP, launchBrowser, newVisitor, PHONE } from './support/browser';
import { approach, counterStrip, counterText, counterTexts, nextFrames, readText, readTexts, waitForCounters, waitForCountingUp, waitForScripts } from './support/page-checks';
import { readData, shown, startingWith } from './support/screens';

const counters = readData('counters.json');
const processSteps = readData('process-steps.json');
const site = readData('site.json');
const skills = readData('skills.json');
const texts = readData('pages/about.json');
const shared = readData('pages/shared.json');

const ZERO_COUNTERS = counters.map((counter) => counterText(0, counter));
const FINAL_COUNTERS = counters.map((counter) => counterText(counter.value, counter));

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the about page', () => {
  test('tells the story, shows the figures, the skills and how we work, then invites contact', async () => {
    const { context, page } = await newVisitor(browser, { viewport: DESKTOP });
    await page.goto(PATHS.about);
    const main = page.getByRole('main');

    const headings = await readTexts(main.locator('h1, h2'));
    const order = [texts.banner.title, texts.story.title, texts.reputation.title, shared.countersTitle, texts.skills.title, texts.process.title, texts.callToAction.title];
    expect(headings).toEqual(order.map((heading) => shown(heading)));

    const banner = page.getByRole('region', { name: shown(texts.banner.title), exact: true });
    expect(await readText(banner)).toContain(shown(texts.banner.subtitle));

    // The narrative, about reputation management, with its pictures.
    const story = page.getByRole('region', { name: shown(texts.story.title), exact: true });
    expect(await readText(story)).toContain(shown(texts.story.lead));
    expect(await story.locator('img[src*="/static/"]').count()).toBeGreaterThan(0);
    const reputation = page.getByRole('region', { name: shown(texts.reputation.title), exact: true });
    expect(await readText(reputation)).toContain(shown(texts.reputation.lead));
    expect(await reputation.locator('img[src*="/static/"]').count()).toBeGreaterThan(0);

    // The six skills, each with its emoji.
    const skillsRegion = page.getByRole('region', { name: shown(texts.skills.title), exact: true });
    expect(await readTexts(skillsRegion.getByRole('heading', { level: 3 }))).toEqual(skills.map((skill) => skill.title));
    const skillsText = await readText(skillsRegion);
    for (const skill of skills) expect(skillsText).toContain(skill.icon);

    // How we work: the three steps in order, each with its picture.
    const process = page.getByRole('region', { name: shown(texts.process.title), exact: true });
    expect(await readTexts(process.getByRole('heading', { level: 3 }))).toEqual(processSteps.map((step) => step.title));
    expect(await process.getByRole('listitem').count()).toBe(3);
    expect(await process.locator('li img[src*="/static/"]').count()).toBe(3);

    // The call to action.
    const cta = main.getByRole('region').last();
    expect(await cta.getByRole('link', { name: shown(texts.callToAction.button) }).getAttribute('href')).toBe(PATHS.contact);
    expect(await cta.getByRole('link', { name: startingWith(shown(shared.buttons.chat)) }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    await context.close();
  });

  test('has its own title, description and canonical address, also under /landing', async () => {
    const { context, page } = await newVisitor(browser);
    for (const path of [PATHS.about, `/landing${PATHS.about}`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(`${shown(texts.banner.title)} · ${site.siteName}`);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(clampDescription(shown(texts.meta.description)));
      expect(await canonicalPath(page)).toBe(PATHS.about);
    }
    await context.close();
  });

  test('counters show their final numbers without JavaScript and count up when scrolled into view', async () => {
    const noScript = await newVisitor(browser, { javaScriptEnabled: false });
    await noScript.page.goto(PATHS.about);
    expect(await counterTexts(noScript.page)).toEqual(FINAL_COUNTERS);
    await noScript.context.close();

    const { context, page } = await newVisitor(browser, { viewport: DESKTOP });
    await page.goto(PATHS.about);
    const strip = counterStrip(page);
    await approach(strip);
    await waitForCounters(page, ZERO_COUNTERS);
    await strip.scrollIntoViewIfNeeded();
    await waitForCountingUp(page, counters.reduce((a, b) => (b.value > a.value ? b : a)));
    await waitForCounters(page, FINAL_COUNTERS, 4000);
    await context.close();
  });

  test('with reduced motion the counters show their final numbers at once', async () => {
    const { context, page } = await newVisitor(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await page.goto(PATHS.about);
    await waitForScripts(page);
    await nextFrames(page);
    expect(await counterTexts(page)).toEqual(FINAL_COUNTERS);
    await counterStrip(page).scrollIntoViewIfNeeded();
    await nextFrames(page);
    expect(await counterTexts(page)).toEqual(FINAL_COUNTERS);
    await context.close();
  });

  test.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('axe finds no violation on a %s', async (_name, viewport) => {
    const { context, page } = await newVisitor(browser, { viewport });
    await page.goto(PATHS.about);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
