import { PATHS } from '../../lib/routes';

/** The links of the top bar, in order; their labels are the owner's (data/pages/shared.json, under "nav"). */
export const NAV_LINKS = [
  { key: 'home', to: PATHS.home },
  { key: 'services', to: PATHS.services },
  { key: 'jobs', to: PATHS.jobs },
  { key: 'contact', to: PATHS.contact },
] as const;
