#!/usr/bin/env bash
# Makes sure a Chromium exists for the Playwright tests, and says how to get one if it cannot.
#  1. $CHROMIUM_PATH or /usr/bin/chromium when present;
#  2. otherwise, as root with apt-get: Debian's chromium (+ Japanese fonts for screenshots);
#  3. otherwise Playwright's own download (works on ordinary machines with internet).
set -euo pipefail

if [[ -n "${CHROMIUM_PATH:-}" && -x "$CHROMIUM_PATH" ]] || [[ -x /usr/bin/chromium ]]; then
  exit 0
fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "ensure-browser: installing Debian's chromium with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  (apt-get install -y --no-install-recommends chromium fonts-noto-cjk >/dev/null 2>&1 ||
    { apt-get update >/dev/null 2>&1 && apt-get install -y --no-install-recommends chromium fonts-noto-cjk >/dev/null 2>&1; }) || true
  [[ -x /usr/bin/chromium ]] && exit 0
fi
if npx --no-install playwright install chromium >/dev/null 2>&1; then
  exit 0
fi
cat >&2 <<'MSG'
ensure-browser: no Chromium found for the end-to-end tests.
  Install one of these and run the tests again:
  - Debian/Ubuntu:  sudo apt-get install chromium   (or set CHROMIUM_PATH=/path/to/chromium)
  - elsewhere:      npx playwright install chromium
MSG
exit 1
