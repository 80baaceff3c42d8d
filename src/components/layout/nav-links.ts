import { PATHS } from '../../lib/routes';

/** The links of the top bar, in order. */
export const NAV_LINKS = [
  { label: 'Home', to: PATHS.home },
  { label: 'Services', to: PATHS.services },
  { label: 'My Portfolios', to: PATHS.jobs },
  { label: 'Contact', to: PATHS.contact },
] as const;
