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

step "API tests against PostgreSQL"
bash scripts/with-postgres.sh npx vitest run --project server \
  --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"

step "Build"
npm run --silent build

step "End-to-end tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json

node scripts/summarize-tests.mjs "$results"
