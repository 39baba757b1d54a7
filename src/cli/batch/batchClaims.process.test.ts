import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchFolder, bodyplan, outcomes } from './batchTesting.ts';

interface RunLine {
  task: string;
  exitCode: number;
  jobs: { name: string; outcome: string; reason?: string; cause?: string }[];
}

const summaryRuns = (dir: string) => readFileSync(join(dir, 'batch-summary.jsonl'), 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as RunLine);

describe('bodyplan batch: claims, --status and exit codes', () => {
  it('two batches started at once on one folder solve each job exactly once; a claim left by a killed batch is taken over', async () => {
    const { dir, names } = batchFolder(6);
    const jobsFile = join(dir, 'jobs.json');
    const out = join(dir, 'results');
    mkdirSync(out);
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(join(out, 'job-0.json.claim'), JSON.stringify({ host: hostname(), pid: deadPid, task: 'killed batch', token: 'old', since: '2026-01-01T00:00:00.000Z' }));

    const runs = await Promise.all([0, 1].map(() => bodyplan(['batch', jobsFile, '--out-dir', out])));
    const ran = runs.map((run) => outcomes(run.stdout).ran);
    runs.forEach((run) => expect(run.code, run.stderr).toBe(0));
    // Each job in exactly one batch's "ran" list; the other batch skipped it (claimed, or already done).
    expect(ran.flat().sort()).toEqual(names);
    expect(runs.map((run) => run.stderr).join('')).toMatch(new RegExp(`^bodyplan batch: job 0 \\("job-0"\\): took over the stale claim of killed batch since 2026-01-01T00:00:00.000Z: its process ${deadPid} on .+ has ended$`, 'm'));
    const lines = summaryRuns(dir);
    expect(lines).toHaveLength(2);
    expect(lines.flatMap((line) => line.jobs.filter((job) => job.outcome === 'ran').map((job) => job.name)).sort()).toEqual(names);
    // Claims are released; only results and their records remain.
    expect(readdirSync(out).sort()).toEqual(names.flatMap((name) => [`${name}.json`, `${name}.json.record`]));
    console.log(`two batches at once: ${ran.map((list) => list.length).join(' + ')} jobs ran`);
  }, 300_000);

  it('--status lists done, failed (reason, cause, task), running and pending; a broken run exits 1, bad inputs alone 3', async () => {
    const { dir } = batchFolder(4);
    const jobsFile = join(dir, 'jobs.json');
    const out = join(dir, 'results');
    mkdirSync(out);
    // job-1: a recording that does not fit its plan (bad input); job-2: its result path is taken by a folder (the run breaks).
    writeFileSync(join(dir, 'job-1.targets.json'), JSON.stringify({ frames: [[[0, 0, 0]]] }));
    mkdirSync(join(out, 'job-2.json'));
    const run = await bodyplan(['batch', jobsFile, '--out-dir', out, '--workers', '2']);
    expect(run.code).toBe(1);
    expect(outcomes(run.stdout).ran.sort()).toEqual(['job-0', 'job-3']);
    expect(run.stderr).toMatch(/job 1 \("job-1"\) failed \(bad input\): bodyplan ik: --targets /);
    expect(run.stderr).toMatch(/job 2 \("job-2"\) failed \(run broke\): .*job-2\.json/);
    const [line] = summaryRuns(dir);
    expect(line!.exitCode).toBe(1);
    expect(line!.jobs.filter((job) => job.outcome === 'failed').map(({ name, cause }) => ({ name, cause }))).toEqual([
      { name: 'job-1', cause: 'bad input' },
      { name: 'job-2', cause: 'run broke' },
    ]);

    // A live claim on job-2 (this test's own process), and job-0's recording changed since it ran.
    writeFileSync(join(out, 'job-2.json.claim'), JSON.stringify({ host: hostname(), pid: process.pid, task: 'second terminal', token: 't', since: '2026-11-29T06:00:00.000Z' }));
    const recording0 = join(dir, 'job-0.targets.json');
    const frames0 = (JSON.parse(readFileSync(recording0, 'utf8')) as { frames: number[][][] }).frames;
    frames0[0]![1]![0]! += 0.001;
    writeFileSync(recording0, JSON.stringify({ frames: frames0 }));
    const status = await bodyplan(['batch', jobsFile, '--out-dir', out, '--status']);
    expect(status.code).toBe(0);
    const statusLines = status.stdout.trimEnd().split('\n');
    expect(statusLines[0]).toBe(`bodyplan batch --status: ${jobsFile} into ${out}: 4 jobs: 1 done, 1 failed, 1 running, 1 pending`);
    expect(statusLines.slice(1)).toEqual([
      'pending "job-0" (job 0): input changed: ../job-0.targets.json',
      expect.stringMatching(new RegExp(`^failed  "job-1" \\(job 1\\): bodyplan ik: --targets .* \\(bad input; tried by ${line!.task.replace(/[()]/g, '\\$&')}, ended .+\\)$`)),
      'running "job-2" (job 2): claimed by second terminal since 2026-11-29T06:00:00.000Z',
      'done    "job-3" (job 3)',
    ]);
    console.log(status.stdout);

    // Only the bad input left (the folder gone, the claim released): exit 3, which a cluster does not retry.
    for (const file of readdirSync(out).filter((name) => name.startsWith('job-2.json'))) rmSync(join(out, file), { recursive: true });
    const again = await bodyplan(['batch', jobsFile, '--out-dir', out]);
    expect(again.code).toBe(3);
    expect(outcomes(again.stdout).ran.sort()).toEqual(['job-0', 'job-2']);
  }, 300_000);
});
