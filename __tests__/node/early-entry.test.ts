/**
 * @jest-environment node
 */
import type { CreateWebpackConfigArgs } from 'gatsby';
import { addEarlyEntries, EARLY_ENTRIES } from '../../src/node/early-entry';

function configure(stage: string, entry: Record<string, unknown>) {
  const replaceWebpackConfig = jest.fn();
  const args = { stage, getConfig: () => ({ entry, mode: 'production' }), actions: { replaceWebpackConfig } };
  (addEarlyEntries as (a: unknown) => void)(args as unknown as CreateWebpackConfigArgs);
  return replaceWebpackConfig;
}

test('the browser build gets the early entries, chained, with the app entry depending on the last', () => {
  const replace = configure('build-javascript', { polyfill: '/p.js', app: '/production-app.js' });
  expect(replace).toHaveBeenCalledTimes(1);
  const config = replace.mock.calls[0][0];
  expect(config.mode).toBe('production');
  expect(config.entry).toEqual({
    polyfill: '/p.js',
    'early-react': EARLY_ENTRIES['early-react'],
    'early-libraries': { import: EARLY_ENTRIES['early-libraries'], dependOn: 'early-react' },
    app: { import: '/production-app.js', dependOn: 'early-libraries' },
  });
});

test('the other stages (development, server rendering) are left as Gatsby made them', () => {
  for (const stage of ['develop', 'develop-html', 'build-html']) expect(configure(stage, { app: '/a.js' })).not.toHaveBeenCalled();
});
