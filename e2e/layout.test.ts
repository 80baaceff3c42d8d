import type { Browser } from 'playwright-core';
import { axeViolations, DESKTOP, launchBrowser, newVisitor, PHONE, settle } from './support/browser';
import { A_MISSING_PAGE, ONE_OF_EACH_SCREEN, readData, shown, startingWith } from './support/screens';
import { chatLink } from '../src/lib/chat-link';
import { COPYRIGHT_YEAR } from '../src/lib/constants';
import { LANDMARKS, MENU, SOCIAL_NAMES } from '../src/lib/spoken-only';
import { readText } from './support/page-checks';
import { FIXED_SCREENS, NOT_FOUND_H1 } from './support/address-table';
import { PATHS, servicePath } from '../src/lib/routes';

const site = readData('site.json');
const shared = readData('pages/shared.json');
const notFound = readData('pages/not-found.json');
/** The top bar's links, each with the address it leads to. */
const NAV: [name: string, href: string][] = [
  [shown(shared.nav.home), PATHS.home],
  [shown(shared.nav.services), PATHS.services],
  [shown(shared.nav.jobs), PATHS.jobs],
  [shown(shared.nav.contact), PATHS.contact],
];
const PORTFOLIO_LINK = shown(shared.nav.jobs);
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

test('the top bar links to each screen at its canonical address', async () => {
  const { context, page } = await newVisitor(browser, { viewport: DESKTOP });
  await page.goto('/services');
  const nav = page.getByRole('navigation', { name: LANDMARKS.main, exact: true });
  for (const [name, href] of NAV) {
    await expect(nav.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
  }
  await expect(page.getByRole('banner').getByRole('link', { name: site.siteName }).getAttribute('href')).resolves.toBe('/');
  await nav.getByRole('link', { name: PORTFOLIO_LINK, exact: true }).click();
  await page.waitForURL('**/ourjobs');
  await page.getByRole('heading', { level: 1, name: FIXED_SCREENS[PATHS.jobs], exact: true }).waitFor();
  await context.close();
});

test('on a phone the links sit behind a toggle that closes when a link is picked or on Escape', async () => {
  const { context, page } = await newVisitor(browser, { viewport: PHONE });
  // The toggle works once the page's scripts have loaded.
  await page.goto('/services', { waitUntil: 'networkidle' });
  const toggle = page.getByRole('button', { name: MENU, exact: true });
  const services = page.getByRole('navigation', { name: LANDMARKS.main, exact: true }).getByRole('link', { name: PORTFOLIO_LINK, exact: true });
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
  expect(await services.isVisible()).toBe(false);

  await toggle.click();
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
  expect(await services.isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-menu');

  await toggle.click();
  await services.click();
  await page.waitForURL('**/ourjobs');
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
  expect(await services.isVisible()).toBe(false);
  await context.close();
});

test('without JavaScript the phone menu shows its links', async () => {
  const { context, page } = await newVisitor(browser, { viewport: PHONE, javaScriptEnabled: false });
  await page.goto('/services');
  const nav = page.getByRole('navigation', { name: LANDMARKS.main, exact: true });
  for (const [name] of NAV) {
    expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
  }
  expect(await page.getByRole('button', { name: MENU, exact: true }).isVisible()).toBe(false);
  await context.close();
});

test('the top bar\'s chat button opens WhatsApp in a new tab with the greeting', async () => {
  const { context, page } = await newVisitor(browser);
  await page.goto('/services');
  const chat = page.getByRole('banner').getByRole('link', { name: startingWith(shown(shared.nav.chatButton)) });
  const href = await chat.getAttribute('href');
  expect(href).toBe(chatLink(site.whatsAppContact, site.whatAppLeadingMessage));
  expect(href).toBe(`https://wa.me/${site.whatsAppContact}?text=${encodeURIComponent(site.whatAppLeadingMessage)}`);
  await expect(chat.getAttribute('target')).resolves.toBe('_blank');
  await expect(chat.getAttribute('rel')).resolves.toBe('noopener noreferrer');
  await context.close();
});

test('the footer shows the business details, the 2025 copyright and the social links', async () => {
  const { context, page } = await newVisitor(browser);
  await page.goto('/services');
  const footer = page.getByRole('contentinfo');
  const text = await readText(footer);
  for (const value of [site.siteName, site.phoneNumberContact, site.emailAddress, site.address, shown(shared.footer.copyright, { year: COPYRIGHT_YEAR }), shown(shared.footer.credit)]) {
    expect(text).toContain(value);
  }
  const socials: [string, string][] = [
    [SOCIAL_NAMES.facebook, site.facebookLink],
    [SOCIAL_NAMES.twitter, site.twitterLink],
    [SOCIAL_NAMES.instagram, site.instagramLink],
    [SOCIAL_NAMES.linkedIn, site.linkedInLink],
  ];
  for (const [name, href] of socials) {
    await expect(footer.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
  }
  await context.close();
});

test('an unknown address shows the 404 screen with status 404, and its button goes home', async () => {
  const { context, page } = await newVisitor(browser);
  for (const path of ['/no-such-page', '/landing/unknown', '/servicesx', '/about/team']) {
    const response = await page.goto(path);
    expect([path, response?.status()]).toEqual([path, 404]);
  }
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(NOT_FOUND_H1);
  expect(await page.getByText(shown(notFound.text)).isVisible()).toBe(true);
  const home = page.getByRole('main').getByRole('link', { name: shown(shared.buttons.home) });
  await expect(home.getAttribute('href')).resolves.toBe('/');
  await home.click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test('a new page starts at the top', async () => {
  const { context, page } = await newVisitor(browser, { viewport: PHONE });
  await page.goto('/terms_and_condition');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('contentinfo').getByRole('link', { name: shown(shared.nav.services), exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/terms_and_condition');
  await page.waitForFunction(() => window.scrollY === 0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await context.close();
});

test('the shared layout has no accessibility violations on a phone or a desktop', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { context, page } = await newVisitor(browser, { viewport });
    await page.goto('/services');
    expect(await axeViolations(page)).toEqual([]);
    if (viewport === PHONE) {
      await page.getByRole('button', { name: MENU, exact: true }).click();
      expect(await axeViolations(page)).toEqual([]);
    }
    await context.close();
  }
});

test('entrance animations never hide what is on screen at first, and reveal the rest on scroll', async () => {
  const { context, page } = await newVisitor(browser, { viewport: PHONE });
  await page.goto('/services', { waitUntil: 'networkidle' });
  const states = await page.$$eval('[data-reveal]', (elements) =>
    elements.map((element) => ({
      onScreen: element.getBoundingClientRect().top < window.innerHeight,
      pending: element.hasAttribute('data-reveal-pending'),
    })),
  );
  expect(states.filter((state) => state.onScreen && state.pending)).toEqual([]);
  expect(states.filter((state) => !state.onScreen && state.pending).length).toBeGreaterThan(0);

  // Hidden until it is revealed, however long that takes, by the script that hid it: no hidden
  // element waits with an animation of its own (a timed fallback made each one a layer to paint
  // and send to the compositor while the page loaded).
  const waiting = await page.$$eval('[data-reveal-pending]', (elements) => elements.flatMap((element) => element.getAnimations()).length);
  expect(waiting).toBe(0);
  const last = page.locator('[data-reveal]').last();
  const hidden = await last.evaluate((element) => ({ opacity: getComputedStyle(element).opacity, revealed: element.hasAttribute('data-revealed') }));
  expect(hidden).toEqual({ opacity: '0', revealed: false });
  // Scrolled to, the script reveals it.
  await last.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const all = document.querySelectorAll('[data-reveal]');
    const element = all[all.length - 1];
    return element.hasAttribute('data-revealed') && getComputedStyle(element).opacity === '1';
  });
  await context.close();
});

test('a page keeps its height and its width as a visitor scrolls down it a screen at a time (no part is laid out late)', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { context, page } = await newVisitor(browser, { viewport });
    for (const screen of ONE_OF_EACH_SCREEN) {
      await page.goto(screen);
      const seen = await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const root = document.documentElement;
        const first = root.scrollHeight;
        const heights = [first];
        let widest = root.scrollWidth;
        for (let y = 0; y < root.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await frame();
          heights.push(root.scrollHeight);
          widest = Math.max(widest, root.scrollWidth);
        }
        return { first, lowest: Math.min(...heights), highest: Math.max(...heights), widest, screenWidth: root.clientWidth };
      });
      // One part of a percent, for a carousel whose slider takes over from its static list.
      const moved = Math.max(seen.highest - seen.first, seen.first - seen.lowest) / seen.first;
      expect([screen, viewport.width, moved <= 0.005 ? 'steady' : seen]).toEqual([screen, viewport.width, 'steady']);
      expect([screen, viewport.width, seen.widest]).toEqual([screen, viewport.width, seen.screenWidth]);
    }
    await context.close();
  }
});

// The details a design review found, each measured at the widths where it showed.
describe('the finish of the details', () => {
  const firstService = servicePath(readData('services.json')[0]);
  const open = async (path: string, viewport: { width: number; height: number }) => {
    const { context, page } = await newVisitor(browser, { viewport });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await settle(page);
    return { context, page };
  };

  test('a service page\'s quote card has no border down one side (it would show as a sliver along its rounded corners)', async () => {
    const { context, page } = await open(firstService, DESKTOP);
    const borders = await page.getByRole('complementary', { name: shown(readData('pages/service.json').quoteTitle) }).evaluate((card) => {
      const style = getComputedStyle(card);
      return new Set([style.borderTopWidth, style.borderRightWidth, style.borderBottomWidth, style.borderLeftWidth]).size;
    });
    expect(borders).toBe(1);
    await context.close();
  });

  test.each([320, 375, 414])('at %i px, the home hero\'s picture and its frame keep the page\'s margin on the right', async (width) => {
    const { context, page } = await open(PATHS.home, { width, height: 740 });
    const overflow = await page.evaluate(() => {
      const hero = document.querySelector('main section');
      // The margin the text keeps on the left, kept on the right by every box of the hero's columns
      // (not the boxes that span the screen, behind them) and every decoration drawn before or after
      // one (positioned from its box).
      const margin = hero?.querySelector('h1')?.getBoundingClientRect().left ?? 0;
      const edge = document.documentElement.clientWidth - margin;
      return Array.from(hero?.querySelectorAll('*') ?? []).flatMap((element) => {
        const box = element.getBoundingClientRect();
        if (box.left < margin - 1) return [];
        const own = box.width > 0 ? [box.right] : [];
        const drawn = (['::before', '::after'] as const).flatMap((which) => {
          const style = getComputedStyle(element, which);
          if (style.content === 'none' || style.position !== 'absolute') return [];
          return [box.right - parseFloat(style.right)];
        });
        return [...own, ...drawn].map((right) => Math.round(right - edge)).filter((past) => past > 0);
      });
    });
    expect(overflow).toEqual([]);
    await context.close();
  });

  test.each([PHONE, DESKTOP])('on About, no step\'s number sits on its picture (at $width px)', async (viewport) => {
    const { context, page } = await open(PATHS.about, viewport);
    const overlaps = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main ol > li')).flatMap((step) => {
        const picture = step.querySelector('img')?.getBoundingClientRect();
        const number = Array.from(step.querySelectorAll('[aria-hidden="true"]')).find((element) => /^\d+$/.test(element.textContent ?? ''));
        const badge = number?.getBoundingClientRect();
        if (!picture || !badge) return [];
        const apart = badge.bottom <= picture.top || badge.top >= picture.bottom || badge.right <= picture.left || badge.left >= picture.right;
        return apart ? [] : [number?.textContent];
      }),
    );
    expect(overlaps).toEqual([]);
    await context.close();
  });

  test('at 1280 px, each of the 404 page\'s ways on takes one line for its title', async () => {
    const { context, page } = await open(A_MISSING_PAGE, DESKTOP);
    const lines = await page.getByRole('navigation', { name: shown(notFound.waysTitle) }).evaluate((nav) =>
      Array.from(nav.querySelectorAll('a'), (link) => {
        const title = link.firstElementChild;
        const range = document.createRange();
        if (title) range.selectNodeContents(title);
        return [link.textContent?.trim().slice(0, 30), new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size];
      }),
    );
    expect(lines.filter(([, count]) => count !== 1)).toEqual([]);
    await context.close();
  });

  test.each([PATHS.terms, PATHS.privacy])('at 1280 px, %s\'s title starts where its text does', async (path) => {
    const { context, page } = await open(path, DESKTOP);
    const title = await page.getByRole('heading', { level: 1 }).evaluate((h1) => Math.round(h1.getBoundingClientRect().left));
    const text = await page.getByRole('navigation', { name: shown(readData('pages/legal.json').contentsTitle) }).evaluate((contents) => Math.round(contents.getBoundingClientRect().left));
    expect(title).toBe(text);
    await context.close();
  });

  test.each([PHONE, DESKTOP])('the footer\'s divider is no wider than its content (at $width px)', async (viewport) => {
    const { context, page } = await open(PATHS.about, viewport);
    const { divider, content } = await page.getByRole('contentinfo').evaluate((footer) => {
      const line = Array.from(footer.querySelectorAll('*')).find((element) => {
        const style = getComputedStyle(element);
        return parseFloat(style.borderTopWidth) > 0 && parseFloat(style.borderBottomWidth) === 0;
      });
      const columns = Array.from(footer.querySelectorAll('nav, address, ul, p'), (element) => element.getBoundingClientRect()).filter((rect) => rect.width > 0);
      const box = line?.getBoundingClientRect();
      return {
        divider: box ? [Math.round(box.left), Math.round(box.right)] : null,
        content: [Math.round(Math.min(...columns.map((rect) => rect.left))), Math.round(Math.max(...columns.map((rect) => rect.right)))],
      };
    });
    expect(divider).not.toBeNull();
    expect(divider?.[0]).toBeGreaterThanOrEqual(content[0]);
    expect(divider?.[1]).toBeLessThanOrEqual(content[1]);
    await context.close();
  });

  test.each([320, 375])('at %i px, each FAQ question fills its lines up to its chevron', async (width) => {
    const { context, page } = await open(PATHS.inventory, { width, height: 740 });
    const narrow = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-early-control="accordion"] button[aria-controls]')).flatMap((button) => {
        const label = button.querySelector('span');
        const text = label?.firstChild;
        if (!label || !text) return [];
        // Each word's box, in reading order, and the width of a space.
        const words = Array.from((text.textContent ?? '').matchAll(/\S+/g), (match) => {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          return { word: match[0], box: range.getBoundingClientRect() };
        });
        const space = words.length > 1 && words[1].box.top === words[0].box.top ? words[1].box.left - words[0].box.right : 0;
        const right = label.getBoundingClientRect().right;
        // A line is filled when the next line's first word would not have fitted at its end.
        return words.slice(1).flatMap(({ word, box }, index) => {
          const before = words[index].box;
          const wrappedHere = box.top > before.top + box.height / 2;
          return wrappedHere && before.right + space + box.width <= right + 0.5 ? [`${label.textContent}: "${word}" would fit on the line above`] : [];
        });
      }),
    );
    expect(narrow).toEqual([]);
    await context.close();
  });

  test.each([320, 375, 414, 768])('at %i px, every counter shows its unit the same way (all under their number or all beside)', async (width) => {
    const { context, page } = await open(PATHS.home, { width, height: 740 });
    const placements = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[aria-labelledby="counters-title"] li'), (counter) => {
        const [number, unit] = Array.from(counter.querySelectorAll('p > *'), (element) => element.getBoundingClientRect());
        return unit && number ? (unit.top >= number.bottom - 1 ? 'under' : 'beside') : 'missing';
      }),
    );
    expect(new Set(placements).size).toBe(1);
    expect(placements).not.toContain('missing');
    await context.close();
  });
});
