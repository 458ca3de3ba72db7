#!/usr/bin/env bash
# Unit tests and example tests with Node's test runner (TypeScript through tsx; JSX compiled for
# React components by tests/tsconfig.json).
set -euo pipefail
source "$(dirname "$0")/lib/on-stated-node.sh"
cd "$(dirname "$0")/.."
shopt -s globstar nullglob
files=(tests/unit/**/*.test.ts tests/unit/**/*.test.tsx tests/examples/**/*.test.ts)
# Every file in one process: half the time of a process per file. Node.js 22 names the flag
# experimental; later release lines drop the prefix.
isolation=--test-isolation=none
node --help | grep -q -- '^ *--test-isolation' || isolation=--experimental-test-isolation=none
TSX_TSCONFIG_PATH=tests/tsconfig.json exec node --import tsx --test "$isolation" "$@" "${files[@]}"
