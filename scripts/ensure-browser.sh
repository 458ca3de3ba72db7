#!/usr/bin/env bash
# Makes sure a Chromium exists for the Playwright tests and benchmarks, and says how to get one if it cannot.
#  1. $CHROMIUM_PATH or /usr/bin/chromium when present;
#  2. otherwise, as root with apt-get: Debian's chromium;
#  3. otherwise Playwright's own download (works on ordinary machines with internet).
# Then a Japanese font, as every reader's device has: without one, screenshots show boxes and
# Chromium lays out each Japanese character through font fallback, which skews every timing
# (the benchmarks refuse to run without one: scripts/bench/lib/fonts.ts).
set -euo pipefail

apt_install() { # packages… → installs them quietly as root with apt-get, updating the lists once if needed
  [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null || return 1
  echo "ensure-browser: apt-get install $*" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends "$@" >/dev/null 2>&1 ||
    { apt-get update >/dev/null 2>&1 && apt-get install -y --no-install-recommends "$@" >/dev/null 2>&1; }
}

ensure_japanese_font() {
  command -v fc-list >/dev/null || return 0 # no fontconfig (macOS, Windows): the system fonts serve
  [[ -n $(fc-list :lang=ja family) ]] && return 0
  apt_install fonts-noto-cjk ||
    echo "ensure-browser: no Japanese font and none could be installed; install one (Debian: apt-get install fonts-noto-cjk)" >&2
}

if [[ -n "${CHROMIUM_PATH:-}" && -x "$CHROMIUM_PATH" ]] || [[ -x /usr/bin/chromium ]]; then
  ensure_japanese_font
  exit 0
fi
if apt_install chromium && [[ -x /usr/bin/chromium ]]; then
  ensure_japanese_font
  exit 0
fi
if npx --no-install playwright install chromium >/dev/null 2>&1; then
  ensure_japanese_font
  exit 0
fi
cat >&2 <<'MSG'
ensure-browser: no Chromium found for the end-to-end tests.
  Install one of these and run the tests again:
  - Debian/Ubuntu:  sudo apt-get install chromium   (or set CHROMIUM_PATH=/path/to/chromium)
  - elsewhere:      npx playwright install chromium
MSG
exit 1
