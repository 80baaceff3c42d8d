import React from 'react';

const gatsby = jest.requireActual<typeof import('gatsby')>('gatsby');

/** Gatsby's own props of a Link, dropped; the rest go on the anchor. */
type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: unknown;
  activeStyle?: unknown;
  getProps?: unknown;
  innerRef?: unknown;
  partiallyActive?: unknown;
  replace?: unknown;
};

/**
 * Gatsby without its build: queries are mocked per test (static queries answer the site settings,
 * the counters and the words every page shares unless a test says otherwise), links are plain anchors.
 */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(
      ({ activeClassName: _a, activeStyle: _s, getProps: _g, innerRef: _i, partiallyActive: _p, replace: _x, to, ...rest }: LinkProps) =>
        React.createElement('a', { ...rest, href: to }),
    ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(() => ({
    site: { siteMetadata: { siteUrl: 'https://example.com' } },
    siteJson: jest.requireActual('../data/site.json'),
    allCountersJson: { nodes: jest.requireActual('../data/counters.json') },
    pageSharedJson: jest.requireActual('../data/pages/shared.json'),
    pageServicesJson: jest.requireActual('../data/pages/services.json'),
    pagePortfolioJson: jest.requireActual('../data/pages/portfolio.json'),
  })),
};
