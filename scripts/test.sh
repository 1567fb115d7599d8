#!/usr/bin/env bash
# Every check, in the order a failure is cheapest to find: format, lint, types, unit and API tests
# (PGlite), the API suite again on a real PostgreSQL, then end-to-end journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }
results=$(mktemp -d /tmp/quillpost-results.XXXXXX)
trap 'rm -rf "$results"' EXIT

step "System packages"
bash scripts/install-system-deps.sh

step "Format"
npm run --silent format:check

step "Lint"
npm run --silent lint

step "Types"
npm run --silent typecheck

step "Unit, component and API tests (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json"

# The build the end-to-end journeys run against is made beside the PostgreSQL run, which spends
# much of its time waiting on the database; its output is shown only when it fails.
step "Build (beside the next step)"
npm run --silent build >"$results/build.log" 2>&1 &
build=$!

step "API tests against PostgreSQL (the files that depend on the database)"
bash scripts/with-postgres.sh npx vitest run --project server \
  --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"

step "Build (finishing)"
if ! wait "$build"; then
  cat "$results/build.log"
  exit 1
fi

step "End-to-end tests (Chromium)"
# Built above: the Playwright config builds only when QUILLPOST_E2E_BUILT is not set.
QUILLPOST_E2E_BUILT=1 PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" \
  npx playwright test --reporter=list,json

node scripts/summarize-tests.mjs "$results"
