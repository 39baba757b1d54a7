import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FinishedTask, SlurmJobs } from './slurmJobs.ts';
import type { SessionFolder } from './sessionFolder.ts';
import { waitUntil } from './waitUntil.ts';

const BODYPLAN = join(import.meta.dirname, '..', '..', 'bin', 'bodyplan.mjs');
/** Bounds for each wait, far above what the steps take on a quiet 2-core machine (seconds). */
const STEP_LIMIT_MS = 240_000;

/** What the scenario left for the checks (resultChecks.ts) to read. */
export interface ScenarioRun {
  local: { exitCode: number; stdout: string; stderr: string };
  firstJob: string;
  rerunJob: string;
  first: FinishedTask[];
  rerun: FinishedTask[];
  /** Each Slurm log (batch-<job>_<task>.log) by file name. */
  logs: Map<string, string>;
  /** What `bodyplan batch --status` prints for the shared results at the end. */
  status: string;
}

/** The environment of a plain local run: no array variables, so it runs every job. */
function localEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SLURM_') && name !== 'JOB_COMPLETION_INDEX' && name !== 'BODYPLAN_SHARD_COUNT'));
}

/**
 * Whether the batch is solving this job now: its claim file (`results/<name>.json.claim`, jobClaim.ts)
 * exists from the claim until the job's end, and no await lies between the claim and the solve's
 * start (runJob.ts), so a signal seen after it interrupts the solve. (The job's own process is a kept
 * one whose command line does not name the job, warmIkProcess.ts.)
 */
function solving(session: SessionFolder, job: string): boolean {
  return existsSync(join(session.dir, 'results', `${job}.json.claim`));
}

function wholeSecond(ms: number): number {
  return Math.floor(ms / 1000);
}

async function waitFor(what: string, test: () => boolean, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  if (!(await waitUntil(test, STEP_LIMIT_MS))) throw new Error(`gave up waiting ${STEP_LIMIT_MS / 1000} s for ${what}`);
  log(`slurm: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * The README's array on a lab's session, as a person would run it: submit the job script as it is,
 * cancel one task and requeue another while they solve, let the corrupt recording fail its task,
 * then resubmit just the failed tasks (`--array=1,3`). A local `bodyplan batch` of the same jobs
 * file is the reference the checks compare with.
 */
export async function runScenario(jobs: SlurmJobs, session: SessionFolder, log: (line: string) => void): Promise<ScenarioRun> {
  const started = Date.now();
  const reference = spawnSync(process.execPath, [BODYPLAN, 'batch', 'jobs.json', '--out-dir', 'local-results', '--workers', '2'], { cwd: session.dir, env: localEnv(), encoding: 'utf8', timeout: STEP_LIMIT_MS });
  const local = { exitCode: reference.status ?? -1, stdout: reference.stdout ?? '', stderr: reference.stderr ?? '' };
  log(`slurm: local reference run (bodyplan batch, no shard) exited ${local.exitCode} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const env = { BODYPLAN };
  const firstJob = jobs.submit(session.dir, ['bodyplan-array.sbatch'], env);
  log(`slurm: submitted bodyplan-array.sbatch as job ${firstJob} (tasks 0-3)`);
  const queued = (task: number) => jobs.queued(firstJob).get(task);

  await waitFor(`task 3 solving "${session.cancelled}"`, () => solving(session, session.cancelled), log);
  jobs.cancel(firstJob, 3);
  await waitFor(`task 2 solving "${session.requeued}"`, () => solving(session, session.requeued), log);
  jobs.requeue(firstJob, 2);
  const requeuedSecond = wholeSecond(Date.now());
  await waitFor('task 2 pending again after its requeue', () => queued(2)?.state === 'PENDING', log);
  // The requeue revokes the first attempt's credential at the requeue's time, in whole seconds, and
  // slurmd refuses any launch whose credential is not strictly newer ("Job N already killed, do not
  // launch batch job", slurm_cred_revoked). Lifting the requeue delay within that same second made the
  // new attempt's credential as old as the revocation: the task then ended FAILED (CI, stop 52). So the
  // delay is lifted only once the clock is two whole seconds past the requeue's (one would do when
  // slurmctld dates the kill before `scontrol requeue` returns; the second is a margin for a kill
  // dated later). Not reproduced here (0 of 18 runs without this wait, 8 of them with both cores busy), but the refusal
  // in CI's slurmd.log and Slurm's credential check (cred->ctime <= revoked, in seconds) name it.
  await waitFor('two seconds past the requeue (the revoked credential is older than the new one)', () => wholeSecond(Date.now()) > requeuedSecond + 1, log);
  jobs.releaseNow(firstJob, 2);
  await waitFor(`job ${firstJob} out of the queue`, () => jobs.queued(firstJob).size === 0, log);
  const first = jobs.finished(firstJob);

  const rerunJob = jobs.submit(session.dir, ['--array=1,3', 'bodyplan-array.sbatch'], env);
  log(`slurm: resubmitted the failed tasks as job ${rerunJob} (sbatch --array=1,3 bodyplan-array.sbatch)`);
  await waitFor(`job ${rerunJob} out of the queue`, () => jobs.queued(rerunJob).size === 0, log);
  const rerun = jobs.finished(rerunJob);

  const logs = new Map(
    readdirSync(session.dir)
      .filter((name) => /^batch-\d+_\d+\.log$/.test(name))
      .map((name) => [name, readFileSync(join(session.dir, name), 'utf8')] as const),
  );
  const status = spawnSync(process.execPath, [BODYPLAN, 'batch', 'jobs.json', '--out-dir', 'results', '--status'], { cwd: session.dir, env: localEnv(), encoding: 'utf8', timeout: STEP_LIMIT_MS }).stdout ?? '';
  return { local, firstJob, rerunJob, first, rerun, logs, status };
}
