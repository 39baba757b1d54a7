// `npm run bench`: runs every `bench/*.bench.ts` in turn, each in its own process so one
// benchmark's heap and JIT state cannot colour the next one's figures.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// The mock-API load test has its own command (`npm run bench:mock-api`): it needs 1–2 minutes.
// The Studio-at-scale run (`npm run bench:studio`) builds the app and drives Chromium: several minutes.
// The /news cold-load run (`npm run bench:news`) builds the app too.
const SEPARATE = new Set(['mock-api.bench.ts', 'studio-scale.bench.ts', 'news-first-card.bench.ts', 'lighthouse.bench.ts', 'batch-small-jobs.bench.ts']);

const dir = import.meta.dirname;
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && !SEPARATE.has(f))
  .sort();

if (files.length === 0) console.log('no benchmarks yet');
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', join(dir, file)], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exitCode = failed === 0 ? 0 : 1;
