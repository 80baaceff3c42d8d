import { parentPath, PATHS } from './routes';

/** One step of a breadcrumb trail: the page's name and its canonical path. */
export type Crumb = { name: string; path: string };

/** The names of the pages a trail can pass through on its way down (the owner's, from data/pages/). */
export type SectionNames = { home: string; services: string; jobs: string };

/**
 * Home › … › the page itself, from the page's canonical path and its own name (an alias passes
 * its canonical page's path, so both show the same trail). The home page has no trail.
 */
export function breadcrumbTrail(canonicalPath: string, name: string, names: SectionNames): Crumb[] {
  if (parentPath(canonicalPath) === undefined) return [];
  const sections: Readonly<Record<string, string>> = { [PATHS.home]: names.home, [PATHS.services]: names.services, [PATHS.jobs]: names.jobs };
  const trail: Crumb[] = [{ name, path: canonicalPath }];
  for (let up = parentPath(canonicalPath); up !== undefined; up = parentPath(up)) {
    const section = sections[up];
    if (section === undefined) throw new Error(`Breadcrumbs: no title for the page at ${up} (above ${canonicalPath})`);
    trail.unshift({ name: section, path: up });
  }
  return trail;
}
