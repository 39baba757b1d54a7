import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchFolder, bodyplan, outcomes, PLANS, resultFiles, results, started, summary, until } from './batchTesting.ts';

describe('bodyplan batch', () => {
  it('writes what bodyplan ik prints, with a record beside each result; a rerun skips done jobs; touching an input without changing it redoes nothing', async () => {
    const { dir, names, jobs } = batchFolder(3);
    const out = join(dir, 'results');
    const first = await bodyplan(['batch', join(dir, 'jobs.json'), '--out-dir', out, '--workers', '2']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(outcomes(first.stdout).ran.sort()).toEqual(names);
    expect(summary(first.stdout)).toEqual({ shard: '0/1', of: 3, total: 3, ran: 3, skipped: 0, failed: 0 });
    expect(readdirSync(out).sort()).toEqual(names.flatMap((name) => [`${name}.json`, `${name}.json.record`]));

    // The exact bytes `bodyplan ik` prints for the same job.
    const direct = await bodyplan(['ik', join(dir, PLANS.rail), '--targets', join(dir, 'job-2.targets.json'), '--iterations', '7']);
    expect(direct.code).toBe(0);
    expect(readFileSync(join(out, 'job-2.json'), 'utf8')).toBe(direct.stdout);
    expect(jobs[2]).toMatchObject({ plan: PLANS.rail, iterations: 7 });

    const written = names.map((name) => statSync(join(out, `${name}.json`)).mtimeMs);
    const again = await bodyplan(['batch', join(dir, 'jobs.json'), '--out-dir', out]);
    expect(again.code).toBe(0);
    expect(outcomes(again.stdout)).toEqual({ ran: [], skipped: names });
    expect(summary(again.stdout)).toMatchObject({ ran: 0, skipped: 3, failed: 0 });
    expect(names.map((name) => statSync(join(out, `${name}.json`)).mtimeMs)).toEqual(written);

    // Shards from a Slurm array or a Kubernetes Indexed Job see the same results (and skip them too).
    const slurm = await bodyplan(['batch', join(dir, 'jobs.json'), '--out-dir', out], { SLURM_ARRAY_TASK_ID: '1', BODYPLAN_SHARD_COUNT: '2' });
    expect(slurm.code).toBe(0);
    expect(summary(slurm.stdout)).toEqual({ shard: '1/2', of: 1, total: 3, ran: 0, skipped: 1, failed: 0 });
    expect(outcomes(slurm.stdout).skipped).toEqual(['job-1']);
    const indexed = await bodyplan(['batch', join(dir, 'jobs.json'), '--out-dir', out], { JOB_COMPLETION_INDEX: '0', BODYPLAN_SHARD_COUNT: '2' });
    expect(indexed.code).toBe(0);
    expect(outcomes(indexed.stdout).skipped).toEqual(['job-0', 'job-2']);

    const now = new Date();
    utimesSync(join(dir, 'job-1.targets.json'), now, now);
    const touched = await bodyplan(['batch', join(dir, 'jobs.json'), '--out-dir', out]);
    expect(touched.code).toBe(0);
    // Freshness is by content, not modification time: the same content is the same job.
    expect(outcomes(touched.stdout)).toEqual({ ran: [], skipped: names });
    expect(statSync(join(out, 'job-1.json')).mtimeMs).toBe(written[1]!);

    // --force runs the shard's jobs even when up to date.
    const forced = await bodyplan(['batch', join(dir, 'jobs.json'), '--out-dir', out, '--shard', '0/3', '--force']);
    expect(outcomes(forced.stdout)).toEqual({ ran: ['job-0'], skipped: [] });
  }, 180_000);

  it('a failing job is one located line with its name; the others still run; exit 3 (bad input only); no partial or temporary file, an older result kept', async () => {
    const { dir, names } = batchFolder(3);
    const out = join(dir, 'results');
    // job-1's recording has the wrong number of keypoints for its plan: ik refuses it after starting.
    writeFileSync(join(dir, 'job-1.targets.json'), JSON.stringify({ frames: [[[0, 0, 0]]] }));
    const jobsFile = join(dir, 'jobs.json');
    const first = await bodyplan(['batch', jobsFile, '--out-dir', out]);
    // 3: only bad inputs failed (retrying would fail the same way).
    expect(first.code).toBe(3);
    expect(outcomes(first.stdout).ran).toEqual(['job-0', 'job-2']);
    expect(summary(first.stdout)).toEqual({ shard: '0/1', of: 3, total: 3, ran: 2, skipped: 0, failed: 1 });
    const errorLines = first.stderr.trimEnd().split('\n');
    expect(errorLines).toHaveLength(1);
    // Located in the jobs file (the job's "targets" field, line:column), with the job's index and name, then ik's own message.
    const jobsText = readFileSync(jobsFile, 'utf8');
    const targetsAt = jobsText.indexOf('"targets"', jobsText.indexOf('"job-1"'));
    const line = jobsText.slice(0, targetsAt).split('\n').length;
    expect(errorLines[0]).toMatch(new RegExp(`^bodyplan batch: ${jobsFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:${line}:\\d+: job 1 \\("job-1"\\) failed \\(bad input\\): bodyplan ik: --targets `));
    expect(resultFiles(out)).toEqual(['job-0.json', 'job-2.json']);

    // A stale result of the failing job is neither replaced by a partial one nor removed.
    writeFileSync(join(out, 'job-1.json'), 'older result');
    utimesSync(join(out, 'job-1.json'), new Date(2000, 0, 1), new Date(2000, 0, 1));
    const second = await bodyplan(['batch', jobsFile, '--out-dir', out]);
    expect(second.code).toBe(3);
    expect(summary(second.stdout)).toMatchObject({ ran: 0, skipped: 2, failed: 1 });
    expect(readFileSync(join(out, 'job-1.json'), 'utf8')).toBe('older result');
    expect(resultFiles(out)).toEqual(names.map((name) => `${name}.json`));
  }, 180_000);

  it('a bad jobs file or option is refused before anything runs (exit 2, nothing written)', async () => {
    const { dir } = batchFolder(1);
    writeFileSync(join(dir, 'dup.json'), '{"jobs": [\n {"name": "a", "plan": "p", "targets": "t"},\n {"name": "a", "plan": "p", "targets": "t"}\n]}');
    const duplicate = await bodyplan(['batch', join(dir, 'dup.json'), '--out-dir', join(dir, 'out')]);
    expect(duplicate.code).toBe(2);
    expect(duplicate.stderr).toBe(`bodyplan batch: ${join(dir, 'dup.json')}:3:11: job 1 ("a"): the name is already used by job 0 ("a"); each job needs its own result file\n`);
    const shard = await bodyplan(['batch', join(dir, 'jobs.json'), '--out-dir', join(dir, 'out'), '--shard', '3/3']);
    expect(shard.code).toBe(2);
    expect(shard.stderr).toContain('shard 3 does not exist among 3');
    const noOut = await bodyplan(['batch', join(dir, 'jobs.json')]);
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toContain('--out-dir <dir> is required');
    expect(readdirSync(dir)).not.toContain('out');
  }, 60_000);

  it('three shards run as three processes at once run every job exactly once, with the results of one unsharded run', async () => {
    const { dir, names } = batchFolder(7);
    const jobsFile = join(dir, 'jobs.json');
    const sharded = join(dir, 'sharded');
    const runs = await Promise.all([0, 1, 2].map((k) => bodyplan(['batch', jobsFile, '--out-dir', sharded, '--shard', `${k}/3`])));
    const ranPerShard = runs.map((run) => {
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      return outcomes(run.stdout).ran;
    });
    runs.forEach((run, k) => expect(summary(run.stdout)).toMatchObject({ shard: `${k}/3`, total: 7, skipped: 0, failed: 0, ran: ranPerShard[k]!.length }));
    expect(ranPerShard.map((ran) => ran.length)).toEqual([3, 2, 2]);
    // Each name in exactly one shard's "ran" list: every job ran, none twice.
    expect(ranPerShard.flat().sort()).toEqual(names);

    const single = join(dir, 'single');
    const one = await bodyplan(['batch', jobsFile, '--out-dir', single]);
    expect(one.code).toBe(0);
    expect(summary(one.stdout)).toMatchObject({ ran: 7, skipped: 0, failed: 0 });
    expect(resultFiles(sharded)).toEqual(names.map((name) => `${name}.json`));
    expect(results(sharded)).toEqual(results(single));
  }, 300_000);

  it('SIGTERM (a time limit, an eviction) stops the running job: exit 143, no result, no temporary file, the rest not started', async () => {
    const { dir } = batchFolder(2);
    // job-0 solves 1,000 frames at 100,000 iterations each (minutes): it is still running when stopped.
    const slowFrames = Array.from({ length: 1000 }, () => [[0, 0, 0], [0.2, 0.1, 0], [0.3, 0.3, 0]]);
    writeFileSync(join(dir, 'job-0.targets.json'), JSON.stringify({ frames: slowFrames }));
    const jobs = JSON.parse(readFileSync(join(dir, 'jobs.json'), 'utf8')) as { jobs: Record<string, unknown>[] };
    Object.assign(jobs.jobs[0]!, { iterations: 100000, tolerance: 0 });
    writeFileSync(join(dir, 'jobs.json'), JSON.stringify(jobs));
    const out = join(dir, 'results');
    const batch = started(['batch', join(dir, 'jobs.json'), '--out-dir', out]);
    await until(() => existsSync(out) && readdirSync(out).some((file) => file.endsWith('.tmp')), 60_000);
    batch.child.kill('SIGTERM');
    const run = await batch.done;
    expect(run.code).toBe(143);
    expect(run.stdout).toMatch(/: 0 ran, 0 skipped, 0 failed; stopped by SIGTERM: 1 interrupted, 1 not started$/m);
    expect(run.stderr).toMatch(/job 0 \("job-0"\) interrupted by SIGTERM; no result written/);
    // No temporary file, and the claim released.
    expect(readdirSync(out)).toEqual([]);
    const summaryLines = readFileSync(join(dir, 'batch-summary.jsonl'), 'utf8').trimEnd().split('\n');
    expect(summaryLines).toHaveLength(1);
    expect(JSON.parse(summaryLines[0]!)).toMatchObject({
      exitCode: 143,
      stoppedBy: 'SIGTERM',
      jobs: [
        { name: 'job-0', outcome: 'interrupted', signal: 'SIGTERM' },
        { name: 'job-1', outcome: 'not started' },
      ],
    });
    const status = await bodyplan(['batch', join(dir, 'jobs.json'), '--out-dir', out, '--status']);
    expect(status.stdout).toMatch(/^pending "job-0" \(job 0\): no result yet; interrupted by SIGTERM in .+$/m);

    // A rerun (the slow job made quick) completes both; the summary gains a line, the first is kept.
    Object.assign(jobs.jobs[0]!, { iterations: 5, tolerance: 1e-6 });
    writeFileSync(join(dir, 'jobs.json'), JSON.stringify(jobs));
    const rerun = await bodyplan(['batch', join(dir, 'jobs.json'), '--out-dir', out]);
    expect(rerun.code).toBe(0);
    expect(outcomes(rerun.stdout).ran).toEqual(['job-0', 'job-1']);
    expect(readFileSync(join(dir, 'batch-summary.jsonl'), 'utf8').trimEnd().split('\n')).toEqual([summaryLines[0], expect.stringContaining('"exitCode":0')]);
  }, 180_000);
});
