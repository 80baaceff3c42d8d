const React = require('react');
const gatsby = jest.requireActual('gatsby');

/** Gatsby without its build: queries are mocked per test, links are plain anchors. */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // Gatsby's own props are dropped; the rest go on the anchor.
    ({ activeClassName: _a, activeStyle: _s, getProps: _g, innerRef: _i, partiallyActive: _p, ref: _r, replace: _x, to, ...rest }) =>
      React.createElement('a', { ...rest, href: to }),
  ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
};
