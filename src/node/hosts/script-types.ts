/**
 * Script types that are data, not code: the browser never runs them, so a page's policy needs no
 * hash for them and a copy of the page without its scripts keeps them. Imported by Node as it is
 * (tools/audit/no-script.ts), so it imports nothing.
 */
export const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json']);
