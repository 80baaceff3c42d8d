import { execFileSync } from 'node:child_process';

/**
 * Where the content editor saves when the owner signs in with GitHub (a local copy needs none of
 * this): the repository, its branch, and the OAuth service, read from the environment at build
 * time (see .env.example). A value that is set but malformed is a problem the build stops on.
 */
export type CmsSettings = {
  /** `owner/name` of the GitHub repository, or null when nothing names it. */
  repo: string | null;
  /** The branch saves go to; null: the repository's default branch. */
  branch: string | null;
  /** The origin of the OAuth service (a Cloudflare Worker, say); null: Netlify's. */
  oauthBaseUrl: string | null;
};

const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const GITHUB_URL = /github\.com[:/]([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+?)(?:\.git)?\/?$/;

/** `owner/name` from a GitHub clone address (https or ssh), or null. */
export function repoFromUrl(url: string | undefined | null): string | null {
  const match = url ? GITHUB_URL.exec(url.trim()) : null;
  return match ? match[1] : null;
}

/** The address of the checkout's `origin` remote, if git and the remote are there. */
export function originUrl(cwd: string): string | null {
  try {
    return execFileSync('git', ['config', '--get', 'remote.origin.url'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * The settings, and what is wrong with them. The repository comes from CMS_GITHUB_REPO, else from
 * Netlify's REPOSITORY_URL, else from the checkout's origin remote.
 */
export function readCmsSettings(
  env: Record<string, string | undefined>,
  origin: () => string | null,
): { settings: CmsSettings; problems: string[] } {
  const problems: string[] = [];
  const given = (name: string) => env[name]?.trim() || null;

  let repo = given('CMS_GITHUB_REPO');
  if (repo !== null && !REPO.test(repo)) {
    problems.push(`CMS_GITHUB_REPO must be the repository written owner/name (like brightlane/website), not "${repo}"`);
    repo = null;
  }
  repo ??= repoFromUrl(env.REPOSITORY_URL) ?? repoFromUrl(origin());

  const branch = given('CMS_GITHUB_BRANCH');
  if (branch !== null && !/^[A-Za-z0-9._/-]+$/.test(branch)) problems.push(`CMS_GITHUB_BRANCH must be a branch name, not "${branch}"`);

  const oauth = given('CMS_OAUTH_BASE_URL');
  let oauthBaseUrl: string | null = null;
  if (oauth !== null) {
    const url = URL.canParse(oauth) ? new URL(oauth) : null;
    if (!url || url.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash) {
      problems.push(`CMS_OAUTH_BASE_URL must be the https:// address of the OAuth service, without a path (like https://auth.example.workers.dev), not "${oauth}"`);
    } else {
      oauthBaseUrl = url.origin;
    }
  }
  return { settings: { repo, branch, oauthBaseUrl }, problems };
}
