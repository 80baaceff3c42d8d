import type { Browser, Page } from 'playwright-core';
import { slideLabel } from '../src/lib/carousel';
import { HOME_JOB_COUNT, HOME_SERVICE_COUNT, SERVICE_CAROUSEL_AUTOPLAY_MS } from '../src/lib/constants';
import { jobPath, PATHS, servicePath } from '../src/lib/routes';
import { CAROUSEL, LANDMARKS, SLIDE_KINDS } from '../src/lib/spoken-only';
import { axeViolations, canonicalPath, DESKTOP, launchBrowser, newVisitor, PHONE } from './support/browser';
import { approach, counterStrip, counterText, counterTexts, nextFrames, readText, readTexts, waitForCounters, waitForCountingUp, waitForScripts } from './support/page-checks';
import { containing, readData, shown, shownHeadline, startingWith } from './support/screens';

const counters = readData('counters.json');
const highlights = readData('highlights.json');
const jobs = readData('jobs.json');
const services = readData('services.json');
const site = readData('site.json');
const skillBars = readData('skill-bars.json');
const toolkit = readData('toolkit.json');
const texts = readData('pages/home.json');
const shared = readData('pages/shared.json');

const ZERO_COUNTERS = counters.map((counter) => counterText(0, counter));
const FINAL_COUNTERS = counters.map((counter) => counterText(counter.value, counter));
const largestCounter = counters.reduce((a, b) => (b.value > a.value ? b : a));
const SLIDE_COUNT = services.length;
/** The accessible name of the carousel's slide `n` (from 1): "1 of 11: Public Relations". */
const slideName = (n: number) => slideLabel(n - 1, SLIDE_COUNT, services[n - 1].title);
/** The home page's headline, its <h1>, as it reads. */
const HEADLINE = shownHeadline(texts.hero.headline);
/** The names of the carousel's controls: "Pause slideshow", "Next service" … */
const PAUSE = `${shown(shared.buttons.pause)}${CAROUSEL.slideshow}`;
const PLAY = `${shown(shared.buttons.play)}${CAROUSEL.slideshow}`;
const NEXT = `${CAROUSEL.next} ${SLIDE_KINDS.service}`;
const PREVIOUS = `${CAROUSEL.previous} ${SLIDE_KINDS.service}`;
/** The label of the cards' links, after which a screen reader hears which service (src/lib/spoken-only.ts). */
const KNOW_MORE = shown(shared.buttons.knowMore);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Long enough for autoplay to have moved at least once, were it running. */
const MORE_THAN_ONE_TURN_MS = SERVICE_CAROUSEL_AUTOPLAY_MS + 1500;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function carousel(page: Page) {
  return page.getByRole('region', { name: LANDMARKS.serviceCarousel, exact: true });
}

/** The carousel is interactive once its controls are there (after hydration and react-slick). */
async function carouselReady(page: Page, control: string | RegExp = containing(CAROUSEL.slideshow)): Promise<void> {
  // Scripts take a section over as the visitor comes to it.
  await carousel(page).scrollIntoViewIfNeeded();
  await carousel(page).getByRole('button', { name: control }).waitFor();
  await carousel(page).getByRole('group', { name: slideName(1), exact: true }).first().waitFor();
  await carousel(page).evaluate((region) => {
    (window as CarouselWatch).__leftmostSlide = () => {
      const slides = Array.from(region.querySelectorAll('[aria-roledescription="slide"]')).filter((slide) => !slide.closest('[aria-hidden="true"]'));
      slides.sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left);
      return slides[0]?.getAttribute('aria-label') ?? '';
    };
  });
}

/**
 * What carouselReady leaves on the page: the label of the carousel's leftmost slide that is not
 * hidden, read in the page at once. The one reading of it: by the test (leftmostSlide), while
 * waiting (waitForAdvance) and as a click arrives (clickControl).
 */
type CarouselWatch = Window & { __leftmostSlide?: () => string };

type SlideBox = { label: string; left: number; right: number };

/** The slides a visitor can see (not hidden from anyone), left to right, with where they are. */
async function visibleSlides(page: Page): Promise<{ slides: SlideBox[]; left: number; right: number }> {
  const region = carousel(page);
  const box = await region.boundingBox();
  const slides = await region.getByRole('group').evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { label: element.getAttribute('aria-label') ?? '', left: rect.left, right: rect.right };
    }),
  );
  slides.sort((a, b) => a.left - b.left);
  return { slides, left: box?.x ?? 0, right: (box?.x ?? 0) + (box?.width ?? 0) };
}

async function leftmostSlide(page: Page): Promise<string> {
  const label = await page.evaluate(() => (window as CarouselWatch).__leftmostSlide?.() ?? '');
  if (!label) throw new Error('No slide of the service carousel in view (or carouselReady not called)');
  return label;
}

/** How long an arrow's answer may take on a busy machine (autoplay moving first shows the next slide, which fails Previous's check). */
const ARROW_ANSWER_MS = 10_000;

/** Waits until the leftmost visible slide is no longer `label`; returns the new one, as the page showed it then. */
async function waitForAdvance(page: Page, label: string, timeout = SERVICE_CAROUSEL_AUTOPLAY_MS + 2000): Promise<string> {
  const changed = await page.waitForFunction(
    (before) => {
      const now = (window as CarouselWatch).__leftmostSlide?.() ?? '';
      return now !== '' && now !== before && now;
    },
    label,
    { timeout },
  );
  return (await changed.jsonValue()) as string;
}

/**
 * Clicks the carousel's control named `name`; returns the leftmost slide at the moment the page
 * took the click. On a busy machine autoplay may move on while a click is on its way, and the
 * control answers from where the slides are when it comes.
 */
async function clickControl(page: Page, name: string): Promise<string> {
  const control = carousel(page).getByRole('button', { name });
  await control.evaluate((element) =>
    element.addEventListener('click', () => element.setAttribute('data-leftmost-at-click', (window as CarouselWatch).__leftmostSlide?.() ?? ''), { capture: true, once: true }),
  );
  await control.click();
  const atClick = await control.getAttribute('data-leftmost-at-click');
  if (!atClick) throw new Error(`The page took no click on ${name}`);
  return atClick;
}

/** The label of the slide after (`step` 1) or before (-1) the one labelled `label`. */
function slideBeside(label: string, step: 1 | -1): string {
  const index = Array.from({ length: SLIDE_COUNT }, (_, n) => slideName(n + 1)).indexOf(label);
  if (index < 0) throw new Error(`No slide is labelled ${label}`);
  return slideName(((index + step + SLIDE_COUNT) % SLIDE_COUNT) + 1);
}

/** Waits until the carousel has stopped moving on by itself: its slides then announce changes (aria-live polite). */
async function waitForStill(page: Page): Promise<void> {
  await carousel(page).locator('[aria-live="polite"]').waitFor({ timeout: ARROW_ANSWER_MS });
}

/**
 * Puts the pointer on the middle of the leftmost card and rests it there until the carousel says it
 * has stopped. On a busy machine the page may still move under a pointer set down early (the card
 * no longer under it): it is lifted and set down again, as a visitor's hand would be, three times
 * at most.
 */
async function restPointerOnCard(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const box = await carousel(page).getByRole('group', { name: await leftmostSlide(page), exact: true }).boundingBox();
    if (!box) throw new Error('The leftmost card has no box');
    await page.mouse.move(0, 0);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    try {
      await waitForStill(page);
      return;
    } catch (error) {
      if (attempt === 3) throw new Error(`The carousel kept moving with the pointer on a card, three times: ${(error as Error).message}`);
    }
  }
}

/** Waits for any slide movement to settle: every visible slide sits inside the carousel. */
async function waitForSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const region = document.querySelector('[aria-roledescription="carousel"]');
    if (!region) return false;
    const bounds = region.getBoundingClientRect();
    const slides = Array.from(region.querySelectorAll('[aria-roledescription="slide"]')).filter((slide) => !slide.closest('[aria-hidden="true"]'));
    return (
      slides.length > 0 &&
      slides.every((slide) => {
        const rect = slide.getBoundingClientRect();
        return rect.left >= bounds.left - 1 && rect.right <= bounds.right + 1;
      })
    );
  });
}

describe('the home page', () => {
  test('shows every section in order, with its content and links', async () => {
    const { context, page } = await newVisitor(browser, { viewport: DESKTOP });
    await page.goto(PATHS.home);
    const main = page.getByRole('main');

    expect(oneLine(await readText(main.getByRole('heading', { level: 1 })))).toBe(HEADLINE);
    const headings = await readTexts(main.locator('h1, h2'));
    const order = [
      HEADLINE,
      ...[texts.biography.title, texts.services.title, texts.skills.title, texts.highlights.title, shared.countersTitle, texts.jobs.title, texts.offer.title, texts.callToAction.title].map((title) => shown(title)),
    ];
    expect(headings.map(oneLine)).toEqual(order);

    // Hero: the owner's greeting, the chat link and the portfolio.
    const hero = page.getByRole('region', { name: HEADLINE, exact: true });
    await hero.getByText(shown(texts.hero.greeting)).waitFor();
    const chatMe = hero.getByRole('link', { name: startingWith(shown(texts.hero.chatButton)) });
    expect(await chatMe.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${site.whatsAppContact}\\?text=`));
    expect(await chatMe.getAttribute('target')).toBe('_blank');
    expect(await hero.getByRole('link', { name: shown(texts.hero.portfolioButton) }).getAttribute('href')).toBe(PATHS.jobs);
    // The hero art loads at once (it is the largest thing on a phone's first screen).
    expect(await hero.locator('img[loading="eager"]').count()).toBeGreaterThan(0);

    // Biography: the owner's details, a chat and the contact page.
    const biography = page.getByRole('region', { name: shown(texts.biography.title), exact: true });
    for (const detail of [site.name, site.location, site.emailAddress, site.phoneNumberContact]) {
      await biography.getByText(detail, { exact: true }).first().waitFor();
    }
    expect(await biography.getByRole('link', { name: site.emailAddress }).getAttribute('href')).toBe(`mailto:${site.emailAddress}`);
    expect(await biography.getByRole('link', { name: startingWith(shown(texts.biography.chatButton)) }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(await biography.getByRole('link', { name: shown(texts.biography.contactButton) }).getAttribute('href')).toBe(PATHS.contact);

    // What I Do For You: the first three services and the way to the rest.
    const whatIDo = page.getByRole('region', { name: shown(texts.services.title), exact: true });
    const serviceTitles = await readTexts(whatIDo.getByRole('heading', { level: 3 }));
    expect(serviceTitles).toEqual(services.slice(0, HOME_SERVICE_COUNT).map((service) => service.title));
    expect(await whatIDo.getByRole('link', { name: services[0].title }).getAttribute('href')).toBe(servicePath(services[0]));
    expect(await whatIDo.getByRole('link', { name: shown(texts.services.moreButton) }).getAttribute('href')).toBe(PATHS.services);

    // Skills and the toolkit: real progress bars, values also shown as text.
    const skills = page.getByRole('region', { name: shown(texts.skills.title), exact: true });
    const bars = skills.getByRole('progressbar');
    expect(await bars.count()).toBe(skillBars.length + toolkit.length);
    for (const bar of [...skillBars, ...toolkit]) {
      const progressbar = skills.getByRole('progressbar', { name: bar.title, exact: true });
      expect(await progressbar.getAttribute('aria-valuenow')).toBe(String(bar.value));
      expect(await progressbar.getAttribute('aria-valuemin')).toBe('0');
      expect(await progressbar.getAttribute('aria-valuemax')).toBe('100');
    }
    await skills.getByRole('heading', { name: shown(texts.skills.toolkitTitle) }).waitFor();
    const skillText = await readText(skills);
    for (const bar of skillBars) expect(skillText).toContain(`${bar.title}\n${bar.value}%`);

    // The six highlights.
    const highlightTitles = await readTexts(page.getByRole('region', { name: shown(texts.highlights.title), exact: true }).getByRole('heading', { level: 3 }));
    expect(highlightTitles).toEqual(highlights.map((highlight) => highlight.title));

    // My Success Work: the first three jobs and the way to the portfolio.
    const successWork = page.getByRole('region', { name: shown(texts.jobs.title), exact: true });
    const firstJobs = jobs.slice(0, HOME_JOB_COUNT);
    expect(await readTexts(successWork.getByRole('heading', { level: 3 }))).toEqual(firstJobs.map((job) => job.title));
    const aboutJob = successWork.getByRole('link', { name: startingWith(shown(shared.buttons.aboutJob)) });
    expect(await aboutJob.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      firstJobs.map((job, index) => jobPath(index + 1, job.title)),
    );
    expect(await successWork.getByRole('link', { name: shown(texts.jobs.moreButton) }).getAttribute('href')).toBe(PATHS.jobs);

    // What We Offer: the promise and a carousel of every service, each with its own page.
    const offer = page.getByRole('region', { name: shown(texts.offer.title), exact: true });
    expect(await readText(offer)).toContain(shown(texts.offer.lead));
    await carouselReady(page);
    const knowMore = carousel(page).getByRole('link', { name: startingWith(KNOW_MORE), includeHidden: true });
    const hrefs = new Set(await knowMore.evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
    expect([...hrefs].sort()).toEqual(services.map((service) => servicePath(service)).sort());

    // The closing call to action leads to the inventory software page.
    const cta = page.getByRole('region', { name: shown(texts.callToAction.title), exact: true });
    expect(await cta.getByRole('link', { name: shown(texts.callToAction.button) }).getAttribute('href')).toBe(PATHS.inventory);

    // The decorative reel is out of the accessibility tree.
    expect(await successWork.getByRole('img').count()).toBe(HOME_JOB_COUNT);
    await context.close();
  });

  test('has the site title and description and is its own canonical page', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(PATHS.home);
    expect(await page.title()).toBe(`${site.siteName} · ${site.tagline}`);
    expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(80);
    expect(await canonicalPath(page)).toBe('/');
    await context.close();
  });

  test.each(['/home', '/landing'])('%s shows the home page with the canonical address "/"', async (alias) => {
    const { context, page } = await newVisitor(browser);
    const response = await page.goto(alias);
    expect(response?.status()).toBe(200);
    expect(oneLine(await readText(page.getByRole('heading', { level: 1 })))).toBe(HEADLINE);
    await page.getByRole('region', { name: shown(texts.offer.title), exact: true }).waitFor();
    expect(await canonicalPath(page)).toBe('/');
    await context.close();
  });
});

describe('the service carousel', () => {
  test.each([
    [375, 1],
    [700, 2],
    [1024, 3],
  ])('at %i px shows %i card(s) per view from the first load', async (width, perView) => {
    const { context, page } = await newVisitor(browser, { viewport: { width, height: 900 } });
    await page.goto(PATHS.home);
    await carouselReady(page);
    await carousel(page).getByRole('button', { name: PAUSE }).click();
    await waitForSettled(page);
    const { slides, left, right } = await visibleSlides(page);
    expect(slides).toHaveLength(perView);
    for (const slide of slides) {
      expect(slide.left).toBeGreaterThanOrEqual(left - 1);
      expect(slide.right).toBeLessThanOrEqual(right + 1);
    }
    // The cards fill the row: n cards and the 20 px gaps between them.
    const cardWidth = slides[0].right - slides[0].left;
    expect(Math.abs(cardWidth * perView + 20 * (perView - 1) - (right - left))).toBeLessThan(2);
    // Only the cards in view can take focus; hidden cards and loop copies are inert.
    const focusable = await carousel(page)
      .getByRole('link', { includeHidden: true })
      .evaluateAll((links) => links.filter((link) => !link.closest('[inert]')).length);
    expect(focusable).toBe(perView);
    await context.close();
  });

  test('the server-rendered cards sit where the carousel puts them (no jump), and all are there without JavaScript', async () => {
    const noScript = await newVisitor(browser, { viewport: { width: 1024, height: 900 }, javaScriptEnabled: false });
    await noScript.page.goto(PATHS.home);
    const staticSlides = carousel(noScript.page).getByRole('listitem');
    expect(await staticSlides.count()).toBe(SLIDE_COUNT);
    expect(await carousel(noScript.page).getByRole('link', { name: startingWith(KNOW_MORE) }).count()).toBe(SLIDE_COUNT);
    const before = await staticSlides.first().boundingBox();
    // Without scripts the row scrolls sideways to the last card.
    await carousel(noScript.page).getByRole('link', { name: startingWith(KNOW_MORE) }).last().scrollIntoViewIfNeeded();
    expect(await carousel(noScript.page).getByRole('link', { name: startingWith(KNOW_MORE) }).last().isVisible()).toBe(true);
    await noScript.context.close();

    const { context, page } = await newVisitor(browser, { viewport: { width: 1024, height: 900 } });
    await page.goto(PATHS.home);
    await carouselReady(page);
    await carousel(page).getByRole('button', { name: PAUSE }).click();
    const after = await carousel(page).getByRole('group', { name: slideName(1), exact: true }).boundingBox();
    expect(before && after).toBeTruthy();
    if (!before || !after) return;
    expect(Math.abs(after.x - before.x)).toBeLessThan(2);
    expect(Math.abs(after.width - before.width)).toBeLessThan(2);
    await context.close();
  });

  test('moves on by itself, and keeps going after the visitor uses the arrows', async () => {
    const { context, page } = await newVisitor(browser, { viewport: DESKTOP });
    await page.goto(PATHS.home);
    await carouselReady(page);
    const first = await leftmostSlide(page);
    expect(first).toBe(slideName(1));
    const second = await waitForAdvance(page, first);
    expect(second).toBe(slideName(2));

    // Each arrow moves one slide on from where the slides were when the page took the click.
    const beforeNext = await clickControl(page, NEXT);
    const afterNext = await waitForAdvance(page, beforeNext, ARROW_ANSWER_MS);
    expect(afterNext).toBe(slideBeside(beforeNext, 1));
    // No further input: the pointer still rests on the arrow, and autoplay carries on.
    const played = await waitForAdvance(page, afterNext);
    expect(played).toBe(slideBeside(afterNext, 1));

    const beforePrevious = await clickControl(page, PREVIOUS);
    const back = await waitForAdvance(page, beforePrevious, ARROW_ANSWER_MS);
    expect(back).toBe(slideBeside(beforePrevious, -1));
    await waitForAdvance(page, back);
    await context.close();
  });

  test('pauses while the pointer is over a card, and on request', async () => {
    const { context, page } = await newVisitor(browser, { viewport: DESKTOP });
    await page.goto(PATHS.home);
    await carouselReady(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await restPointerOnCard(page);
    // On a busy machine the cards may still be moving under the pointer: the card there when they stop is the one to keep.
    await waitForSettled(page);
    const label = await leftmostSlide(page);
    // Nothing to wait for but time: autoplay would have moved within one interval.
    await page.waitForTimeout(MORE_THAN_ONE_TURN_MS);
    expect(await leftmostSlide(page)).toBe(label);
    await waitForStill(page);
    await page.mouse.move(0, 0);
    const next = await waitForAdvance(page, label);

    await carousel(page).getByRole('button', { name: PAUSE }).click();
    await carousel(page).getByRole('button', { name: PLAY }).waitFor();
    await waitForSettled(page);
    const paused = await leftmostSlide(page);
    await page.waitForTimeout(MORE_THAN_ONE_TURN_MS);
    expect(await leftmostSlide(page)).toBe(paused);
    expect(paused).not.toBe(label);
    expect(next).not.toBe(label);
    await carousel(page).getByRole('button', { name: PLAY }).click();
    await waitForAdvance(page, paused);
    await context.close();
  });

  test('pauses while a card has keyboard focus', async () => {
    const { context, page } = await newVisitor(browser, { viewport: DESKTOP });
    await page.goto(PATHS.home);
    await carouselReady(page);
    // From the carousel's first control, one step back with the keyboard lands on the last card in view.
    await carousel(page).getByRole('button', { name: PREVIOUS }).focus();
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused.startsWith(KNOW_MORE)).toBe(true);
    const label = await leftmostSlide(page);
    await page.waitForTimeout(MORE_THAN_ONE_TURN_MS);
    expect(await leftmostSlide(page)).toBe(label);
    await context.close();
  });
});

describe('counters', () => {
  test('show their final numbers in the HTML and while far below, drop to 0 as the visitor nears them, and count up in view', async () => {
    const noScript = await newVisitor(browser, { javaScriptEnabled: false });
    await noScript.page.goto(PATHS.home);
    expect(await counterTexts(noScript.page)).toEqual(FINAL_COUNTERS);
    await noScript.context.close();

    const { context, page } = await newVisitor(browser, { viewport: PHONE });
    await page.goto(PATHS.home);
    await waitForScripts(page);
    await nextFrames(page);
    // Far below the first screen, the strip is not taken over yet: its HTML still shows the totals.
    expect(await counterTexts(page)).toEqual(FINAL_COUNTERS);
    // Nearing it, scripts take it over: off screen, the figures drop to 0 ...
    const strip = counterStrip(page);
    await approach(strip);
    await waitForCounters(page, ZERO_COUNTERS);
    // ... and count up once it is in view.
    await strip.scrollIntoViewIfNeeded();
    await waitForCountingUp(page, largestCounter);
    await waitForCounters(page, FINAL_COUNTERS, 4000);
    await context.close();
  });
});

describe('with reduced motion', () => {
  test('counters show their final numbers at once and the carousel does not play', async () => {
    const { context, page } = await newVisitor(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await page.goto(PATHS.home);
    await carouselReady(page, PLAY);
    await nextFrames(page);
    expect(await counterTexts(page)).toEqual(FINAL_COUNTERS);
    const label = await leftmostSlide(page);
    await page.waitForTimeout(MORE_THAN_ONE_TURN_MS);
    expect(await leftmostSlide(page)).toBe(label);
    expect(await counterTexts(page)).toEqual(FINAL_COUNTERS);
    await context.close();
  });
});

describe('accessibility', () => {
  test.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('axe finds no violation on a %s', async (_name, viewport) => {
    const { context, page } = await newVisitor(browser, { viewport });
    await page.goto(PATHS.home);
    await carouselReady(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
