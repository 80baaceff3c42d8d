/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFlatPages } from '../../../src/node/hosts/flat-pages';
import { tempPublicDir } from '../../support/temp-public-dir';

const { publicDir, write, exists, read } = tempPublicDir();

test('each page gets a flat copy for static CDNs, kept equal to it; copies of pages that are gone are removed', () => {
  write('index.html', 'home');
  write('about/index.html', 'about');
  write('services/5/Website_Design/index.html', 'service 5');
  write('gone.html', 'old copy');
  fs.mkdirSync(path.join(publicDir(), 'gone'));
  const pages = [
    { file: 'about.html', source: 'about/index.html' },
    { file: 'services/5/Website_Design.html', source: 'services/5/Website_Design/index.html' },
    { file: 'services/by-number/5/index.html', source: 'services/5/Website_Design/index.html' },
  ];
  write('services/by-number/99/index.html', 'an entry that is gone');
  write('services/by-number/98.html', 'an entry copy of an earlier layout');
  // A page of its own beside the folder of another page that has no index.html: the family's
  // fallback page ourjobs/404.html beside job 404's ourjobs/404/.
  write('ourjobs/404.html', 'the first job, with status 404');
  write('ourjobs/404/naira-ledger/index.html', 'job 404');
  const pageFiles = new Set(['index.html', 'about/index.html', 'services/5/Website_Design/index.html', 'ourjobs/404.html', 'ourjobs/404/naira-ledger/index.html']);
  expect(writeFlatPages(publicDir(), pages, pageFiles)).toEqual({ written: 3, removed: 3 });
  expect(read('ourjobs/404.html').toString()).toBe('the first job, with status 404');
  expect(read('services/by-number/5/index.html').toString()).toBe('service 5');
  expect(exists('services/by-number/99/index.html')).toBe(false);
  expect(exists('services/by-number/98.html')).toBe(false);
  expect(read('about.html').toString()).toBe('about');
  expect(read('services/5/Website_Design.html').toString()).toBe('service 5');
  expect(exists('gone.html')).toBe(false);
  expect(writeFlatPages(publicDir(), pages, pageFiles)).toEqual({ written: 0, removed: 0 });
  write('about/index.html', 'about, changed');
  expect(writeFlatPages(publicDir(), pages, pageFiles)).toEqual({ written: 1, removed: 0 });
  expect(read('about.html').toString()).toBe('about, changed');
});
