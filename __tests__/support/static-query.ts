import portfolio from '../../data/pages/portfolio.json';
import services from '../../data/pages/services.json';
import shared from '../../data/pages/shared.json';

/**
 * What Gatsby's static queries answer in a component test: the words every page shares
 * (src/hooks/use-shared-texts.ts, from data/pages/), with the test's own data beside them.
 */
export const withPageTexts = (data: Record<string, unknown> = {}) => ({
  pageSharedJson: shared,
  pageServicesJson: services,
  pagePortfolioJson: portfolio,
  ...data,
});
