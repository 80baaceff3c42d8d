import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { axeViolations, canonicalPath, DESKTOP, launchBrowser, newVisitor, PHONE } from './support/browser';
import { slideLabel } from '../src/lib/carousel';
import { chatLink } from '../src/lib/chat-link';
import { COLLAPSE_ANIMATION_MS, FEATURE_CARD_STAGGER_MS, TESTIMONIAL_AUTOPLAY_MS } from '../src/lib/constants';
import { PATHS } from '../src/lib/routes';
import { CAROUSEL, LANDMARKS, SLIDE_KINDS } from '../src/lib/spoken-only';
import { readText, readTexts, waitForScripts } from './support/page-checks';
import { containing, readData, shown, shownHeadline, startingWith } from './support/screens';

const site = readData('site.json');
const features = readData('inventory-features.json');
const points = readData('why-choose-us.json');
const plans = readData('pricing-plans.json');
const testimonials = readData('testimonials.json');
const faq = readData('faq.json');
const texts = readData('pages/inventory.json');
const shared = readData('pages/shared.json');
/** The plan marked popular (the build accepts exactly one), and the others. */
const featured = plans.find((plan) => plan.popular)!;
const others = plans.filter((plan) => plan !== featured);
/** The popular plan's badge ("Most Popular"). */
const POPULAR = shown(texts.pricing.popular);

const HERO = shownHeadline(texts.hero.headline);
const SECTIONS = [texts.features, texts.monitor, texts.why, texts.pricing, texts.testimonials, texts.faq].map((section) => shown(section.title));
const [FEATURES, MONITOR, WHY, PRICING, , FAQ] = SECTIONS;
/** The names of the testimonials' controls: "Next testimonial", "Pause slideshow", a dot's "Show testimonial 2 of 5: …". */
const NEXT = `${CAROUSEL.next} ${SLIDE_KINDS.testimonial}`;
const PREVIOUS = `${CAROUSEL.previous} ${SLIDE_KINDS.testimonial}`;
const PAUSE = `${shown(shared.buttons.pause)}${CAROUSEL.slideshow}`;
const PLAY = `${shown(shared.buttons.play)}${CAROUSEL.slideshow}`;
const DOT = `${CAROUSEL.show} ${SLIDE_KINDS.testimonial} `;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/**
 * Opens the page as a visitor who has looked through it: scripts have taken over the testimonials
 * (now a carousel) and the FAQ, which they do as each comes near the screen. Back at the top after.
 */
async function openPage(options: BrowserContextOptions = {}, path: string = PATHS.inventory) {
  const visitor = await newVisitor(browser, options);
  await visitor.page.goto(path);
  await bringNear(visitor.page);
  await visitor.page.evaluate(() => window.scrollTo(0, 0));
  return visitor;
}

/** Scrolls the testimonials and the FAQ into view until scripts have taken both over. */
async function bringNear(page: Page) {
  await waitForScripts(page);
  await page.locator(`[aria-label="${LANDMARKS.testimonials}"]`).scrollIntoViewIfNeeded();
  await page.locator('[aria-roledescription="carousel"]').waitFor();
  await section(page, FAQ).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (title) => {
      const faq = [...document.querySelectorAll('h2')].find((heading) => heading.textContent === title)?.closest('section');
      const question = faq?.querySelector('button');
      return question !== null && question !== undefined && Object.keys(question).some((key) => key.startsWith('__reactFiber'));
    },
    FAQ,
  );
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

// ---------------------------------------------------------------- structure

test('the sections come in order: hero, features, monitor, why choose us, pricing, testimonials, FAQ', async () => {
  const { context, page } = await openPage();
  await expect(readText(page.getByRole('heading', { level: 1 }))).resolves.toBe(HERO);
  const h2s = await readTexts(page.getByRole('main').getByRole('heading', { level: 2 }));
  expect(h2s.slice(0, SECTIONS.length)).toEqual(SECTIONS);
  // The hero is first on the page, and each section sits below the previous one.
  const tops = await Promise.all([HERO, ...SECTIONS].map(async (name) => (await section(page, name).boundingBox())!.y));
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  await context.close();
});

test('the features, the reasons, the plans with their prices and the questions are those of the data', async () => {
  const { context, page } = await openPage();
  const titles = (name: string) => readTexts(section(page, name).getByRole('heading', { level: 3 }));
  await expect(titles(FEATURES)).resolves.toEqual(features.map((feature) => feature.title));
  await expect(titles(WHY)).resolves.toEqual(points.map((point) => point.title));
  await expect(titles(PRICING)).resolves.toEqual(plans.map((plan) => plan.name));

  for (const plan of plans) {
    const card = section(page, PRICING).getByRole('article', { name: plan.name });
    const text = await readText(card);
    expect(text).toContain(plan.price);
    for (const feature of plan.features) expect(text).toContain(feature);
    expect([plan.name, text.includes(POPULAR)]).toEqual([plan.name, plan.popular]);
  }

  const questions = section(page, FAQ).getByRole('button');
  await expect(readTexts(questions)).resolves.toEqual(faq.map((entry) => entry.label));
  await context.close();
});

test('the plan marked popular stands out from the others on a desktop', async () => {
  const { context, page } = await openPage({ viewport: DESKTOP });
  const card = (name: string) => section(page, PRICING).getByRole('article', { name });
  const box = async (name: string) => (await card(name).boundingBox())!;
  const background = (name: string) => card(name).evaluate((element) => getComputedStyle(element.parentElement!).backgroundColor);
  const featuredBox = await box(featured.name);
  for (const other of others) {
    expect([other.name, (await box(other.name)).height < featuredBox.height]).toEqual([other.name, true]);
    expect([other.name, await background(other.name)]).not.toEqual([other.name, await background(featured.name)]);
  }
  expect(await card(featured.name).getByText(POPULAR).isVisible()).toBe(true);
  await context.close();
});

test('the feature cards enter one after another, 20 ms apart', async () => {
  const { context, page } = await openPage({ viewport: DESKTOP });
  const cards = section(page, FEATURES).getByRole('article');
  await cards.last().scrollIntoViewIfNeeded();
  // Once in view, each card gets its entrance (the last one with the longest delay).
  await cards.last().evaluate((article) => new Promise<void>((resolve) => {
    const check = () => (parseFloat(getComputedStyle(article).transitionDelay) > 0 ? resolve() : requestAnimationFrame(check));
    check();
  }));
  const delays = await cards.evaluateAll((articles) => articles.map((article) => parseFloat(getComputedStyle(article).transitionDelay) * 1000));
  expect(delays.map(Math.round)).toEqual(features.map((_, index) => index * FEATURE_CARD_STAGGER_MS));
  await context.close();
});

// ---------------------------------------------------------------- links

async function expectChatLink(link: Locator, message: string) {
  const href = await link.getAttribute('href');
  expect(href).toBe(chatLink(site.whatsAppContact, message));
  expect(href).toBe(`https://wa.me/${site.whatsAppContact.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`);
  expect(new URL(href!).searchParams.get('text')).toBe(message);
  await expect(link.getAttribute('target')).resolves.toBe('_blank');
  await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
}

test('the hero\'s start button opens the WhatsApp chat with the greeting in a new tab', async () => {
  const { context, page } = await openPage();
  await expectChatLink(section(page, HERO).getByRole('link', { name: startingWith(shown(texts.hero.startButton)) }), site.whatAppLeadingMessage);
  await context.close();
});

test('each plan\'s Choose button opens the chat with a message naming the plan', async () => {
  const { context, page } = await openPage();
  for (const plan of plans) {
    const choose = section(page, PRICING).getByRole('link', { name: startingWith(`${shown(texts.pricing.choose, { plan: plan.name })} `) });
    await expectChatLink(choose, shown(texts.pricing.chatMessage, { plan: plan.name, price: plan.price }));
  }
  await context.close();
});

test('the start buttons under the features and in the monitor block lead to the software page', async () => {
  const { context, page } = await openPage();
  for (const name of [FEATURES, MONITOR]) {
    await expect(section(page, name).getByRole('link', { name: shown(texts.startButton) }).getAttribute('href')).resolves.toBe(PATHS.inventory);
  }
  await context.close();
});

test('the /landing address shows the same page with the canonical link to /product/inventory_Software', async () => {
  const { context, page } = await openPage({}, `/landing${PATHS.inventory}`);
  expect(new URL(page.url()).pathname).toBe(`/landing${PATHS.inventory}`);
  await expect(readText(page.getByRole('heading', { level: 1 }))).resolves.toBe(HERO);
  expect(await canonicalPath(page)).toBe(PATHS.inventory);
  expect(await section(page, FAQ).getByRole('button').count()).toBe(faq.length);
  await context.close();
});

// ---------------------------------------------------------------- testimonials

const carousel = (page: Page) => page.getByRole('region', { name: LANDMARKS.testimonials, exact: true });
const dots = (page: Page) => carousel(page).getByRole('button', { name: startingWith(DOT) });

/** The testimonial showing, from 1, as its dot says. */
const currentSlide = (page: Page) =>
  dots(page).evaluateAll((buttons) => buttons.findIndex((button) => button.getAttribute('aria-current') === 'true') + 1);

/**
 * Waits until the slider moves on from `from`; returns when it did, by the page's clock
 * (performance.now()), and the testimonial it moved to, both read in the page as it changed (read
 * later, a busy machine could find autoplay's next one).
 */
async function watchChange(page: Page, from: number, timeout = TESTIMONIAL_AUTOPLAY_MS * 3): Promise<{ at: number; slide: number }> {
  const seen = await page.waitForFunction(
    ([previous, dot]) => {
      const buttons = [...document.querySelectorAll(`[aria-label^="${dot}"]`)];
      const slide = buttons.findIndex((button) => button.getAttribute('aria-current') === 'true') + 1;
      return slide !== previous && { at: performance.now(), slide };
    },
    [from, DOT] as const,
    { timeout, polling: 50 },
  );
  return (await seen.jsonValue()) as { at: number; slide: number };
}

/** When the slider moved on from `from`, by the page's clock. */
const nextChange = async (page: Page, from: number, timeout?: number) => (await watchChange(page, from, timeout)).at;

/** Proves nothing moves for a while (a wait is the only way to see that something does not happen). */
async function expectStill(page: Page, ms = TESTIMONIAL_AUTOPLAY_MS + 1500) {
  const before = await currentSlide(page);
  await page.waitForTimeout(ms);
  expect(await currentSlide(page)).toBe(before);
}

const awayFromCarousel = (page: Page) => page.mouse.move(2, 2);

test('the slider has a dot per testimonial and advances by itself about every 3 seconds', async () => {
  const { context, page } = await openPage({ viewport: DESKTOP });
  await awayFromCarousel(page);
  await expect(dots(page).count()).resolves.toBe(testimonials.length);
  const first = await currentSlide(page);
  const firstChange = await nextChange(page, first);
  const second = await currentSlide(page);
  const interval = (await nextChange(page, second)) - firstChange;
  expect(interval).toBeGreaterThan(TESTIMONIAL_AUTOPLAY_MS - 400);
  expect(await currentSlide(page)).toBe((second % testimonials.length) + 1);
  await context.close();
});

test('a dot shows its testimonial, and the slide in view is the only one that can be reached', async () => {
  const { context, page } = await openPage({ viewport: PHONE });
  // The last testimonial's dot: the slide furthest from the first.
  const last = testimonials.length;
  const slideName = slideLabel(last - 1, last, testimonials[last - 1].title);
  await dots(page).nth(last - 1).click();
  await page.waitForFunction((label) => document.querySelector(`[aria-label="${label}"]`)?.getAttribute('aria-current') === 'true', `${DOT}${slideName}`);
  await expect(carousel(page).getByRole('group', { name: slideName }).isVisible()).resolves.toBe(true);
  // Once it has slid into place:
  await carousel(page).evaluate(
    (root, name) =>
      new Promise<void>((resolve) => {
        const check = () => {
          const slide = [...root.querySelectorAll(`[aria-label="${name}"]`)].find((element) => !element.closest('[inert]'));
          const box = slide?.getBoundingClientRect();
          const strip = root.getBoundingClientRect();
          if (box && box.left >= strip.left - 1 && box.right <= strip.right + 1) resolve();
          else requestAnimationFrame(check);
        };
        check();
      }),
    slideName,
  );
  // Every slide outside the carousel's box (the others and the loop's clones) sits inside an inert element.
  const outsideNotInert = await carousel(page).evaluate((root) => {
    const strip = root.getBoundingClientRect();
    return [...root.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      const outside = box.right <= strip.left + 1 || box.left >= strip.right - 1;
      return outside && !slide.closest('[inert]');
    }).length;
  });
  expect(outsideNotInert).toBe(0);
  await context.close();
});

test('arrows show from medium screens up, and the slider keeps advancing after an arrow click', async () => {
  const phone = await openPage({ viewport: PHONE });
  expect(await carousel(phone.page).getByRole('button', { name: NEXT }).isVisible()).toBe(false);
  await phone.context.close();

  const { context, page } = await openPage({ viewport: { width: 700, height: 900 } });
  const next = carousel(page).getByRole('button', { name: NEXT });
  expect(await next.isVisible()).toBe(true);
  expect(await carousel(page).getByRole('button', { name: PREVIOUS }).isVisible()).toBe(true);
  const before = await currentSlide(page);
  await next.click();
  const { slide: afterClick } = await watchChange(page, before, 2000);
  expect(afterClick).toBe((before % testimonials.length) + 1);
  await awayFromCarousel(page);
  await nextChange(page, afterClick);
  await context.close();
});

test('the slider pauses while hovered, and the Pause button stops it until Play', async () => {
  const { context, page } = await openPage({ viewport: DESKTOP });
  await carousel(page).getByRole('group').first().hover();
  await expectStill(page);
  await awayFromCarousel(page);
  await nextChange(page, await currentSlide(page));

  await carousel(page).getByRole('button', { name: PAUSE }).click();
  await awayFromCarousel(page);
  await expectStill(page);
  await carousel(page).getByRole('button', { name: PLAY }).click();
  await awayFromCarousel(page);
  await nextChange(page, await currentSlide(page));
  await context.close();
});

test('keyboard focus on the dots pauses the slider; it goes on when focus moves back to Pause', async () => {
  const { context, page } = await openPage({ viewport: DESKTOP });
  await awayFromCarousel(page);
  await carousel(page).getByRole('button', { name: PAUSE }).focus();
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).resolves.toMatch(startingWith(`${DOT}1 `));
  await expectStill(page);
  await page.keyboard.press('Shift+Tab');
  await nextChange(page, await currentSlide(page));
  await context.close();
});

test('with reduced motion the slider does not move by itself', async () => {
  const { context, page } = await openPage({ viewport: DESKTOP, reducedMotion: 'reduce' });
  await awayFromCarousel(page);
  expect(await carousel(page).getByRole('button', { name: PLAY }).isVisible()).toBe(true);
  await expectStill(page);
  await context.close();
});

// ---------------------------------------------------------------- FAQ

const question = (page: Page, index: number) => section(page, FAQ).getByRole('button', { name: faq[index].label, exact: true });
const answer = (page: Page, index: number) => section(page, FAQ).getByText(faq[index].answer, { exact: true });
const expanded = (page: Page) => section(page, FAQ).getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded') === 'true'));
const only = (index: number | null) => faq.map((_, i) => i === index);
/** The last question: the tests open the first, the last and the one before it, however many there are. */
const LAST = faq.length - 1;

test('FAQ by mouse: one panel at a time, a click on the open one closes it', async () => {
  const { context, page } = await openPage();
  await expect(expanded(page)).resolves.toEqual(only(null));
  expect(await answer(page, 0).isVisible()).toBe(false);

  await question(page, 0).click();
  await expect(expanded(page)).resolves.toEqual(only(0));
  await answer(page, 0).waitFor({ state: 'visible' });
  const region = section(page, faq[0].label);
  await expect(readText(region)).resolves.toContain(faq[0].answer);

  await question(page, LAST).click();
  await expect(expanded(page)).resolves.toEqual(only(LAST));
  await answer(page, LAST).waitFor({ state: 'visible' });
  await answer(page, 0).waitFor({ state: 'hidden' });

  await question(page, LAST).click();
  await expect(expanded(page)).resolves.toEqual(only(null));
  await answer(page, LAST).waitFor({ state: 'hidden' });
  await context.close();
});

test('FAQ by keyboard: Enter and Space toggle the focused question, opening another closes the first', async () => {
  const { context, page } = await openPage();
  await question(page, LAST - 1).focus();
  await page.keyboard.press('Enter');
  await expect(expanded(page)).resolves.toEqual(only(LAST - 1));
  await page.keyboard.press(' ');
  await expect(expanded(page)).resolves.toEqual(only(null));
  await page.keyboard.press(' ');
  await expect(expanded(page)).resolves.toEqual(only(LAST - 1));
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(faq[LAST].label);
  await page.keyboard.press('Enter');
  await expect(expanded(page)).resolves.toEqual(only(LAST));
  await answer(page, LAST - 1).waitFor({ state: 'hidden' });
  await context.close();
});

test(`a panel's opening and closing animations end within ${COLLAPSE_ANIMATION_MS} ms`, async () => {
  const { context, page } = await openPage();
  await question(page, LAST).scrollIntoViewIfNeeded();
  /** Clicks the question; reports how long the panel's animations last and whether it ended open or closed. */
  const toggle = (index: number) =>
    page.evaluate(async (label) => {
      const button = [...document.querySelectorAll('button[aria-expanded]')].find((b) => b.textContent === label) as HTMLButtonElement;
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      button.click();
      await new Promise(requestAnimationFrame);
      const animations = panel.getAnimations();
      const longest = Math.max(0, ...animations.map((animation) => Number(animation.effect?.getComputedTiming().endTime ?? 0)));
      await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
      const height = panel.getBoundingClientRect().height;
      const open = height > 0 && height >= panel.firstElementChild!.scrollHeight - 1 && getComputedStyle(panel).visibility === 'visible';
      const closed = height === 0 && getComputedStyle(panel).visibility === 'hidden';
      return { animated: animations.length > 0, longest, state: open ? 'open' : closed ? 'closed' : 'in between' };
    }, faq[index].label);
  const opening = await toggle(LAST);
  expect(opening).toEqual({ animated: true, longest: expect.any(Number), state: 'open' });
  expect(opening.longest).toBeLessThanOrEqual(COLLAPSE_ANIMATION_MS);
  const closing = await toggle(LAST);
  expect(closing).toEqual({ animated: true, longest: expect.any(Number), state: 'closed' });
  expect(closing.longest).toBeLessThanOrEqual(COLLAPSE_ANIMATION_MS);
  await context.close();
});

// ---------------------------------------------------------------- without JavaScript, accessibility

test('without JavaScript every testimonial and every answer can be read', async () => {
  const { context, page } = await newVisitor(browser, { viewport: PHONE, javaScriptEnabled: false });
  await page.goto(PATHS.inventory);
  for (const testimonial of testimonials) {
    expect([testimonial.title, await page.getByText(testimonial.caption, { exact: true }).isVisible()]).toEqual([testimonial.title, true]);
  }
  for (const entry of faq) {
    expect([entry.key, await page.getByText(entry.answer, { exact: true }).isVisible()]).toEqual([entry.key, true]);
  }
  for (const feature of features) expect(await page.getByRole('heading', { name: feature.title }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: containing(CAROUSEL.slideshow) }).isVisible()).toBe(false);
  await context.close();
});

/**
 * Opens the page with its script files held back until `release()`, and its web font loaded: the
 * page as a visitor has it before the scripts have run, and then as they take over.
 */
async function openWithScriptsHeld(viewport: BrowserContextOptions['viewport']) {
  const { context, page } = await newVisitor(browser, { viewport });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PATHS.inventory, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return { context, page, release };
}

test('when scripts take over, the testimonials and the FAQ keep their size and place (no layout shift)', async () => {
  const { context, page, release } = await openWithScriptsHeld(DESKTOP);
  const measure = () =>
    page.evaluate(
      ([testimonials, faqTitle]) => {
        const faq = [...document.querySelectorAll('h2')].find((heading) => heading.textContent === faqTitle)!.closest('section')!;
        const carousel = document.querySelector(`[aria-label="${testimonials}"]`)!;
        return {
          carousel: Math.round(carousel.getBoundingClientRect().height),
          faqTop: Math.round(faq.getBoundingClientRect().top + window.scrollY),
          faqHeight: Math.round(faq.getBoundingClientRect().height),
        };
      },
      [LANDMARKS.testimonials, FAQ],
    );
  // Scripts are on (the page is marked before the first paint) but have not run yet.
  await expect(page.evaluate(() => document.documentElement.classList.contains('js'))).resolves.toBe(true);
  expect(await page.locator('[aria-roledescription="carousel"]').count()).toBe(0);
  const before = await measure();
  release();
  await bringNear(page);
  await expect(expanded(page)).resolves.toEqual(only(null)); // the FAQ has taken over too
  expect(await measure()).toEqual(before);
  await context.close();
});

test('a menu and an answer opened before the scripts ran stay open, in place, when the scripts take over', async () => {
  const { context, page, release } = await openWithScriptsHeld(PHONE);
  await section(page, FAQ).getByRole('button', { name: faq[1].label }).click();
  await page.locator('header button[aria-controls="site-menu"]').click();
  // Where the open menu's first link is on the screen (the header stays at the top) and the open
  // answer's text on the page, once the answer has finished opening.
  const state = () =>
    page.evaluate(
      ([answerText]) => {
        const answer = [...document.querySelectorAll('[data-early-control="accordion"] [role="region"] *')].find((element) => element.textContent === answerText);
        const place = (element: Element | null | undefined, top: number) => {
          const box = element?.getBoundingClientRect();
          return box ? [Math.round(box.left), Math.round(box.top + top), Math.round(box.width), Math.round(box.height)] : null;
        };
        return {
          menu: document.querySelector('header button[aria-controls="site-menu"]')?.getAttribute('aria-expanded'),
          answers: [...document.querySelectorAll('[data-early-control="accordion"] button[aria-controls]')].map((button) => button.getAttribute('aria-expanded')),
          link: place(document.querySelector('#site-menu a'), 0),
          answer: place(answer, window.scrollY),
        };
      },
      [faq[1].answer],
    );
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-early-control="accordion"] [data-open="true"]')].every((panel) => {
      const clip = panel.firstElementChild;
      return clip !== null && clip.clientHeight >= clip.scrollHeight;
    }),
  );
  const before = await state();
  expect(before.menu).toBe('true');
  expect(before.answers).toEqual(faq.map((_, i) => String(i === 1)));
  expect(before.link).not.toBeNull();
  expect(before.answer).not.toBeNull();
  await expect(page.evaluate(() => document.querySelectorAll('[data-taken-over]').length)).resolves.toBe(0);
  release();
  await page.locator('header nav[data-taken-over]').waitFor({ state: 'attached' });
  await section(page, FAQ).scrollIntoViewIfNeeded();
  await page.locator('[data-early-control="accordion"][data-taken-over]').waitFor({ state: 'attached' });
  expect(await state()).toEqual(before);
  await context.close();
});

test.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('no accessibility violations on a %s, with a FAQ panel open too', async (_name, viewport) => {
  const { context, page } = await openPage({ viewport });
  expect(await axeViolations(page)).toEqual([]);
  await question(page, 1).click();
  await answer(page, 1).waitFor({ state: 'visible' });
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
