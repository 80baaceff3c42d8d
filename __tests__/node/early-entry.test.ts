/**
 * @jest-environment node
 */
import { addEarlyEntries, EARLY_ENTRIES } from '../../src/node/early-entry';

test('the browser build gets the early entries, chained, with the app entry depending on the last', () => {
  const config = { entry: { polyfill: '/p.js', app: '/production-app.js' } as Record<string, unknown> & { app: unknown } };
  addEarlyEntries(config);
  expect(config.entry).toEqual({
    polyfill: '/p.js',
    'early-react': EARLY_ENTRIES['early-react'],
    'early-libraries': { import: EARLY_ENTRIES['early-libraries'], dependOn: 'early-react' },
    app: { import: '/production-app.js', dependOn: 'early-libraries' },
  });
});
