import contactTexts from '../data/pages/contact.json';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, DESKTOP, launchBrowser, newVisitor, PHONE } from './support/browser';
import { outboxFor } from './support/outbox';
import { outboxOrigin, siteOrigin } from '../harness/ports.ts';
import { EMAIL_SEND_TIMEOUT_MS, MAP_HEIGHT_PX, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../src/lib/constants';
import { containing, readData, shown, startingWith } from './support/screens';

const site = readData('site.json');
const serviceTypes = readData('service-types.json');
const SEND_URL = `${outboxOrigin}/api/v1.0/email/send`;
const CORS = { 'Access-Control-Allow-Origin': '*' };
const { form } = contactTexts;
/** The form's fields in order, each found by its label (data/pages/contact.json). */
const FIELDS = ['fullName', 'phone', 'email', 'serviceType', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
const LABEL = Object.fromEntries(FIELDS.map((field) => [field, shown(form.labels[field])])) as Record<Field, string>;
/** What the form says once a message has gone, and when one has not ("Your message was not sent: Network Error"). */
const SENT = shown(form.sent);
const notSent = (error: string) => shown(form.failed, { error });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

let visitorCount = 0;
/** A fresh visitor's answers, with an address of their own so their messages can be found. */
function answers(): Record<Field, string> {
  visitorCount += 1;
  return {
    fullName: 'Ada Obi',
    phone: '+234 800 000 0000',
    email: `visitor-${process.pid}-${Date.now()}-${visitorCount}@example.com`,
    serviceType: serviceTypes[1].title,
    subject: 'A new website',
    message: 'We need a website for our bakery in Yaba, with online orders.',
  };
}
type Answers = ReturnType<typeof answers>;

/** The contact page, once its script runs (the form then checks the fields itself). */
async function openForm(page: Page): Promise<void> {
  await page.goto('/contact');
  await page.locator('form[novalidate]').waitFor();
}

const field = (page: Page, name: Field) => page.getByLabel(LABEL[name], { exact: true });

async function fillIn(page: Page, values: Partial<Answers>): Promise<void> {
  for (const name of FIELDS) {
    const value = values[name];
    if (value === undefined) continue;
    if (name === 'serviceType') await field(page, name).selectOption(value);
    else await field(page, name).fill(value);
  }
}

async function valuesShown(page: Page): Promise<string[]> {
  return Promise.all(FIELDS.map((name) => field(page, name).inputValue()));
}

const sendButton = (page: Page) => page.getByRole('button', { name: startingWith(shown(form.send), shown(form.sending)) });

/** Every message the page posts to the outbox, in order. */
function watchSends(page: Page): { template_id: string; template_params: Record<string, string> }[] {
  const sent: { template_id: string; template_params: Record<string, string> }[] = [];
  page.on('request', (request) => {
    if (request.url() === SEND_URL && request.method() === 'POST') sent.push(request.postDataJSON());
  });
  return sent;
}

test('the page shows the form, the owner\'s details, the chat link, and a map 450 px high once the visitor asks for it', async () => {
  const { context, page } = await newVisitor(browser, { viewport: PHONE });
  const mapRequests: string[] = [];
  await page.route('https://www.openstreetmap.org/**', (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>Map</title><p>Map</p>' });
  });
  await openForm(page);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(shown(contactTexts.banner.title));
  await expect(page.getByRole('heading', { name: shown(form.title) }).isVisible()).resolves.toBe(true);
  for (const name of FIELDS) expect(await field(page, name).isVisible()).toBe(true);
  await expect(page.getByRole('link', { name: site.phoneNumberContact }).first().getAttribute('href')).resolves.toMatch(/^tel:\+?\d+$/);
  await expect(page.getByRole('main').getByRole('link', { name: site.emailAddress }).first().getAttribute('href')).resolves.toBe(`mailto:${site.emailAddress}`);
  await expect(page.getByRole('main').getByRole('link', { name: startingWith(shown(contactTexts.details.chatButton)) }).getAttribute('href')).resolves.toMatch(
    new RegExp(`^https://wa\\.me/${site.whatsAppContact}\\?text=`),
  );

  // Until the visitor asks for the map, its box shows a picture and nothing is asked of the map's host
  // (src/components/contact/contact-map.tsx), even with the box on the screen.
  const map = page.locator('iframe');
  await page.getByRole('heading', { name: shown(contactTexts.map.title) }).scrollIntoViewIfNeeded();
  const show = page.getByRole('button', { name: shown(contactTexts.map.showButton) });
  await show.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await map.count()).toBe(0);
  expect(mapRequests).toEqual([]);
  await show.click();
  await expect(map.getAttribute('title')).resolves.toBe(shown(contactTexts.map.frameTitle));
  await expect(map.getAttribute('src')).resolves.toBe(site.mapEmbedUrl);
  await page.frameLocator('iframe').getByText('Map').waitFor();
  expect(await map.isVisible()).toBe(true);
  expect((await map.boundingBox())?.height).toBe(MAP_HEIGHT_PX);
  expect(mapRequests).toEqual([site.mapEmbedUrl]);
  await context.close();
});

test('without JavaScript the page says how to reach the owner, and the browser checks the fields', async () => {
  const { context, page } = await newVisitor(browser, { javaScriptEnabled: false });
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: site.phoneNumberContact }).getAttribute('href')).resolves.toMatch(/^tel:/);
  await expect(main.getByRole('link', { name: site.emailAddress }).first().getAttribute('href')).resolves.toBe(`mailto:${site.emailAddress}`);
  await expect(main.getByRole('link', { name: startingWith(shown(contactTexts.details.chatButton)) }).getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\//);
  // A pattern: Playwright's plain-text matching does not look into <noscript> when scripts are off.
  expect(await page.getByText(containing(shown(form.noScript))).isVisible()).toBe(true);
  // No map is loaded unasked, and there is no button that would do nothing: the links lead to it.
  expect(await page.locator('iframe').count()).toBe(0);
  expect(await main.getByRole('button', { name: shown(contactTexts.map.showButton) }).count()).toBe(0);
  await expect(main.getByRole('link', { name: shown(contactTexts.map.openButton) }).getAttribute('href')).resolves.toMatch(/^https:\/\//);
  await expect(page.locator('form').getAttribute('novalidate')).resolves.toBeNull();
  const address = page.url();
  await sendButton(page).click();
  expect(page.url()).toBe(address);
  expect(await field(page, 'fullName').evaluate((input) => input.matches(':invalid'))).toBe(true);
  await context.close();
});

test('an empty submission sends nothing and points at the first field', async () => {
  const { context, page } = await newVisitor(browser);
  const sent = watchSends(page);
  await openForm(page);
  await sendButton(page).click();
  const fullName = field(page, 'fullName');
  await expect(fullName.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
  await expect(fullName.getAttribute('aria-invalid')).resolves.toBe('true');
  for (const name of FIELDS) {
    expect([name, await page.getByText(shown(form.errors[name]), { exact: true }).isVisible()]).toEqual([name, true]);
  }
  expect(sent).toEqual([]);
  await context.close();
});

test('an invalid phone number sends nothing and points at the phone field', async () => {
  const { context, page } = await newVisitor(browser);
  const sent = watchSends(page);
  await openForm(page);
  await fillIn(page, { ...answers(), phone: '12-34' });
  await sendButton(page).click();
  const phone = field(page, 'phone');
  await expect(phone.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
  const describedBy = await phone.getAttribute('aria-describedby');
  await expect(page.locator(`#${describedBy}`).textContent()).resolves.toBe(shown(form.errors.phoneFormat, { min: PHONE_MIN_DIGITS, max: PHONE_MAX_DIGITS }));
  expect(sent).toEqual([]);
  await context.close();
});

test('a valid message sends the owner notice, then the auto-reply, and clears the form', async () => {
  const { context, page } = await newVisitor(browser);
  const sent = watchSends(page);
  const order: string[] = [];
  page.on('request', (request) => request.url() === SEND_URL && request.method() === 'POST' && order.push(`sent ${request.postDataJSON().template_id}`));
  page.on('response', (response) => response.url() === SEND_URL && response.request().method() === 'POST' && order.push(`answered ${response.request().postDataJSON().template_id}`));
  const values = answers();
  await openForm(page);
  await fillIn(page, values);
  await sendButton(page).click();
  await page.getByRole('status').getByText(SENT).waitFor();

  const notice = {
    fullName: values.fullName,
    email: values.email,
    phoneNumber: values.phone,
    subject: values.subject,
    serviceType: values.serviceType,
    message: values.message,
  };
  expect(sent).toEqual([
    expect.objectContaining({ lib_version: '4.3.3', user_id: expect.any(String), service_id: expect.any(String), template_id: 'owner_notice', template_params: notice }),
    expect.objectContaining({ template_id: 'visitor_auto_reply', template_params: { email: values.email } }),
  ]);
  expect(order).toEqual(['sent owner_notice', 'answered owner_notice', 'sent visitor_auto_reply', 'answered visitor_auto_reply']);
  expect(outboxFor(values.email).map(({ template_id, template_params }) => ({ template_id, template_params }))).toEqual([
    { template_id: 'owner_notice', template_params: notice },
    { template_id: 'visitor_auto_reply', template_params: { email: values.email } },
  ]);

  expect(await valuesShown(page)).toEqual(['', '', '', '', '', '']);
  await page.reload();
  await page.locator('form[novalidate]').waitFor();
  expect(await valuesShown(page)).toEqual(['', '', '', '', '', '']);
  await context.close();
});

test('while sending, the button is disabled and busy, and the fields are locked so nothing typed then is lost', async () => {
  const { context, page } = await newVisitor(browser);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SEND_URL, async (route) => {
    await held;
    await route.continue();
  });
  await openForm(page);
  await fillIn(page, answers());
  await sendButton(page).click();
  await page.waitForSelector('button[aria-busy="true"]:disabled');
  await expect(sendButton(page).textContent()).resolves.toContain(shown(form.sending));
  for (const name of FIELDS) expect(await field(page, name).isEditable()).toBe(false);
  release();
  await page.getByText(SENT).waitFor();
  expect(await sendButton(page).isEnabled()).toBe(true);
  for (const name of FIELDS) expect(await field(page, name).isEditable()).toBe(true);
  await context.close();
});

/** Sends a valid form whose first request gets `answer`; returns the visitor's values. */
async function sendWithFailure(page: Page, answer: (route: import('playwright-core').Route) => Promise<void>): Promise<Answers> {
  await page.route(SEND_URL, answer, { times: 1 });
  const values = answers();
  await openForm(page);
  await fillIn(page, values);
  await sendButton(page).click();
  await page.getByRole('alert').waitFor();
  return values;
}

async function expectKeptWithWhatsApp(page: Page, values: Answers): Promise<void> {
  expect(await valuesShown(page)).toEqual(FIELDS.map((name) => values[name]));
  expect(await sendButton(page).isEnabled()).toBe(true);
  const chat = page.getByRole('alert').getByRole('link', { name: startingWith(shown(form.chatInstead)) });
  const text = new URL((await chat.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  expect(text).toContain(values.message);
  expect(text).toContain(values.fullName);
}

test('a refused message (400) shows a general line, never the service\'s answer, and keeps every value', async () => {
  const { context, page } = await newVisitor(browser);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const values = await sendWithFailure(page, (route) =>
    route.fulfill({ status: 400, contentType: 'text/plain', headers: CORS, body: 'The template ID is invalid' }),
  );
  const alert = page.getByRole('alert');
  await expect(alert.textContent()).resolves.toContain(notSent('Unexpected Error'));
  await expect(alert.textContent()).resolves.not.toContain('template ID');
  await expectKeptWithWhatsApp(page, values);
  expect(errors.some((text) => text.includes('could not be sent'))).toBe(true);
  expect(outboxFor(values.email)).toEqual([]);
  await context.close();
});

test("a proxy's error page (502) is never shown: a general line and WhatsApp instead", async () => {
  const { context, page } = await newVisitor(browser);
  const values = await sendWithFailure(page, (route) =>
    route.fulfill({
      status: 502,
      contentType: 'text/html',
      headers: CORS,
      body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
    }),
  );
  const text = (await page.getByRole('alert').textContent()) ?? '';
  expect(text).toContain(notSent('Unexpected Error'));
  expect(text).toContain(shown(form.failures.other, { status: 502 }));
  expect(text).not.toMatch(/Bad Gateway|nginx|<|>/);
  await expectKeptWithWhatsApp(page, values);
  await context.close();
});

test(`an email service that never answers ends, after ${EMAIL_SEND_TIMEOUT_MS / 1000} s, as "Network Error" with every value kept`, async () => {
  const { context, page } = await newVisitor(browser);
  await page.clock.install();
  // The connection is taken and never answered.
  let asked: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (asked = resolve));
  await page.route(SEND_URL, () => asked());
  const values = answers();
  await openForm(page);
  await fillIn(page, values);
  // The page's clock stands still from here, however long a busy machine takes between the steps:
  // only the test moves it. The send's deadline starts as its request leaves.
  await page.clock.pauseAt(Date.now() + 1000);
  await sendButton(page).click();
  await page.waitForSelector('button[aria-busy="true"]:disabled');
  await sent;
  await page.clock.fastForward(EMAIL_SEND_TIMEOUT_MS - 1000);
  expect(await page.getByRole('alert').count()).toBe(0);
  await page.clock.fastForward(1000);
  await page.getByRole('alert').waitFor();
  await expect(page.getByRole('alert').textContent()).resolves.toContain(notSent('Network Error'));
  await expectKeptWithWhatsApp(page, values);
  await context.close();
});

test('two submits in the same moment send one owner notice', async () => {
  const { context, page } = await newVisitor(browser);
  const sent = watchSends(page);
  const values = answers();
  await openForm(page);
  await fillIn(page, values);
  await page.locator('form[novalidate]').evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await page.getByText(SENT).waitFor();
  expect(sent.filter((message) => message.template_id === 'owner_notice')).toHaveLength(1);
  expect(outboxFor(values.email).filter((message) => message.template_id === 'owner_notice')).toHaveLength(1);
  await context.close();
});

test('the robot trap: people never meet it; a robot that fills it is told "sent" and nothing is sent', async () => {
  const { context, page } = await newVisitor(browser, { viewport: PHONE });
  const sent = watchSends(page);
  await openForm(page);
  // Not for people: clipped to nothing, not in the accessibility tree, not reached with Tab.
  const trap = page.locator('#contact-website');
  const trapBox = await trap.evaluate((input) => {
    const box = input.parentElement?.getBoundingClientRect();
    return { width: box?.width, height: box?.height, clip: getComputedStyle(input.parentElement ?? input).clip };
  });
  expect(trapBox).toEqual({ width: 1, height: 1, clip: 'rect(0px, 0px, 0px, 0px)' });
  expect(await page.getByRole('textbox', { name: 'Website' }).count()).toBe(0);
  await field(page, 'message').focus();
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain(shown(form.send));

  await fillIn(page, answers());
  // A robot sets every field it finds, without a person's key presses.
  await trap.evaluate((input: HTMLInputElement) => (input.value = 'https://cheap-pills.example.com'));
  await sendButton(page).click();
  await page.getByRole('status').getByText(SENT).waitFor();
  expect(sent).toEqual([]);
  await context.close();
});

test('a build for the local outbox, opened under a public host name, shows no form and sends nothing to this machine', async () => {
  // As if the test build had been uploaded: the same files, served under another name.
  const host = 'brightlane.test';
  const elsewhere = await launchBrowser([`--host-resolver-rules=MAP ${host} 127.0.0.1`]);
  try {
    const page = await elsewhere.newPage();
    const toOutbox: string[] = [];
    page.on('request', (request) => request.url().startsWith(outboxOrigin) && toOutbox.push(request.url()));
    await page.goto(`http://${host}:${new URL(siteOrigin).port}/contact`);
    await page.getByText(shown(contactTexts.writeToUs.title)).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: startingWith(shown(contactTexts.writeToUs.chatButton)) }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(await page.getByRole('main').getByRole('link', { name: shown(contactTexts.writeToUs.emailButton) }).getAttribute('href')).toBe(`mailto:${site.emailAddress}`);
    expect(await field(page, 'message').count()).toBe(0);
    expect(toOutbox).toEqual([]);
  } finally {
    await elsewhere.close();
  }
});

test('a network failure shows "Network Error" and keeps every value', async () => {
  const { context, page } = await newVisitor(browser);
  const values = await sendWithFailure(page, (route) => route.abort('connectionrefused'));
  await expect(page.getByRole('alert').textContent()).resolves.toContain(notSent('Network Error'));
  await expectKeptWithWhatsApp(page, values);
  // Once the connection is back, the same values go through (a failed try does not count against the limit).
  await sendButton(page).click();
  await page.getByText(SENT).waitFor();
  expect(outboxFor(values.email)).toHaveLength(2);
  await context.close();
});

test('a second message within the throttle is refused with "Too Many Requests" and kept', async () => {
  const { context, page } = await newVisitor(browser);
  const sent = watchSends(page);
  await openForm(page);
  await fillIn(page, answers());
  await sendButton(page).click();
  await page.getByText(SENT).waitFor();

  const second = answers();
  await fillIn(page, second);
  await sendButton(page).click();
  await page.getByRole('alert').waitFor();
  await expect(page.getByRole('alert').textContent()).resolves.toContain(notSent('Too Many Requests'));
  await expectKeptWithWhatsApp(page, second);
  expect(sent).toHaveLength(2);
  expect(outboxFor(second.email)).toEqual([]);
  await context.close();
});

test('the draft survives a reload', async () => {
  const { context, page } = await newVisitor(browser);
  const values = answers();
  await openForm(page);
  await fillIn(page, values);
  await page.waitForFunction((message) => window.sessionStorage.getItem('contact-form-draft')?.includes(message), values.message);
  await page.reload();
  await page.locator('form[novalidate]').waitFor();
  await page.waitForFunction((name) => (document.getElementById('contact-fullName') as HTMLInputElement | null)?.value === name, values.fullName);
  expect(await valuesShown(page)).toEqual(FIELDS.map((name) => values[name]));
  await context.close();
});

test.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('no axe violation on a %s, before and after a failed check', async (_name, viewport) => {
  const { context, page } = await newVisitor(browser, { viewport });
  await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Map</title><p>Map</p>' }));
  await openForm(page);
  expect(await axeViolations(page)).toEqual([]);
  await sendButton(page).click();
  await page.getByText(shown(form.errors.fullName), { exact: true }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
