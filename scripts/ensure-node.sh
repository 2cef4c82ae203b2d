# Puts a Node.js that the toolchain supports first on PATH: source it (`. scripts/ensure-node.sh`).
#
# Vitest 5 and the other test tools declare Node ^22.13, ^24 or >=26 (package.json "engines"). On a machine with an
# older Node (Debian's, or a Node 20 image) this installs Node 22 from the npm registry's own build of it (the
# `node-linux-<arch>` package, the binary inside a registry package: no other download) into a cache folder that
# later runs reuse, and puts it first on PATH for this shell. A machine whose Node already fits is left alone.
sigil_node_version=22.23.3

sigil_node_script="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")" && pwd)/node-version.mjs"

# The rule itself is scripts/node-version.mjs's (the one npm test and npm start check).
sigil_node_fits() {
  node "$sigil_node_script" 2>/dev/null
}

if ! sigil_node_fits; then
  case "$(uname -m)" in
    x86_64) sigil_node_arch=x64 ;;
    aarch64 | arm64) sigil_node_arch=arm64 ;;
    *) sigil_node_arch="" ;;
  esac
  if [ -z "$sigil_node_arch" ] || [ "$(uname -s)" != "Linux" ]; then
    echo "Node.js 22.13+ (or 24) is needed; install it from https://nodejs.org (found: $(node --version 2>/dev/null || echo none))." >&2
    return 1 2>/dev/null || exit 1
  fi
  sigil_node_dir="${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/sigil/node-v$sigil_node_version-$sigil_node_arch"
  sigil_node_bin="$sigil_node_dir/node_modules/node-linux-$sigil_node_arch/bin"
  if ! [ -x "$sigil_node_bin/node" ]; then
    echo "Node $(node --version 2>/dev/null || echo '(none)') is older than the toolchain needs: installing Node $sigil_node_version from the npm registry into $sigil_node_dir"
    mkdir -p "$sigil_node_dir"
    npm install --prefix "$sigil_node_dir" --no-save --no-package-lock --no-audit --no-fund \
      "node-linux-$sigil_node_arch@$sigil_node_version" >/dev/null || { return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$sigil_node_bin:$PATH"
  # A binary that is there but cannot run (a half-finished install, another C library) fails here, not in npm ci.
  if ! sigil_node_fits; then
    echo "The Node installed in $sigil_node_dir does not run here; remove that folder and try again." >&2
    return 1 2>/dev/null || exit 1
  fi
  echo "Using Node $(node --version) from $sigil_node_bin"
fi
