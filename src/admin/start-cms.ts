/**
 * The content editor at /admin: Sveltia CMS, bundled from its npm build by the build
 * (src/node/admin/build-admin.ts), reading the configuration linked from its page. Before each
 * save, the pictures the owner added are written in the data files' form (src/lib/image-paths.ts).
 * The preview pane draws each entry with the site's own components (register-previews.ts).
 */
import './prelude';
import CMS from '@sveltia/cms';
import { withDataImagePaths } from '../lib/image-paths';
import { registerPreviewsWithFirstEntry } from './register-previews';

type Convertible = { toJS(): unknown };
const isConvertible = (value: unknown): value is Convertible =>
  typeof value === 'object' && value !== null && typeof (value as Partial<Convertible>).toJS === 'function';

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const stored: unknown = entry.get('data');
    const data = isConvertible(stored) ? stored.toJS() : stored;
    const fixed = withDataImagePaths(data);
    return fixed === data ? undefined : entry.set('data', fixed as Record<string, unknown>);
  },
});

registerPreviewsWithFirstEntry(CMS);

void CMS.init();
