/**
 * @jest-environment node
 */
import { hashedAssets } from '../../../src/node/hosts/cache-rules';
import { tempPublicDir } from '../../support/temp-public-dir';

const { publicDir, write } = tempPublicDir();

test('only files named by their content may be kept for a year', () => {
  write('app-0123456789abcdef0123.js', '');
  write('styles.0123456789abcdef0123.css', '');
  write('sw.js', '');
  write('static/0dd0ea78e551c44bbbad1b05a61f6843/316b8/seo.avif', '');
  write('static/font-d6578b4e85b986795c74e4a02db6d680.woff2', '');
  write('static/logo.png', '');
  expect(hashedAssets(publicDir())).toEqual({
    rootAssets: ['app-0123456789abcdef0123.js', 'styles.0123456789abcdef0123.css'],
    unhashed: ['sw.js', 'static/logo.png'],
  });
});
