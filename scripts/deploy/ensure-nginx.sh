#!/usr/bin/env bash
# Makes sure nginx exists for the deploy test (tests/e2e/nginx.spec.ts), and says how to get it if
# it cannot: $NGINX_PATH, then nginx on the PATH or in /usr/sbin, then, in CI or when asked
# (scripts/lib/system-packages.sh), Debian's package.
set -euo pipefail
source "$(dirname "$0")/../lib/system-packages.sh"

found() { [[ -n "${NGINX_PATH:-}" && -x "$NGINX_PATH" ]] || command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]]; }
found && exit 0
apt_install nginx && found && exit 0
{ echo "ensure-nginx: nginx is needed for the deploy test and is not installed. Install it and run the tests again:"
  how_to_install nginx
  echo "  or set NGINX_PATH=/path/to/nginx"; } >&2
exit 1
