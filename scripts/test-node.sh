#!/usr/bin/env bash
# Unit tests and example tests with Node's test runner (TypeScript through tsx; JSX compiled for
# React components by tests/tsconfig.json).
set -euo pipefail
source "$(dirname "$0")/lib/on-stated-node.sh"
cd "$(dirname "$0")/.."
shopt -s globstar nullglob
files=(tests/unit/**/*.test.ts tests/unit/**/*.test.tsx tests/examples/**/*.test.ts)
TSX_TSCONFIG_PATH=tests/tsconfig.json exec node --import tsx --test "$@" "${files[@]}"
