export function findChromium(): string | null;
export function findHeadlessShell(): string | null;
export const CHROMIUM_ARGS: string[];
