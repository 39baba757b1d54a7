// `npm run bench:batch`: many short jobs through the real `bodyplan batch` command, with each lane
// keeping one job process (the default, src/cli/batch/warmIkProcess.ts) against a new process per
// job (`--process-per-job`, the peer measured in the same run: what every job cost before). Each job
// is a 300-frame recording of the planar arm (a few ms of solving), so the process-per-job figure is
// mostly Node start-up, TypeScript loading and kernel compilation. Prints jobs per minute, the
// ratio, and the load average; never asserts. Env: BENCH_JOBS (default 40).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ForwardKinematics } from '../src/bodyplan/kinematics/kinematics.ts';
import { compileBodyPlan } from '../src/bodyplan/kinematics/model.ts';
import { loadAverage } from './loadAverage.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 40);
const FRAMES = 300;
const root = join(import.meta.dirname, '..');
const bin = join(root, 'bin', 'bodyplan.mjs');

function makeJobsFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-batch-'));
  const planFile = 'planar-two-link-arm.json';
  copyFileSync(join(root, 'public', 'bodyplans', planFile), join(dir, planFile));
  const model = compileBodyPlan(JSON.parse(readFileSync(join(dir, planFile), 'utf8')));
  const fk = new ForwardKinematics(model);
  const jobs = [];
  for (let j = 0; j < JOBS; j++) {
    const frames = Array.from({ length: FRAMES }, (_, f) => {
      fk.compute(Array.from({ length: model.dofCount }, (_, d) => 0.6 * Math.sin(0.05 * f + j + d)));
      return Array.from({ length: model.jointCount }, (_, k) => Array.from(fk.keypoints.subarray(3 * k, 3 * k + 3)));
    });
    writeFileSync(join(dir, `job-${j}.targets.json`), JSON.stringify({ frames }));
    jobs.push({ name: `job-${j}`, plan: planFile, targets: `job-${j}.targets.json` });
  }
  writeFileSync(join(dir, 'jobs.json'), JSON.stringify({ jobs }));
  return dir;
}

/** Runs one batch into a fresh results folder; returns jobs per minute of wall time. */
function run(dir: string, label: string, extra: string[]): number {
  const outDir = join(dir, label);
  const started = performance.now();
  const result = spawnSync(process.execPath, [bin, 'batch', join(dir, 'jobs.json'), '--out-dir', outDir, ...extra], { encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`${label}: bodyplan batch exited ${result.status}: ${result.stderr}\n${readSummaryTail(dir)}`);
  const ran = [...result.stdout.matchAll(/^ran "/gm)].length;
  if (ran !== JOBS) throw new Error(`${label}: ${ran} of ${JOBS} jobs ran`);
  const perMinute = (JOBS / seconds) * 60;
  console.log(`${label.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s  ${perMinute.toFixed(0).padStart(6)} jobs/min   (load ${loadAverage()})`);
  return perMinute;
}

const dir = makeJobsFolder();
try {
  console.log(`bodyplan batch: ${JOBS} jobs of ${FRAMES} frames (planar arm)`);
  const fresh = run(dir, 'a new process per job, 1 lane', ['--process-per-job']);
  const warm = run(dir, 'one kept process per lane, 1 lane', []);
  const warm2 = run(dir, 'one kept process per lane, 2 lanes', ['--workers', '2']);
  console.log(`kept process vs process per job: ${(warm / fresh).toFixed(1)}× (1 lane), ${(warm2 / fresh).toFixed(1)}× (2 lanes)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** The last run's failures as the batch summary records them, for a failed bench run's message. */
function readSummaryTail(dir: string): string {
  try {
    return readFileSync(join(dir, 'batch-summary.jsonl'), 'utf8').split('\n').filter(Boolean).at(-1) ?? '';
  } catch {
    return '';
  }
}
