#!/usr/bin/env bash
# Runs every test suite: typecheck, Prettier, ESLint and the import-cycle check, knip, textlint, unit and example tests, the production build, and
# then, on that build, the interoperability checks (readers' tools on the published files) beside the
# Playwright end-to-end tests. Independent suites run side by side, all on the Node.js the pages state
# or a newer one (scripts/lib/on-stated-node.sh).
set -uo pipefail
source "$(dirname "$0")/lib/on-stated-node.sh"
cd "$(dirname "$0")/.."

log_dir=$(mktemp -d)
started=$(date +%s)
declare -A pids
run() { # name command...
  local name=$1; shift
  ( "$@" >"$log_dir/$name.log" 2>&1 ) &
  pids[$name]=$!
}
finish() { # name → prints the log, returns its status
  local name=$1 status=0
  wait "${pids[$name]}" || status=$?
  if [[ $status -eq 0 ]]; then echo "✔ $name"; else echo "✘ $name (exit $status)"; cat "$log_dir/$name.log"; fi
  return $status
}

bash scripts/ensure-browser.sh || exit 1

run typecheck npx tsc
run format npx prettier --check .
run lint npm run --silent lint
run knip npx knip --no-progress
run textlint npm run --silent lint:text
run unit bash scripts/test-node.sh --test-reporter=dot --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination="$log_dir/unit.tap"
run build npx docusaurus build

failed=0
# typecheck, format, lint, knip, textlint and the build count as one check each in the summary line.
checks_passed=0 checks_failed=0
check() { # name
  if finish "$1"; then checks_passed=$((checks_passed + 1)); return 0; fi
  checks_failed=$((checks_failed + 1)); failed=1; return 1
}
check typecheck
check format
check lint
check knip
check textlint
finish unit || failed=1
if check build; then
  run interop bash scripts/test-interop.sh --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination="$log_dir/interop.tap"
  echo "… e2e (Playwright against the production build)"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$log_dir/e2e.json" npx playwright test --reporter=list,json || failed=1
  finish interop || failed=1
else
  echo "✘ e2e and interop skipped: the build failed"
fi

echo "tests finished in $(( $(date +%s) - started )) s: $([[ $failed -eq 0 ]] && echo 'all passed' || echo 'FAILURES above')"
node --import tsx scripts/test-summary.ts "$log_dir" "$checks_passed" "$checks_failed"
exit $failed
