import { readFileSync } from 'node:fs';

/** Raised for bad command lines and unreadable files: the CLI prints the message and exits 2. */
export class UsageError extends Error {}

/**
 * Reads a UTF-8 text file (a leading byte order mark is dropped, as editors do).
 * Throws UsageError with a message a person understands when the file cannot be read.
 */
export function readTextFile(path: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file'
      : code === 'EISDIR' ? 'it is a directory'
        : code === 'EACCES' ? 'permission denied'
          : (error as Error).message;
    throw new UsageError(`cannot read "${path}": ${reason}`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError(`cannot read "${path}": it is not UTF-8 text`);
  }
}
