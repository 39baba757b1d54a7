import { randomBytes } from 'node:crypto';
import { closeSync, constants, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Temporary files start with a dot (job names cannot) and end in .tmp, so they are told apart from results. */
function temporaryPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
}

/**
 * Makes `target` appear whole or not at all: `produce` writes into a new temporary file in the same
 * folder (so the rename cannot cross file systems), which is flushed to disk and renamed over `target`
 * only when `produce` resolves true. When it resolves false or throws, the temporary file is removed
 * and `target` is left as it was (an older result stays). A process killed mid-write leaves only a
 * hidden `.<name>.<pid>-<random>.tmp`, never a partial `target`.
 */
export async function writeAtomically(target: string, produce: (fd: number, temporaryPath: string) => Promise<boolean>): Promise<boolean> {
  const temporary = temporaryPathFor(target);
  // O_EXCL: never write into a file someone else made under this name.
  let fd: number | null = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o644);
  try {
    const keep = await produce(fd, temporary);
    if (keep) fsyncSync(fd);
    closeSync(fd);
    fd = null;
    if (!keep) return false;
    renameSync(temporary, target);
    return true;
  } finally {
    if (fd !== null) closeSync(fd);
    rmSync(temporary, { force: true });
  }
}
