/** What reading a page down needs of a browser: running a page-side function, and the mouse wheel. */
export type WheelDriver = {
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  wheel(deltaY: number): Promise<void>;
};
export function readDown(driver: WheelDriver, atEachScreen: (y: number) => Promise<void> | void): Promise<string[]>;
