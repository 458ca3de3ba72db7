#!/usr/bin/env bash
# Makes sure nginx exists for the deploy test (tests/e2e/nginx.spec.ts), and says how to get it if
# it cannot: $NGINX_PATH, then nginx on the PATH or in /usr/sbin, then Debian's package as root.
set -euo pipefail

found() { [[ -n "${NGINX_PATH:-}" && -x "$NGINX_PATH" ]] || command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]]; }
found && exit 0
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "ensure-nginx: installing Debian's nginx with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  (apt-get install -y --no-install-recommends nginx >/dev/null 2>&1 ||
    { apt-get update >/dev/null 2>&1 && apt-get install -y --no-install-recommends nginx >/dev/null 2>&1; }) || true
  found && exit 0
fi
cat >&2 <<'MSG'
ensure-nginx: nginx is needed for the deploy test and could not be installed.
  Debian/Ubuntu:  sudo apt-get install nginx   (or set NGINX_PATH=/path/to/nginx)
MSG
exit 1
