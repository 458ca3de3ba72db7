#!/usr/bin/env bash
# Makes sure a Chromium exists for the Playwright tests and benchmarks, and says how to get one if it cannot.
#  1. $CHROMIUM_PATH or /usr/bin/chromium when present;
#  2. otherwise, in CI or when asked (scripts/lib/system-packages.sh): Debian's chromium;
#  3. otherwise Playwright's own download into the user's cache (works on ordinary machines with internet).
# Then a Japanese font, as every reader's device has: without one, screenshots show boxes and
# Chromium lays out each Japanese character through font fallback, which skews every timing
# (the benchmarks refuse to run without one: scripts/bench/lib/fonts.ts).
set -euo pipefail
source "$(dirname "$0")/lib/system-packages.sh"

ensure_japanese_font() {
  command -v fc-list >/dev/null || return 0 # no fontconfig (macOS, Windows): the system fonts serve
  [[ -n $(fc-list :lang=ja family) ]] && return 0
  apt_install fonts-noto-cjk && return 0
  { echo "ensure-browser: no Japanese font; the tests run, but screenshots show boxes and the benchmarks refuse to run. Install one:"
    how_to_install fonts-noto-cjk; } >&2
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
{ echo "ensure-browser: no Chromium found for the end-to-end tests, and Playwright could not download one. Install one and run the tests again:"
  how_to_install chromium
  echo "  or set CHROMIUM_PATH=/path/to/chromium; elsewhere: npx playwright install chromium"; } >&2
exit 1
