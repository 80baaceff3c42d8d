/**
 * @jest-environment node
 */
import type { CollectionFile, FileCollection } from '@sveltia/cms';
import { PREVIEW_FILES, READ_FILES } from '../../../src/lib/editor-preview-names';
import { cmsConfig } from '../../../src/node/editor/cms-config';
import { siteStylesheets, withPreviewStylesheets } from '../../../src/node/editor/preview-styles';
import { adminPage } from '../../../src/node/editor/build-admin';

const groups = {
  app: { assets: [{ name: 'app-1.js' }, { name: 'styles-app.css' }] },
  'component---src-templates-service-tsx': { assets: [{ name: 'component---src-templates-service-tsx.a.js' }, { name: 'service.css' }] },
  'component---src-pages-index-tsx': { assets: [{ name: 'index.css' }, { name: 'styles-app.css' }] },
  'webpack-runtime': { assets: [{ name: 'runtime.js' }] },
};

test("the preview's stylesheets: the app's first, then every page's, each once, as addresses on the site", () => {
  expect(siteStylesheets(groups)).toEqual(['/styles-app.css', '/index.css', '/service.css']);
});

test("the editor's page names them before </head>, in place of those an earlier build named", () => {
  const page = adminPage({ title: 'Content', entry: 'cms.0123456789ab.js', config: 'config.ba9876543210.json' });
  const once = withPreviewStylesheets(page, ['/a.css', '/b.css']);
  expect(once).toContain('<link rel="preview-stylesheet" href="/a.css">\n<link rel="preview-stylesheet" href="/b.css">\n</head>');
  expect(withPreviewStylesheets(withPreviewStylesheets(page, ['/old.css']), ['/a.css', '/b.css'])).toBe(once);
  expect(() => withPreviewStylesheets('<html></html>', ['/a.css'])).toThrow('</head>');
});

test('every file of the editor has a preview, and the files the previews read are files of the editor, under the names they use', () => {
  const config = cmsConfig({ settings: { repo: 'o/r', branch: null, oauthBaseUrl: null }, projectName: 'p', siteName: 'S', siteUrl: 'https://example.com' });
  const names = (config.collections as FileCollection[]).flatMap((collection) => (collection.files as CollectionFile[]).map((file) => `${collection.name}/${file.name}`));
  for (const { collection, file } of Object.values(READ_FILES)) expect(names).toContain(`${collection}/${file}`);
  expect(names.map((name) => name.split('/')[1]).sort()).toEqual([...PREVIEW_FILES].sort());
});
