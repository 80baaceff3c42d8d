import { parentPath, PATHS } from './routes';

/** The titles of the fixed pages: their heading, the first part of their search title, and their breadcrumb. */
export const PAGE_TITLES = {
  home: 'Home',
  about: 'About Us',
  contact: 'Contact Us',
  services: 'Our Services',
  jobs: 'Our Portfolio',
  inventory: 'Inventory Management Software',
} as const satisfies Partial<Record<keyof typeof PATHS, string>>;

/** One step of a breadcrumb trail: the page's name and its canonical path. */
export type Crumb = { name: string; path: string };

/** The pages a trail can pass through on its way down, by path. */
const SECTIONS: Readonly<Record<string, string>> = {
  [PATHS.home]: PAGE_TITLES.home,
  [PATHS.services]: PAGE_TITLES.services,
  [PATHS.jobs]: PAGE_TITLES.jobs,
};

/**
 * Home › … › the page itself, from the page's canonical path and its own name (an alias passes
 * its canonical page's path, so both show the same trail). The home page has no trail.
 */
export function breadcrumbTrail(canonicalPath: string, name: string): Crumb[] {
  if (parentPath(canonicalPath) === undefined) return [];
  const trail: Crumb[] = [{ name, path: canonicalPath }];
  for (let up = parentPath(canonicalPath); up !== undefined; up = parentPath(up)) {
    const section = SECTIONS[up];
    if (section === undefined) throw new Error(`Breadcrumbs: no title for the page at ${up} (above ${canonicalPath})`);
    trail.unshift({ name: section, path: up });
  }
  return trail;
}
