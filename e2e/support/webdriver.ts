/**
 * A session of classic WebDriver (the W3C's protocol: JSON commands over HTTP), with the commands
 * the WebKit visitor sends to WebKitGTK's WebKitWebDriver (visitor.ts). WebKitWebDriver speaks no
 * WebDriver BiDi, the protocol puppeteer-core drives Firefox with; these few requests spare the
 * project a third browser-driver package for one engine.
 */

/** The key of an element reference in the protocol's JSON. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementReference = { [ELEMENT_KEY]: string };

/** The Enter key, as the protocol writes it. */
export const ENTER_KEY = '\uE007';

/** A command answers in seconds on a busy machine (a page load included): one silent this long has hung. */
const ANSWER_WITHIN_MS = 120_000;

type Rect = { x?: number; y?: number; width: number; height: number };

/** The text the protocol runs as a script's body, calling `fn` with the script's arguments. */
const callOf = (fn: string | ((...args: never[]) => unknown)) => (typeof fn === 'string' ? fn : `return (${fn.toString()}).apply(null, arguments);`);

export class WebDriverSession {
  private readonly base: string;

  private constructor(base: string) {
    this.base = base;
  }

  /** A new session of the driver at `server` (`http://127.0.0.1:port`) with these capabilities. */
  static async start(server: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const { sessionId } = await send<{ sessionId: string }>('POST', `${server}/session`, { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(`${server}/session/${sessionId}`);
  }

  private command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return send<T>(method, `${this.base}${path}`, body);
  }

  windowRect = () => this.command<Rect>('GET', '/window/rect');
  setWindowRect = (rect: Rect) => this.command<Rect>('POST', '/window/rect', rect);
  /** Opens the address and waits for its load event. */
  navigateTo = (url: string) => this.command<null>('POST', '/url', { url });
  executeScript = <T>(fn: string | ((...args: never[]) => unknown), ...args: unknown[]) => this.command<T>('POST', '/execute/sync', { script: callOf(fn), args });
  /** Runs a script whose last argument is the callback that ends it with its value. */
  executeAsyncScript = <T>(script: string, ...args: unknown[]) => this.command<T>('POST', '/execute/async', { script, args });
  findElement = (selector: string) => this.command<ElementReference>('POST', '/element', { using: 'css selector', value: selector });
  click = (element: ElementReference) => this.command<null>('POST', `/element/${element[ELEMENT_KEY]}/click`, {});
  sendKeys = (element: ElementReference, text: string) => this.command<null>('POST', `/element/${element[ELEMENT_KEY]}/value`, { text });
  /** One turn of the mouse wheel with the pointer at (x, y) of the viewport. */
  wheel = (x: number, y: number, deltaY: number) =>
    this.command<null>('POST', '/actions', {
      actions: [{ type: 'wheel', id: 'wheel', actions: [{ type: 'scroll', origin: 'viewport', x, y, deltaX: 0, deltaY, duration: 0 }] }],
    });
  /** The viewport as a PNG. */
  screenshot = async () => Buffer.from(await this.command<string>('GET', '/screenshot'), 'base64');
  quit = () => this.command<null>('DELETE', '');
}

/** One command; its answer's value, or an error naming the command and the driver's own words. */
async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const command = `WebDriver ${method} ${new URL(url).pathname.replace(/^\/session\/[^/]+/, '/session/…')}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
  } catch (error) {
    throw new Error(`${command}: no answer (${(error as Error).message})`);
  }
  const { value } = (await response.json()) as { value: T | { error: string; message: string } };
  if (!response.ok) {
    const { error, message } = value as { error: string; message: string };
    throw new Error(`${command}: ${error}: ${message}`);
  }
  return value as T;
}
