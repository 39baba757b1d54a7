// `npm run bench:ik-workers`: the whole `bodyplan ik` command (start-up, reading and parsing the
// targets, the solve, the fit checks, writing the result with -o) on a 20,000-frame fly recording
// (the 300 native-rate frames of QuickIK's fixture, repeated), with --workers 1 and --workers 2,
// runs interleaved so that a change in the machine's load hits both. Prints each run's wall time,
// the medians' ratio against the issue's goal (1.6x with 2 workers on a quiet machine), and the
// load average; never asserts. The command runs built to JavaScript (dist-cli/, as the npm package
// runs it; built first) unless BENCH_CLI=checkout, which runs bin/bodyplan.mjs from the TypeScript
// sources. Env: BENCH_FRAMES (default 20000), BENCH_RUNS (default 3 per worker count).
import { execFileSync, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FLY_BODY_PLAN_PATH, readFlyFixtures } from '../src/bodyplan/testing/flyFixtures.ts';
import { loadAverage } from './loadAverage.ts';

const FRAMES = Number(process.env.BENCH_FRAMES ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL = 1.6;
const root = join(import.meta.dirname, '..');
const checkout = process.env.BENCH_CLI === 'checkout';

const dir = mkdtempSync(join(tmpdir(), 'bench-ik-workers-'));
const targets = join(dir, 'fly.json');
const native = readFlyFixtures().native_rate_frames;
writeFileSync(targets, JSON.stringify({ frames: Array.from({ length: FRAMES }, (_, f) => [null, ...native[f % native.length]!.target_ego]) }));

if (!checkout) execFileSync('npm', ['run', '--silent', 'build:cli'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const command = checkout
  ? [join(root, 'bin', 'bodyplan.mjs')]
  : ['--input-type=module', '-e', `const { main } = await import(${JSON.stringify(join(root, 'dist-cli', 'bodyplan.mjs'))}); process.exitCode = await main(process.argv.slice(1));`];

/** One whole command; returns its wall time in seconds and its output's bytes. */
function run(workers: number): { seconds: number; output: Buffer } {
  const out = join(dir, `angles-${workers}.json`);
  const start = performance.now();
  const done = spawnSync(process.execPath, [...command, 'ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--workers', String(workers), '-o', out], { encoding: 'utf8' });
  const seconds = (performance.now() - start) / 1000;
  if (done.status !== 0) throw new Error(`bodyplan ik --workers ${workers} exited ${done.status}: ${done.stderr}`);
  return { seconds, output: readFileSync(out) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  console.log(`bodyplan ik on ${FRAMES.toLocaleString('en-US')} fly frames (${checkout ? 'from the TypeScript sources' : 'built to JavaScript'}), ${availableParallelism()} cores, load average before: ${loadAverage()}`);
  const times: Record<1 | 2, number[]> = { 1: [], 2: [] };
  let outputs: Record<1 | 2, Buffer | null> = { 1: null, 2: null };
  for (let r = 0; r < RUNS; r++) {
    for (const workers of [1, 2] as const) {
      const { seconds, output } = run(workers);
      times[workers].push(seconds);
      outputs = { ...outputs, [workers]: output };
      console.log(`  run ${r + 1}, --workers ${workers}: ${seconds.toFixed(2)} s`);
    }
  }
  const [one, two] = [median(times[1]), median(times[2])];
  const ratio = one / two;
  console.log(`median --workers 1: ${one.toFixed(2)} s, --workers 2: ${two.toFixed(2)} s: ${ratio.toFixed(2)}x (goal ${GOAL}x on a quiet machine: ${ratio >= GOAL ? 'met' : 'not met'})`);
  console.log(`outputs: ${outputs[1]!.length.toLocaleString('en-US')} and ${outputs[2]!.length.toLocaleString('en-US')} bytes, ${outputs[1]!.equals(outputs[2]!) ? 'identical' : 'not byte-identical (the segments join to within 1e-10: segmentReconcile.ts)'}`);
  console.log(`load average after: ${loadAverage()}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
