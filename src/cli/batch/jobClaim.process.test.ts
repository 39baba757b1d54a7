import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimJob, claimPathOf, currentClaim, type ClaimOwner } from './jobClaim.ts';

const LEASE_MS = 60_000;
const freshResult = () => join(mkdtempSync(join(tmpdir(), 'bodyplan-claim-')), 'job.json');

/** The pid of a process that has ended: a claim of a batch that was killed. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

function writeClaim(result: string, owner: Partial<ClaimOwner>): void {
  writeFileSync(claimPathOf(result), JSON.stringify({ host: hostname(), pid: process.pid, task: 'other task', token: 'abc', since: '2026-01-01T00:00:00.000Z', ...owner }));
}

describe('claimJob', () => {
  it('one claim at a time: the second attempt names the holder; released, the job can be claimed again; no private file left', () => {
    const result = freshResult();
    const first = claimJob(result, 'task A', LEASE_MS);
    expect(first.held).toBe(true);
    const second = claimJob(result, 'task B', LEASE_MS);
    expect(second).toMatchObject({ held: false, owner: { task: 'task A', pid: process.pid, host: hostname() } });
    if (first.held) first.claim.release();
    expect(existsSync(claimPathOf(result))).toBe(false);
    const third = claimJob(result, 'task B', LEASE_MS);
    expect(third.held).toBe(true);
    expect(readdirSync(join(result, '..'))).toEqual(['job.json.claim']);
    if (third.held) third.claim.release();
  });

  it('takes over the claim of a process that has ended on this host, and says whose', () => {
    const result = freshResult();
    const dead = endedPid();
    writeClaim(result, { pid: dead, task: 'slurm job 77_1 on node (pid 1)' });
    const attempt = claimJob(result, 'task B', LEASE_MS);
    expect(attempt.held).toBe(true);
    if (!attempt.held) return;
    expect(attempt.claim.tookOverFrom).toEqual({ owner: expect.objectContaining({ task: 'slurm job 77_1 on node (pid 1)' }), why: `its process ${dead} on ${hostname()} has ended` });
    expect(JSON.parse(readFileSync(claimPathOf(result), 'utf8'))).toMatchObject({ task: 'task B', pid: process.pid });
    attempt.claim.release();
  });

  it('a claim from another host is held until its lease runs out, then taken over; --status sees it stale', () => {
    const result = freshResult();
    writeClaim(result, { host: 'some-other-node', pid: 1 });
    expect(claimJob(result, 'task B', LEASE_MS)).toMatchObject({ held: false, owner: { host: 'some-other-node' } });
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(claimPathOf(result), twoMinutesAgo, twoMinutesAgo);
    expect(currentClaim(result, LEASE_MS)?.stale).toMatch(/^not renewed for 12\d s \(the lease is 60 s\)$/);
    const attempt = claimJob(result, 'task B', LEASE_MS);
    expect(attempt.held).toBe(true);
    if (attempt.held) attempt.claim.release();
  });

  it('releasing never removes a claim that another batch took over meanwhile', () => {
    const result = freshResult();
    const mine = claimJob(result, 'task A', LEASE_MS);
    expect(mine.held).toBe(true);
    // Another batch judged it stale and replaced it with its own.
    writeClaim(result, { host: 'some-other-node', token: 'theirs' });
    if (mine.held) mine.claim.release();
    expect(JSON.parse(readFileSync(claimPathOf(result), 'utf8'))).toMatchObject({ token: 'theirs' });
  });

  it('while one taker replaces a stale claim (its .takeover file exists), another counts the job as claimed', () => {
    const result = freshResult();
    writeClaim(result, { pid: endedPid() });
    writeFileSync(`${claimPathOf(result)}.takeover`, '');
    expect(claimJob(result, 'task B', LEASE_MS).held).toBe(false);
  });
});
