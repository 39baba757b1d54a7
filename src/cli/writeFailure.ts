import { writeSync } from 'node:fs';

/** What a failed write means to a person, by its error code; the code stays in brackets for searching. */
const REASONS: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file would be larger than this file system allows',
  EIO: 'the device reported an input/output error',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a part of the path is not a folder',
  EISDIR: 'it is a folder',
  ENAMETOOLONG: 'the path is too long',
  EPIPE: 'the reader closed it',
  EBADF: 'it is closed',
};

/** Raised when a write stored fewer bytes than asked and no error said why. */
export class ShortWriteError extends Error {
  constructor(readonly written: number, readonly expected: number) {
    super(`only ${written.toLocaleString('en-US')} of ${expected.toLocaleString('en-US')} bytes were stored`);
  }
}

/** "no space left on device (ENOSPC)" for a system error; the message itself for anything else. */
export function writeFailureReason(error: unknown): string {
  if (error instanceof ShortWriteError) return error.message;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (typeof code === 'string' && Object.hasOwn(REASONS, code)) return `${REASONS[code]} (${code})`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Writes every byte to `fd`, or throws. fs.writeSync may store only part of a buffer (a disk filling
 * up mid-write) and returns how much; Node's own file streams ignore that count, which is how a full
 * disk used to leave a cut result behind an exit code of 0. The next write after a short one reports
 * the real cause (ENOSPC); a write that stores nothing without an error is a ShortWriteError.
 */
export function writeAllSync(fd: number, bytes: Uint8Array): void {
  let at = 0;
  while (at < bytes.length) {
    const stored = writeSync(fd, bytes, at, bytes.length - at);
    if (stored <= 0) throw new ShortWriteError(at, bytes.length);
    at += stored;
  }
}
