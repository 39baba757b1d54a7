import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchFolder, bodyplan, outcomes, started, summary, until } from './batchTesting.ts';

// A batch lane keeps one job process for its jobs (warmIkProcess.ts, jobWorker.ts). What a user
// must not be able to tell from the results: each job's result and failure line are the ones a
// process per job gives, one bad job does not spoil the next in the same process, and a job that
// kills its process fails alone ("run broke") while the lane's next jobs run in a fresh process.

/** The processes whose parent is `pid` (ps with fixed arguments; nothing from the test's data). */
function childPids(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((value) => value > 0);
  } catch {
    return []; // ps exits 1 when there is none
  }
}

describe('bodyplan batch runs a lane\'s jobs in one kept process', () => {
  it('gives byte-identical results, notes and failure lines to a process per job, with a bad job between good ones', { timeout: 300_000 }, async () => {
    const { dir, names } = batchFolder(6);
    // Job 2's recording has one keypoint per frame for a 3-joint plan: ik refuses it (a bad input).
    writeFileSync(join(dir, 'job-2.targets.json'), JSON.stringify({ frames: [[[0, 0, 0]]] }));
    const warm = await bodyplan(['batch', join(dir, 'jobs.json'), '--out-dir', join(dir, 'warm')]);
    const fresh = await bodyplan(['batch', join(dir, 'jobs.json'), '--out-dir', join(dir, 'fresh'), '--process-per-job']);
    for (const run of [warm, fresh]) {
      expect(run.code, run.stderr).toBe(3);
      expect(outcomes(run.stdout).ran).toEqual(names.filter((name) => name !== 'job-2'));
      expect(summary(run.stdout)).toMatchObject({ ran: 5, failed: 1 });
    }
    const failureLine = (stderr: string) => stderr.split('\n').find((line) => line.includes('job 2 ("job-2") failed'));
    expect(failureLine(warm.stderr)).toMatch(/failed \(bad input\): .*frames\[0\] has 1 entries, but the body plan has \d+ joints/);
    expect(failureLine(warm.stderr)).toBe(failureLine(fresh.stderr));
    for (const name of names.filter((n) => n !== 'job-2')) {
      expect(readFileSync(join(dir, 'warm', `${name}.json`), 'utf8'), name).toBe(readFileSync(join(dir, 'fresh', `${name}.json`), 'utf8'));
    }
  });

  it('a job that kills its process fails alone as "run broke"; the next jobs run in a new process, and a rerun redoes only that job', { timeout: 300_000 }, async () => {
    const { dir, names } = batchFolder(4);
    // Job 0 gets a long recording, so that its process is still solving it when the test kills it.
    const frames = JSON.parse(readFileSync(join(dir, 'job-0.targets.json'), 'utf8')).frames as unknown[];
    writeFileSync(join(dir, 'job-0.targets.json'), JSON.stringify({ frames: Array.from({ length: 60_000 }, (_, f) => frames[f % frames.length]) }));
    const batch = started(['batch', join(dir, 'jobs.json'), '--out-dir', join(dir, 'out')]);
    const pid = batch.child.pid!;
    let jobProcesses: number[] = [];
    await until(() => (jobProcesses = childPids(pid)).length > 0, 60_000);
    expect(jobProcesses).toHaveLength(1);
    process.kill(jobProcesses[0]!, 'SIGKILL');
    const run = await batch.done;
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toMatch(/job 0 \("job-0"\) failed \(run broke\): bodyplan ik was killed by SIGKILL/);
    expect(outcomes(run.stdout).ran).toEqual(names.slice(1));

    const rerun = await bodyplan(['batch', join(dir, 'jobs.json'), '--out-dir', join(dir, 'out')]);
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(outcomes(rerun.stdout)).toEqual({ ran: ['job-0'], skipped: names.slice(1) });
  });
});
