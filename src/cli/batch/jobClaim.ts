import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Who holds a job: written into `<name>.json.claim` beside the job's result while it runs, so that
 * two batches on one folder (a resubmitted array, a second terminal) split the work instead of each
 * solving every job.
 */
export interface ClaimOwner {
  host: string;
  pid: number;
  /** The task that runs it (Slurm job and array task, Kubernetes index, or host and pid), for --status and the summary. */
  task: string;
  /** Tells this claim from a later one by the same process, so a process never removes a claim it no longer holds. */
  token: string;
  since: string;
}

export interface HeldClaim {
  /** The previous owner when its claim was stale and taken over, else null. */
  tookOverFrom: { owner: ClaimOwner | null; why: string } | null;
  release: () => void;
}

/** Either this process now holds the job, or someone else does (owner null: their claim is unreadable). */
export type ClaimAttempt = { held: true; claim: HeldClaim } | { held: false; owner: ClaimOwner | null };

export const claimPathOf = (result: string): string => `${result}.claim`;

/**
 * Tries to claim the job whose result is `result`. The claim appears whole and atomically: it is
 * written to a private file and hard-linked to its name, which fails if the name exists (also on NFS,
 * unlike O_EXCL on old clients). A claim is stale when its process is gone (same host) or when it was
 * not renewed for `leaseMs` (a held claim is touched every quarter lease, so only a dead or cut-off
 * owner's claim ages); a stale claim is taken over, one taker at a time (see takeOver).
 */
export function claimJob(result: string, task: string, leaseMs: number): ClaimAttempt {
  const path = claimPathOf(result);
  const owner: ClaimOwner = { host: hostname(), pid: process.pid, task, token: randomBytes(8).toString('hex'), since: new Date().toISOString() };
  if (createClaim(path, owner)) return { held: true, claim: holding(path, owner, null, leaseMs) };
  const current = readClaim(path);
  if (current === 'gone') return createClaim(path, owner) ? { held: true, claim: holding(path, owner, null, leaseMs) } : { held: false, owner: ownerOrNull(readClaim(path)) };
  const why = staleness(current, leaseMs);
  if (why === null) return { held: false, owner: current.owner };
  return takeOver(path, current, owner, why, leaseMs);
}

/** Whether a claim file is held now, and by whom; for --status. */
export function currentClaim(result: string, leaseMs: number): { owner: ClaimOwner | null; stale: string | null } | null {
  const current = readClaim(claimPathOf(result));
  if (current === 'gone') return null;
  return { owner: current.owner, stale: staleness(current, leaseMs) };
}

interface ClaimFile {
  owner: ClaimOwner | null;
  text: string;
  renewedMs: number;
}

function createClaim(path: string, owner: ClaimOwner): boolean {
  const privatePath = `${path}.${owner.pid}-${owner.token}.new`;
  writeFileSync(privatePath, `${JSON.stringify(owner)}\n`, { flag: 'wx' });
  try {
    linkSync(privatePath, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(privatePath, { force: true });
  }
}

/**
 * Removes a stale claim and claims the job. Two batches may find the same claim stale at once: a
 * `.takeover` file taken with O_EXCL lets one of them through, which checks the claim is still the
 * stale one it read (not a fresh claim made meanwhile) before removing it. The other one counts the
 * job as claimed. A `.takeover` older than a minute was left by a taker that died and is removed.
 */
function takeOver(path: string, stale: ClaimFile, owner: ClaimOwner, why: string, leaseMs: number): ClaimAttempt {
  const lock = `${path}.takeover`;
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (Date.now() - (mtimeMs(lock) ?? Date.now()) > 60_000) rmSync(lock, { force: true });
    return { held: false, owner: stale.owner };
  }
  try {
    const again = readClaim(path);
    if (again !== 'gone' && again.text !== stale.text) return { held: false, owner: again.owner };
    if (again !== 'gone') unlinkSync(path);
    return createClaim(path, owner) ? { held: true, claim: holding(path, owner, { owner: stale.owner, why }, leaseMs) } : { held: false, owner: ownerOrNull(readClaim(path)) };
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}

/** A claim this process holds: renewed every quarter lease while held; released only if still ours. */
function holding(path: string, owner: ClaimOwner, tookOverFrom: HeldClaim['tookOverFrom'], leaseMs: number): HeldClaim {
  const ours = () => {
    const current = readClaim(path);
    return current !== 'gone' && current.owner?.token === owner.token;
  };
  const renew = setInterval(() => {
    try {
      if (ours()) utimesSync(path, new Date(), new Date());
    } catch {
      // A renewal that fails (a network file system hiccup) is retried at the next tick.
    }
  }, Math.max(leaseMs / 4, 1000));
  renew.unref();
  return {
    tookOverFrom,
    release: () => {
      clearInterval(renew);
      if (ours()) rmSync(path, { force: true });
    },
  };
}

/** Why a claim no longer holds the job, or null while it does. */
function staleness(claim: ClaimFile, leaseMs: number): string | null {
  const owner = claim.owner;
  if (owner !== null && owner.host === hostname() && owner.pid !== process.pid && !isRunning(owner.pid)) return `its process ${owner.pid} on ${owner.host} has ended`;
  const age = Date.now() - claim.renewedMs;
  if (age > leaseMs) return `not renewed for ${Math.round(age / 1000)} s (the lease is ${Math.round(leaseMs / 1000)} s)`;
  return null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readClaim(path: string): ClaimFile | 'gone' {
  let text: string;
  let renewedMs: number;
  try {
    renewedMs = statSync(path).mtimeMs;
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  return { owner: parseOwner(text), text, renewedMs };
}

function parseOwner(text: string): ClaimOwner | null {
  try {
    const value = JSON.parse(text) as Partial<ClaimOwner>;
    const complete = typeof value.host === 'string' && Number.isSafeInteger(value.pid) && typeof value.task === 'string' && typeof value.token === 'string' && typeof value.since === 'string';
    return complete ? (value as ClaimOwner) : null;
  } catch {
    return null;
  }
}

const ownerOrNull = (claim: ClaimFile | 'gone'): ClaimOwner | null => (claim === 'gone' ? null : claim.owner);

function mtimeMs(path: string): number | null {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

/** How a claim's owner is named in the log, --status and the summary. */
export function describeOwner(owner: ClaimOwner | null): string {
  return owner === null ? 'another batch (its claim file is unreadable)' : `${owner.task} since ${owner.since}`;
}
