import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { execFileSync } from 'node:child_process';

/** The programs a single-node cluster needs: the daemons and the commands the test runs. */
const PROGRAMS = ['munged', 'slurmctld', 'slurmd', 'sbatch', 'squeue', 'scontrol', 'scancel', 'sinfo'] as const;
export type SlurmProgram = (typeof PROGRAMS)[number];
export type SlurmPrograms = Record<SlurmProgram, string>;

/** Not available: `skip` when the test may be skipped (not root, so it could not install Slurm), else it fails. */
export type SlurmAvailability = { ok: true; programs: SlurmPrograms; installedNow: boolean } | { ok: false; skip: boolean; reason: string };

/** Daemons live in sbin, which a non-login root shell (CI) may not have on its PATH. */
function searchPath(): string[] {
  return [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/sbin', '/usr/bin'].filter((dir) => dir !== '');
}

function findProgram(name: string): string | null {
  for (const dir of searchPath()) {
    const path = join(dir, name);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not in this folder
    }
  }
  return null;
}

function findAll(): { programs: Partial<SlurmPrograms>; missing: SlurmProgram[] } {
  const programs: Partial<SlurmPrograms> = {};
  const missing: SlurmProgram[] = [];
  for (const name of PROGRAMS) {
    const path = findProgram(name);
    if (path === null) missing.push(name);
    else programs[name] = path;
  }
  return { programs, missing };
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Finds Slurm and MUNGE, or installs Debian's `slurm-wlm` and `munge` when we are root with apt-get
 * (a fresh CI machine has neither, and nothing installed by hand survives there), as
 * scripts/ensure-chromium.mjs does for Chromium. Otherwise says what is missing and how to get it.
 */
export function ensureSlurm(log: (line: string) => void): SlurmAvailability {
  const first = findAll();
  if (first.missing.length === 0) return { ok: true, programs: first.programs as SlurmPrograms, installedNow: false };
  const hasAptGet = findProgram('apt-get') !== null;
  if (!isRoot() || !hasAptGet) {
    return {
      ok: false,
      skip: !isRoot(),
      reason:
        `Slurm is not installed (${first.missing.join(', ')} not found) and this test installs it only as root with apt-get ` +
        `(${isRoot() ? 'apt-get was not found' : 'not root'}). Install it, then run npm run test:slurm again: sudo apt-get install slurm-wlm munge`,
    };
  }
  log(`slurm: ${first.missing.join(', ')} not found: installing Debian's slurm-wlm and munge with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'slurm-wlm', 'munge'], { stdio: 'inherit', env });
  const second = findAll();
  if (second.missing.length > 0) return { ok: false, skip: false, reason: `apt-get installed slurm-wlm and munge, but ${second.missing.join(', ')} are still not found` };
  return { ok: true, programs: second.programs as SlurmPrograms, installedNow: true };
}
