const React = require('react');
const gatsby = jest.requireActual('gatsby');

/** Gatsby without its build: queries are mocked per test, links are plain anchors. */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // eslint-disable-next-line no-unused-vars
    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
      React.createElement('a', { ...rest, href: to }),
  ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
};
