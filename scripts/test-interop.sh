#!/usr/bin/env bash
# The interoperability checks (tests/interop/): the tools readers use, run on the production build's
# published files (the OpenAPI documents, each page's Markdown, /llms.txt). Needs `npm run build`.
set -euo pipefail
source "$(dirname "$0")/lib/on-stated-node.sh"
cd "$(dirname "$0")/.."
shopt -s nullglob
files=(tests/interop/*.test.ts)
# One process a file, all at once: Prism waits on its servers, tsc and markdownlint on the CPU.
TSX_TSCONFIG_PATH=tests/tsconfig.json exec node --import tsx --test --test-concurrency="${#files[@]}" "$@" "${files[@]}"
