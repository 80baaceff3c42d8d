import { CLOUDFLARE_BUILD_ENV } from '../../harness/host-build-env.ts';
import { nodeBinDir, OLDER_LINE_NODE, pathWithNode } from '../../harness/pinned-node.ts';

/** Every build of e2e/rebuild/: Cloudflare Pages' build environment, on the older supported Node line (22). */
export const REBUILD_ENV = { ...CLOUDFLARE_BUILD_ENV, PATH: pathWithNode(nodeBinDir(OLDER_LINE_NODE)) };
