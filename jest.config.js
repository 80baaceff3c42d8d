/**
 * One runner for every test: "unit" runs component and logic tests in jsdom; "browser" drives
 * Debian's Chromium against the production build (scripts/test.mjs builds it first); "rebuild"
 * runs real builds in a copy of the project (scripts/test.mjs runs it beside the others, from the start).
 */
const shared = {
  transform: { '^.+\\.m?[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(jpe?g|png|svg|woff2?)$': '<rootDir>/__mocks__/file-mock.js',
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
      setupFilesAfterEnv: ['<rootDir>/jest.setup.js'],
    },
    {
      ...shared,
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '<rootDir>/e2e/rebuild/'],
      globalSetup: '<rootDir>/e2e/support/global-setup.mjs',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.mjs',
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setup-timeout.js'],
    },
    {
      ...shared,
      displayName: 'rebuild',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/rebuild/**/*.test.ts'],
    },
  ],
};
