#!/usr/bin/env bash
# Runs every test suite: typecheck, textlint, unit and example tests, the production build, and
# the Playwright end-to-end tests against that build. Independent suites run side by side.
set -uo pipefail
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
run textlint npm run --silent lint:text
run unit bash scripts/test-node.sh --test-reporter=dot
run build npx docusaurus build

failed=0
for name in typecheck textlint unit; do finish "$name" || failed=1; done
if finish build; then
  echo "… e2e (Playwright against the production build)"
  npx playwright test || failed=1
else
  failed=1
  echo "✘ e2e skipped: the build failed"
fi

echo "tests finished in $(( $(date +%s) - started )) s: $([[ $failed -eq 0 ]] && echo 'all passed' || echo 'FAILURES above')"
exit $failed
