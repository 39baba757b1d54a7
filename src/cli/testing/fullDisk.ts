import { execFileSync } from 'node:child_process';
import { closeSync, ftruncateSync, fstatSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The filler's name, so that a test listing the folder can leave it out. */
export const FILLER = 'filler.bin';
const TMPFS_BYTES = 256 * 1024;

/**
 * A folder on a nearly full disk for the CLI's output: a real 256 kB tmpfs when it can be mounted
 * (as root, as in CI), else a stub of fs.writeSync in the CLI (fullDiskStub.mjs) with the same
 * effect. `kind` says which, so a test names what it ran.
 */
export interface FullDisk {
  kind: 'tmpfs' | 'write stub';
  dir: string;
  /** Leaves about `bytes` free (tmpfs counts whole 4 kB pages). */
  fill: (bytes: number) => void;
  /** Frees the space again. */
  free: () => void;
  /** The environment the CLI runs with on this disk. */
  env: () => NodeJS.ProcessEnv;
  /** Unmounts and removes everything; safe to call after a failure. */
  remove: () => void;
}

export function prepareFullDisk(prefix: string): FullDisk {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const dir = join(root, 'full');
  mkdirSync(dir);
  if (process.env.BODYPLAN_TEST_FULL_DISK !== 'stub' && tryMount(dir)) return tmpfsDisk(root, dir);
  return stubbedDisk(root, dir);
}

function tryMount(dir: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_BYTES}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function tmpfsDisk(root: string, dir: string): FullDisk {
  const filler = join(dir, FILLER);
  return {
    kind: 'tmpfs',
    dir,
    fill(bytes) {
      // Write until the file system refuses, then give back `bytes`: what is left is really free.
      const fd = openSync(filler, 'w');
      try {
        const block = Buffer.alloc(4096);
        try {
          for (;;) writeSync(fd, block);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        }
        ftruncateSync(fd, Math.max(0, fstatSync(fd).size - bytes));
      } finally {
        closeSync(fd);
      }
    },
    free: () => rmSync(filler, { force: true }),
    env: () => process.env,
    remove() {
      try {
        execFileSync('umount', [dir], { stdio: 'ignore' });
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

function stubbedDisk(root: string, dir: string): FullDisk {
  let freeBytes = Number.MAX_SAFE_INTEGER;
  const stub = pathToFileURL(join(import.meta.dirname, 'fullDiskStub.mjs')).href;
  return {
    kind: 'write stub',
    dir,
    fill: (bytes) => (freeBytes = bytes),
    free: () => (freeBytes = Number.MAX_SAFE_INTEGER),
    env: () => ({
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${stub}`.trim(),
      BODYPLAN_STUB_DIR: dir,
      BODYPLAN_STUB_FREE_BYTES: String(freeBytes),
    }),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
