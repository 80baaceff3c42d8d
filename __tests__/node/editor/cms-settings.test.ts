/**
 * @jest-environment node
 */
import { readCmsSettings, repoFromUrl } from '../../../src/node/editor/cms-settings';

const noOrigin = () => null;

test('the repository is read from CMS_GITHUB_REPO first', () => {
  const { settings, problems } = readCmsSettings({ CMS_GITHUB_REPO: 'brightlane/website', REPOSITORY_URL: 'https://github.com/other/site' }, () => 'git@github.com:third/repo.git');
  expect(problems).toEqual([]);
  expect(settings).toEqual({ repo: 'brightlane/website', branch: null, oauthBaseUrl: null });
});

test('else from the host’s repository address (Netlify), else from the clone’s origin', () => {
  expect(readCmsSettings({ REPOSITORY_URL: 'https://github.com/brightlane/website' }, noOrigin).settings.repo).toBe('brightlane/website');
  expect(readCmsSettings({}, () => 'git@github.com:brightlane/website.git').settings.repo).toBe('brightlane/website');
  expect(readCmsSettings({}, () => 'https://gitlab.com/brightlane/website.git').settings.repo).toBeNull();
  expect(readCmsSettings({}, noOrigin).settings.repo).toBeNull();
});

test('GitHub addresses in their usual forms', () => {
  expect(repoFromUrl('https://github.com/brightlane/website.git')).toBe('brightlane/website');
  expect(repoFromUrl('https://github.com/brightlane/website/')).toBe('brightlane/website');
  expect(repoFromUrl('ssh://git@github.com/brightlane/web.site.git')).toBe('brightlane/web.site');
  expect(repoFromUrl('https://example.com/brightlane/website')).toBeNull();
});

test('a malformed value is a problem that names the variable', () => {
  const { problems } = readCmsSettings(
    { CMS_GITHUB_REPO: 'https://github.com/brightlane/website', CMS_GITHUB_BRANCH: 'main branch', CMS_OAUTH_BASE_URL: 'http://auth.example.com/auth' },
    noOrigin,
  );
  expect(problems).toHaveLength(3);
  expect(problems[0]).toMatch(/^CMS_GITHUB_REPO must be the repository written owner\/name/);
  expect(problems[1]).toMatch(/^CMS_GITHUB_BRANCH must be a branch name/);
  expect(problems[2]).toMatch(/^CMS_OAUTH_BASE_URL must be the https:\/\/ address/);
});

test('the branch and the OAuth service when they are set', () => {
  const { settings } = readCmsSettings({ CMS_GITHUB_BRANCH: 'content', CMS_OAUTH_BASE_URL: 'https://auth.example.workers.dev/' }, noOrigin);
  expect(settings).toMatchObject({ branch: 'content', oauthBaseUrl: 'https://auth.example.workers.dev' });
});
