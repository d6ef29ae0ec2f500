#!/usr/bin/env bash
# Idempotent set-up: installs what Tessera needs and is missing, and does nothing else.
# Debian packages (as root directly, with sudo otherwise, or a one-line message naming the apt
# command), then `npm ci` when node_modules does not match package-lock.json.
# When everything is present it costs a few tens of milliseconds.
set -euo pipefail
cd "$(dirname "$0")/.."

DEB_PACKAGES=(libunicorn2 libcapstone4 clang-14 llvm-14 clang-19 llvm-19 csmith libcsmith-dev cvise chromium)

missing=()
installed=$(dpkg-query -W -f='${Package} ${db:Status-Abbrev}\n' "${DEB_PACKAGES[@]}" 2>/dev/null | awk '$2 == "ii" { print $1 }' || true)
for pkg in "${DEB_PACKAGES[@]}"; do
  grep -qx "$pkg" <<<"$installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  cmd="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
  if [ "$(id -u)" = 0 ]; then
    echo "tessera setup: installing ${missing[*]}" >&2
    DEBIAN_FRONTEND=noninteractive bash -c "$cmd" >&2
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    echo "tessera setup: installing ${missing[*]} with sudo" >&2
    sudo DEBIAN_FRONTEND=noninteractive bash -c "$cmd" >&2
  else
    echo "tessera setup: missing Debian packages ${missing[*]}; run as root: $cmd" >&2
    exit 1
  fi
fi

# npm ci when node_modules is absent or was installed from another package-lock.json.
stamp=node_modules/.tessera-lock.sha256
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "tessera setup: npm ci" >&2
  npm ci --no-audit --no-fund >&2
  echo "$want" > "$stamp"
fi
