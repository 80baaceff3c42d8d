// The linter `npm test` runs (`npm run lint`): TypeScript's recommended rules, React's rules of
// hooks and jsx-a11y's accessibility rules, with no warning allowed.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'public/', '.cache/', 'reports/', 'deploy/', 'src/types/gatsby-types.d.ts', 'static/', '.node/', '.netlify/', '.wrangler/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.tsx', 'src/hooks/**/*.ts'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The rules of hooks; the plugin's React Compiler rules are left out (the site does not use the compiler).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The configuration files that stay JavaScript, because the tool that reads them loads them
    // before it can compile TypeScript (jest) or only as JavaScript (Netlify's build plugins).
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['jest.config.js', 'jest-sequencer.js', 'netlify/plugins/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['__tests__/**', 'e2e/**', '__mocks__/**', 'jest.setup.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The artwork's drawing functions share one signature; not every drawing uses every argument.
    files: ['tools/artwork/**'],
    rules: { '@typescript-eslint/no-unused-vars': ['error', { args: 'none' }] },
  },
);
