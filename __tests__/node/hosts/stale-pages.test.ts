/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesIn } from '../../../src/node/hosts/files-in';
import { removeStalePages } from '../../../src/node/hosts/stale-pages';
import { tempPublicDir } from '../../support/temp-public-dir';

const { publicDir, cacheDir, write, exists } = tempPublicDir();

test('the pages of earlier builds and their copies are removed with the folders they leave empty; the files of static/ stay', () => {
  // Job 967 is gone: Gatsby deleted ourjobs/967/lagos-daily-wire-81/index.html and its folder,
  // and left the copies made from it.
  write('ourjobs/967/lagos-daily-wire-81.html', 'job 967, flat copy');
  write('ourjobs/by-number/967/index.html', 'job 967, entry copy');
  // Gatsby dropped its cache and forgot this page of an earlier build.
  write('ourjobs/968/naira-ledger-81/index.html', 'job 968');
  write('ourjobs/968/naira-ledger-81.html', 'job 968, flat copy');
  // A page of this build, beside them.
  write('ourjobs/2/harambee-fund/index.html', 'job 2');
  // The owner's file in static/, copied by Gatsby.
  const staticDir = cacheDir(); // a second temporary folder, as static/
  fs.mkdirSync(path.join(staticDir, 'verify'));
  fs.writeFileSync(path.join(staticDir, 'verify/google0123.html'), 'verification');
  write('verify/google0123.html', 'verification');

  const unknown = filesIn(publicDir(), ['.html'])
    .filter((file) => file !== 'ourjobs/2/harambee-fund/index.html')
    .sort();
  expect(removeStalePages(publicDir(), unknown, staticDir)).toEqual([
    'ourjobs/967/lagos-daily-wire-81.html',
    'ourjobs/968/naira-ledger-81.html',
    'ourjobs/968/naira-ledger-81/index.html',
    'ourjobs/by-number/967/index.html',
  ]);
  expect(filesIn(publicDir(), ['.html']).sort()).toEqual(['ourjobs/2/harambee-fund/index.html', 'verify/google0123.html']);
  for (const folder of ['ourjobs/967', 'ourjobs/968', 'ourjobs/by-number']) expect(exists(folder)).toBe(false);
  expect(exists('ourjobs/2/harambee-fund')).toBe(true);
  expect(removeStalePages(publicDir(), [], staticDir)).toEqual([]);
});
