import fs from 'node:fs';
import path from 'node:path';
import util from 'node:util';

/**
 * Reads the settings files at the root of the project into the environment, before the build uses
 * them: `.env.<mode>` (`.env.production` for a build, `.env.development` for `gatsby develop`),
 * then `.env`. A variable already set in the environment always wins, then the first file that
 * sets it. Returns the files it read.
 */
export function loadEnvFiles(root: string, mode: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const files = [`.env.${mode}`, '.env'].filter((name) => fs.existsSync(path.join(root, name)));
  if (files.length > 0 && typeof util.parseEnv !== 'function') {
    throw new Error(`Reading ${files.join(' and ')} needs Node.js 20.12 or newer; update Node, or export the variables instead.`);
  }
  for (const name of files) {
    const values = util.parseEnv(fs.readFileSync(path.join(root, name), 'utf8'));
    for (const [key, value] of Object.entries(values)) {
      if (env[key] === undefined && value !== undefined) env[key] = value;
    }
  }
  return files;
}
