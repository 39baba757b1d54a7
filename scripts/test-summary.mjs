#!/usr/bin/env node
// Prints the totals of every suite as one closing line, `N passed, N failed`, read from the
// runners' JSON reports (Vitest and Playwright print no such line themselves).
import { existsSync, readFileSync } from 'node:fs';

const suites = [
  {
    name: 'unit (vitest)',
    file: 'test-results/unit.json',
    count: (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) }),
  },
  {
    name: 'end-to-end (playwright)',
    file: 'test-results/e2e.json',
    count: (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected + (r.errors?.length ?? 0) }),
  },
  {
    // npm run test:slurm (scripts/slurm/run-slurm-test.ts): its named checks; a skip is shown, never counted as passed.
    name: 'slurm cluster (npm run test:slurm)',
    file: 'test-results/slurm.json',
    count: (r) => ({ passed: r.passed, failed: r.failed, skipped: r.skipped, skipReason: r.skipReason }),
  },
];

let passed = 0;
let failed = 0;
for (const suite of suites) {
  if (!existsSync(suite.file)) {
    console.log(`${suite.name}: no report at ${suite.file} (the suite did not run)`);
    failed += 1;
    continue;
  }
  const counts = suite.count(JSON.parse(readFileSync(suite.file, 'utf8')));
  const skipped = counts.skipped ? `, ${counts.skipped} SKIPPED${counts.skipReason ? ` (NOT RUN: ${counts.skipReason})` : ''}` : '';
  console.log(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`${passed} passed, ${failed} failed`);
