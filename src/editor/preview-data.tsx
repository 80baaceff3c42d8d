/**
 * In the editor's preview, the site-wide data that the site's components read with Gatsby's static
 * queries (src/hooks/use-site-settings.ts, use-counters.ts, use-shared-texts.ts): the same hooks,
 * answered from the editor's own copy of data/site.json, data/counters.json and
 * data/pages/shared.json, as it stands. The bundle
 * puts this module in their place (src/node/editor/bundle.ts); the preview provides the data
 * (src/editor/previews.tsx).
 */
import { createContext, useContext } from 'react';
import type { Counter } from '../hooks/use-counters';
import type { SharedTexts } from '../hooks/use-shared-texts';
import type { SiteSettings } from '../hooks/use-site-settings';

export type SiteWideData = { site: SiteSettings; counters: readonly Counter[]; shared: SharedTexts };

export const SiteWide = createContext<SiteWideData | null>(null);

function useSiteWide(): SiteWideData {
  const data = useContext(SiteWide);
  if (!data) throw new Error('A preview drew a component that reads the site settings outside <SiteWide.Provider> (src/editor/previews.tsx)');
  return data;
}

export const useSiteSettings = (): SiteSettings => useSiteWide().site;
export const useCounters = (): readonly Counter[] => useSiteWide().counters;
export const useSharedTexts = (): SharedTexts => useSiteWide().shared;
