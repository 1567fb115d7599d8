// Adds up the JSON reports of every test run into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;

for (const name of ['vitest-pglite.json', 'vitest-postgres.json']) {
  const file = path.join(dir, name);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

const playwright = path.join(dir, 'playwright.json');
if (existsSync(playwright)) {
  const { stats } = JSON.parse(readFileSync(playwright, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}

console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
