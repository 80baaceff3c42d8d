/**
 * @jest-environment node
 */
import type { Site } from '../../../src/node/data/data-schema';
import { sampleValues, warnOfSampleValues } from '../../../src/node/settings/sample-values';
import { dataFixture } from '../../support/data-fixture';

/** The details as a fresh copy of the project has them: samples. */
const SAMPLES: Site = dataFixture()['site.json'];

/** The owner's own details, as a live site would have them. */
const REAL = {
  ...SAMPLES,
  name: 'Kemi Adebayo',
  address: '12 Adeola Odeku Street, Victoria Island, Lagos 101241, Nigeria',
  whatsAppContact: '2348031234567',
  phoneNumberContact: '+234 803 123 4567',
  emailAddress: 'hello@brightlane.ng',
  facebookLink: 'https://www.facebook.com/brightlane.ng',
  twitterLink: 'https://x.com/brightlaneng',
  linkedInLink: 'https://www.linkedin.com/company/brightlane-digital',
  instagramLink: 'https://www.instagram.com/brightlane.ng',
};

test('sample details are each named as samples', () => {
  const found = Object.fromEntries(sampleValues(SAMPLES).map(({ field, found: what }) => [field, what]));
  expect(found).toEqual({
    name: 'contains the word "Sample"',
    address: 'contains the word "Sample"',
    whatsAppContact: 'is a sample number (all zeros)',
    phoneNumberContact: 'is a sample number (all zeros)',
    emailAddress: 'is an example.com address',
    facebookLink: 'is a placeholder profile (/example)',
    twitterLink: 'is a placeholder profile (/example)',
    linkedInLink: 'is a placeholder profile (/example)',
    instagramLink: 'is a placeholder profile (/example)',
  });
});

test('an owner’s real details are not taken for samples', () => {
  expect(sampleValues(REAL)).toEqual([]);
  // Zeros inside a real number, a word containing "sample", a profile whose name starts with "example".
  expect(
    sampleValues({ ...REAL, phoneNumberContact: '+234 700 000 1234', tagline: 'Free samples of our work on request.', twitterLink: 'https://x.com/examplebrand' }),
  ).toEqual([]);
});

test('each field is named by its label in the editor and its key in the file', () => {
  expect(sampleValues({ ...REAL, emailAddress: 'owner@example.com' })).toEqual([
    { field: 'emailAddress', title: 'Email address', value: 'owner@example.com', found: 'is an example.com address' },
  ]);
});

describe('the build’s warning', () => {
  const withSite = (site: Site) => {
    const reporter = { warn: jest.fn() };
    warnOfSampleValues(reporter, site);
    return reporter.warn;
  };

  test('names every sample field and where to change it', () => {
    const warn = withSite(SAMPLES);
    expect(warn).toHaveBeenCalledTimes(1);
    const message: string = warn.mock.calls[0][0];
    expect(message).toContain('data/site.json, or in /admin under');
    expect(message).toContain('"Owner and business"');
    expect(message).toContain('- Email address (emailAddress): "hello@example.com" is an example.com address');
    expect(message).toContain('- WhatsApp number (whatsAppContact): "2340000000000" is a sample number (all zeros)');
    expect(message).toContain('- Facebook link (facebookLink): "https://www.facebook.com/example"');
  });

  test('says nothing once the details are the owner’s', () => {
    expect(withSite(REAL)).not.toHaveBeenCalled();
  });
});
