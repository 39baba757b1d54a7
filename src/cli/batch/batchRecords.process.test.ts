import { existsSync, readFileSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchFolder, bodyplan, outcomes } from './batchTesting.ts';

/** Each `ran` line's reason, by job name: `ran "job-0" (job 0) in 1.2 s: <reason>`. */
function ranReasons(stdout: string): Record<string, string> {
  return Object.fromEntries([...stdout.matchAll(/^ran "([^"]+)" \(job \d+\) in [\d.]+ s: (.+)$/gm)].map((m) => [m[1]!, m[2]!]));
}

describe('bodyplan batch: a job is done only when its result is whole and matches the record of its inputs and options', () => {
  it('redoes a truncated or empty result, an input replaced by an older-dated file with other content, changed options; skips the unchanged; removes leftover temporaries', async () => {
    const { dir, names } = batchFolder(3);
    const jobsFile = join(dir, 'jobs.json');
    const out = join(dir, 'results');
    const first = await bodyplan(['batch', jobsFile, '--out-dir', out]);
    expect(first.code).toBe(0);
    expect(ranReasons(first.stdout)).toEqual({ 'job-0': 'no result yet', 'job-1': 'no result yet', 'job-2': 'no result yet' });
    const whole = names.map((name) => readFileSync(join(out, `${name}.json`), 'utf8'));
    const record = JSON.parse(readFileSync(join(out, 'job-0.json.record'), 'utf8')) as { inputs: { path: string }[]; result: { bytes: number } };
    expect(record.inputs.map((input) => input.path)).toEqual(['../planar-two-link-arm.json', '../job-0.targets.json']);
    expect(record.result.bytes).toBe(Buffer.byteLength(whole[0]!));

    // A full disk cut job-0's result in half (newer than its inputs, as the issue found it); job-1's is empty.
    truncateSync(join(out, 'job-0.json'), Math.floor(record.result.bytes / 2));
    writeFileSync(join(out, 'job-1.json'), '');
    // job-2's recording replaced by other content dated a year back (rsync -a, cp -p keep the old date).
    const targets2 = join(dir, 'job-2.targets.json');
    const recording = JSON.parse(readFileSync(targets2, 'utf8')) as { frames: number[][][] };
    writeFileSync(targets2, JSON.stringify({ frames: recording.frames.slice(0, 2) }));
    const yearAgo = new Date(Date.now() - 365 * 24 * 3600 * 1000);
    utimesSync(targets2, yearAgo, yearAgo);
    // What a batch killed mid-write leaves behind.
    const leftover = join(out, '.job-0.json.4242-0123456789ab.tmp');
    writeFileSync(leftover, '{"frames": [');

    const second = await bodyplan(['batch', jobsFile, '--out-dir', out]);
    expect(second.stderr).toBe('');
    expect(second.code).toBe(0);
    expect(ranReasons(second.stdout)).toEqual({
      'job-0': `result incomplete (${Math.floor(record.result.bytes / 2)} of ${record.result.bytes} bytes)`,
      'job-1': 'result incomplete (empty file)',
      'job-2': 'input changed: ../job-2.targets.json',
    });
    expect(readFileSync(join(out, 'job-0.json'), 'utf8')).toBe(whole[0]);
    expect(readFileSync(join(out, 'job-1.json'), 'utf8')).toBe(whole[1]);
    expect((JSON.parse(readFileSync(join(out, 'job-2.json'), 'utf8')) as { frames: unknown[] }).frames).toHaveLength(2);
    expect(existsSync(leftover)).toBe(false);

    // Changed options redo that job only.
    const jobs = JSON.parse(readFileSync(jobsFile, 'utf8')) as { jobs: Record<string, unknown>[] };
    jobs.jobs[0]!.iterations = 9;
    writeFileSync(jobsFile, JSON.stringify(jobs));
    const third = await bodyplan(['batch', jobsFile, '--out-dir', out]);
    expect(third.code).toBe(0);
    expect(ranReasons(third.stdout)).toEqual({ 'job-0': 'options changed' });
    expect(outcomes(third.stdout).skipped).toEqual(['job-1', 'job-2']);

    // Every run is a line of the summary beside the jobs file, with each job's outcome and reason.
    const runs = readFileSync(join(dir, 'batch-summary.jsonl'), 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as { exitCode: number; jobs: { name: string; outcome: string; reason?: string }[] });
    expect(runs.map((run) => run.exitCode)).toEqual([0, 0, 0]);
    expect(runs[2]!.jobs.map(({ name, outcome, reason }) => ({ name, outcome, reason }))).toEqual([
      { name: 'job-0', outcome: 'ran', reason: 'options changed' },
      { name: 'job-1', outcome: 'skipped', reason: undefined },
      { name: 'job-2', outcome: 'skipped', reason: undefined },
    ]);
  }, 300_000);
});
