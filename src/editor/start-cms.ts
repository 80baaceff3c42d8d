/**
 * The content editor at /admin: Sveltia CMS, bundled from its npm build by the build
 * (src/node/editor/build-admin.ts), reading the configuration linked from its page. Before each
 * save, the pictures the owner added are written in the data files' form (src/lib/image-paths.ts).
 * The preview pane draws each entry with the site's own components (register-previews.ts).
 */
import './prelude';
import CMS from '@sveltia/cms';
import { withDataImagePaths } from '../lib/image-paths';
import { plainData } from './plain-data';
import { registerPreviewsWithFirstEntry } from './register-previews';

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const data = plainData(entry.get('data'));
    const fixed = withDataImagePaths(data);
    return fixed === data ? undefined : entry.set('data', fixed as Record<string, unknown>);
  },
});

registerPreviewsWithFirstEntry(CMS);

void CMS.init();
