import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ForwardKinematics } from '../../bodyplan/kinematics/kinematics.ts';
import { compileBodyPlan } from '../../bodyplan/kinematics/model.ts';
import { REPO_ROOT, startCli, type CliRun, type StartedCli } from '../testing/runCli.ts';

/** What the `bodyplan batch` process tests share: the real command, a folder of realistic jobs, and readers of its output. */

export const PLANS = { arm: 'planar-two-link-arm.json', rail: 'seven-dof-rail-arm.json' } as const;

/**
 * Runs the real `bodyplan` command. The shard variables of the test's own environment are removed
 * (a test run inside a Slurm array must not shard these batches), then `env` is added.
 */
export function bodyplan(args: readonly string[], env: Record<string, string> = {}): Promise<CliRun> {
  return started(args, env).done;
}

export function started(args: readonly string[], env: Record<string, string> = {}): StartedCli {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('SLURM_') && name !== 'JOB_COMPLETION_INDEX' && name !== 'BODYPLAN_SHARD_COUNT'),
  );
  // The tests' own time limits (up to 300 s) govern, not the runner's.
  return startCli(args, { env: { ...base, ...env }, timeoutMs: 300_000 });
}

/** Resolves once `test` holds, checking every 20 ms (a condition to wait for, not a fixed delay); fails after `limitMs`. */
export async function until(test: () => boolean, limitMs: number): Promise<void> {
  const end = Date.now() + limitMs;
  while (!test()) {
    if (Date.now() > end) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A folder with both body plans and, per job, a recording made by forward kinematics from angles that differ per job. */
export function batchFolder(jobCount: number): { dir: string; names: string[]; jobs: Record<string, unknown>[] } {
  const dir = mkdtempSync(join(tmpdir(), 'bodyplan-batch-'));
  const fks = Object.fromEntries(
    Object.entries(PLANS).map(([key, file]) => {
      copyFileSync(join(REPO_ROOT, 'public', 'bodyplans', file), join(dir, file));
      const model = compileBodyPlan(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      return [key, { model, fk: new ForwardKinematics(model) }];
    }),
  ) as Record<keyof typeof PLANS, { model: ReturnType<typeof compileBodyPlan>; fk: ForwardKinematics }>;
  const names: string[] = [];
  const jobs: Record<string, unknown>[] = [];
  for (let j = 0; j < jobCount; j++) {
    const plan = j % 3 === 2 ? 'rail' : 'arm';
    const { model, fk } = fks[plan];
    const frames = [0, 1, 2].map((f) => {
      fk.compute(Array.from({ length: model.dofCount }, (_, d) => 0.1 * Math.sin(1 + j + 0.7 * f + d)));
      return Array.from({ length: model.jointCount }, (_, k) => Array.from(fk.keypoints.subarray(3 * k, 3 * k + 3)));
    });
    const name = `job-${j}`;
    writeFileSync(join(dir, `${name}.targets.json`), JSON.stringify({ frames }));
    names.push(name);
    // Options vary per job, and "targets" is given both ways, so each reaches ik.
    jobs.push({ name, plan: PLANS[plan], targets: j % 2 === 0 ? `${name}.targets.json` : [`${name}.targets.json`], iterations: 5 + j, ...(j % 2 === 1 ? { 'neutral-weight': 0.01 } : {}) });
  }
  writeFileSync(join(dir, 'jobs.json'), JSON.stringify({ jobs }, null, 2));
  return { dir, names, jobs };
}

/** Job names by outcome, from the per-job lines on standard output. */
export function outcomes(stdout: string): { ran: string[]; skipped: string[] } {
  const ran = [...stdout.matchAll(/^ran "([^"]+)" \(job \d+\)/gm)].map((m) => m[1]!);
  const skipped = [...stdout.matchAll(/^skipped "([^"]+)" \(job \d+\)/gm)].map((m) => m[1]!);
  return { ran, skipped };
}

export function summary(stdout: string): { shard: string; of: number; total: number; ran: number; skipped: number; failed: number } {
  const match = /^bodyplan batch: shard (\d+\/\d+) \(.*\): (\d+) of (\d+) jobs?: (\d+) ran, (\d+) skipped, (\d+) failed$/m.exec(stdout);
  expect(match, stdout).not.toBeNull();
  const [, shard, of, total, ran, skipped, failed] = match!;
  return { shard: shard!, of: Number(of), total: Number(total), ran: Number(ran), skipped: Number(skipped), failed: Number(failed) };
}

/** The result files of a folder (not the records beside them). */
export const resultFiles = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.json')).sort();
export const results = (dir: string) => Object.fromEntries(resultFiles(dir).map((file) => [file, JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown]));

