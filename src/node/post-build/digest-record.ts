import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What a build step made last time, by file, so that the next build redoes only what changed.
 * Gatsby writes every page again on every build, mostly with the very same bytes: the page steps,
 * the link-preview images and the precompressed copies each keep a record of digests in Gatsby's
 * cache folder (`.cache/`, which `gatsby clean` empties: then everything is made again).
 *
 * A record is read when the step starts; the step notes what it made, or kept, in this build; the
 * record saved holds only those, so files that are gone are forgotten.
 */
export class DigestRecord<T = string> {
  private readonly cacheDir: string;
  private readonly file: string;
  private readonly before: Record<string, T>;
  private readonly now: Record<string, T> = {};

  /** The record `name` in cacheDir (empty when there is none yet). */
  constructor(cacheDir: string, name: string) {
    this.cacheDir = cacheDir;
    this.file = path.join(cacheDir, name);
    this.before = fs.existsSync(this.file) ? (JSON.parse(fs.readFileSync(this.file, 'utf8')) as Record<string, T>) : {};
  }

  /** What was made for `key` in the last build, if anything. */
  last(key: string): T | undefined {
    return this.before[key];
  }

  /** Notes what this build made (or kept) for `key`. */
  note(key: string, value: T): void {
    this.now[key] = value;
  }

  /** Writes what this build noted, in place of the last build's record. */
  save(): void {
    fs.mkdirSync(this.cacheDir, { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify(this.now));
  }
}

/** The digest the records keep: SHA-256, in base64url. */
export const digestOf = (data: string | Buffer): string => createHash('sha256').update(data).digest('base64url');
