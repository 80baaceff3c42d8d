/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSiteSettings } from '../../../src/node/settings/site-settings';
import { dataFixture } from '../../support/data-fixture';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-settings-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const write = (text: string) => fs.writeFileSync(path.join(dataDir, 'site.json'), text);

test('the details are read as the data schema checks them', () => {
  const site = dataFixture()['site.json'];
  write(JSON.stringify(site));
  expect(readSiteSettings(dataDir)).toEqual(site);
});

test('a field that is missing or wrong stops the build as the check of data/ does, naming the file and the field', () => {
  const { siteName: _, ...site } = dataFixture()['site.json'];
  write(JSON.stringify({ ...site, mapEmbedUrl: 'http://maps.example/embed' }));
  expect(() => readSiteSettings(dataDir)).toThrow('data/site.json: field "siteName": is required');
  expect(() => readSiteSettings(dataDir)).toThrow('data/site.json: field "mapEmbedUrl": ');
});

test('a file that is not JSON is named, with the line', () => {
  write('{\n  "siteName": ');
  expect(() => readSiteSettings(dataDir)).toThrow(/data\/site\.json: line 2, column \d+: is not valid JSON/);
});
