/**
 * One runner for every test: "unit" runs component and logic tests in jsdom; "browser" drives
 * Debian's Chromium against the production build (scripts/test.ts builds it first); "rebuild"
 * runs real builds in a copy of the project (scripts/test.ts runs it beside the others, from the start).
 * This file, and the test order beside it, stay JavaScript: jest loads them before it can compile TypeScript.
 */

/**
 * Every test and the code it imports, TypeScript included, compiled by Babel as Gatsby compiles the
 * site (babel-preset-gatsby), to CommonJS; `import.meta.dirname` and its kin in the code that Node
 * runs directly (harness/) become their CommonJS equivalents.
 */
const babel = {
  presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], ['@babel/preset-typescript', { isTSX: true, allExtensions: true }]],
  plugins: ['babel-plugin-transform-import-meta'],
};

const shared = {
  transform: { '^.+\\.m?[jt]sx?$': ['babel-jest', babel] },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(jpe?g|png|svg|woff2?)$': '<rootDir>/__mocks__/file-mock.ts',
  },
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  testPathIgnorePatterns: ['node_modules', '\\.cache', '<rootDir>/public'],
  globals: { __PATH_PREFIX__: '' },
};

module.exports = {
  testSequencer: '<rootDir>/jest-sequencer.js',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testEnvironmentOptions: { url: 'http://localhost/' },
      testMatch: ['<rootDir>/__tests__/**/*.test.[jt]s?(x)'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      ...shared,
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '<rootDir>/e2e/rebuild/'],
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setup-timeout.ts'],
    },
    {
      ...shared,
      displayName: 'rebuild',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/rebuild/**/*.test.ts'],
    },
  ],
};
