import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { writeAtomically } from './atomicWrite.ts';
import { UsageError } from './io.ts';
import { writeOut } from './output.ts';
import { writeAllSync, writeFailureReason } from './writeFailure.ts';

/** How a written result is checked before it takes its name: JSON must parse, anything must be whole. */
export type ResultFormat = 'json' | 'text';

/** `-o` / `--output`: at most one of them. */
export function outputOption(values: { o?: string; output?: string }): string | undefined {
  if (values.o !== undefined && values.output !== undefined) throw new UsageError('give -o or --output, not both');
  return values.o ?? values.output;
}

/** Writes a command's result to `path` whole or not at all (see writeResultFile), or to stdout when no path is given. */
export async function writeResult(text: string, path: string | undefined, format: ResultFormat): Promise<void> {
  if (path === undefined) await writeOut(text);
  else await writeResultFile(path, text, format);
}

/**
 * Makes `path` hold `text` whole, or leaves it as it was: the bytes go to a hidden temporary file
 * beside it, are flushed to disk, read back and compared (and parsed, for JSON), and only then
 * renamed over `path`. Any failure (a full disk, a quota, a missing folder) removes the temporary
 * file and is a UsageError (exit 2) saying why and that nothing was written.
 */
export async function writeResultFile(path: string, text: string, format: ResultFormat): Promise<void> {
  const existing = statSync(path, { throwIfNoEntry: false }) ?? null;
  const bytes = Buffer.from(text, 'utf8');
  try {
    const target = existing === null ? path : realpathSync(path);
    // A device or FIFO (-o /dev/stdout, a named pipe) cannot be replaced by a rename, and must not be:
    // the bytes go straight to it, checked by the write itself.
    if (existing?.isFile() === false) return writeIntoSpecialFile(target, bytes);
    await writeAtomically(target, async (fd, temporary) => {
      writeAllSync(fd, bytes);
      checkWritten(fd, temporary, bytes, format);
      return true;
    });
  } catch (error) {
    const left = existing === null ? '; nothing was written' : existing.isFile() ? '; the existing file was left as it was' : '';
    throw new UsageError(`cannot write "${path}": ${writeFailureReason(error)}${left}`, { cause: error });
  }
}

/** The file on disk is exactly what was meant, and (for JSON) parses: a check against our own bugs too. */
function checkWritten(fd: number, temporary: string, bytes: Buffer, format: ResultFormat): void {
  const size = fstatSync(fd).size;
  if (size !== bytes.length) throw new Error(`the file holds ${size.toLocaleString('en-US')} of ${bytes.length.toLocaleString('en-US')} bytes`);
  const stored = readFileSync(temporary);
  if (!stored.equals(bytes)) throw new Error('the bytes read back differ from those written');
  if (format === 'json') {
    try {
      JSON.parse(stored.toString('utf8'));
    } catch (error) {
      throw new Error(`the result is not valid JSON (${(error as Error).message}); please report this`, { cause: error });
    }
  }
}

function writeIntoSpecialFile(target: string, bytes: Buffer): void {
  const fd = openSync(target, constants.O_WRONLY);
  try {
    writeAllSync(fd, bytes);
  } finally {
    closeSync(fd);
  }
}
