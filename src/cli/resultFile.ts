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
 * Writes a result produced in pieces, in order, as each is ready (`produce` hands them to `write`),
 * so that writing overlaps making the rest (`bodyplan ik --workers`): to stdout piece by piece, or
 * to `path` whole or not at all, checked as writeResultFile checks a whole text.
 */
export async function writeResultInPieces(path: string | undefined, format: ResultFormat, produce: (write: (piece: string | Uint8Array) => Promise<void>) => Promise<void>): Promise<void> {
  if (path === undefined) await produce(writeOut);
  else await writeResultFileInPieces(path, format, produce);
}

/**
 * Makes `path` hold `text` whole, or leaves it as it was: the bytes go to a hidden temporary file
 * beside it, are flushed to disk, read back and compared (and parsed, for JSON), and only then
 * renamed over `path`. Any failure (a full disk, a quota, a missing folder) removes the temporary
 * file and is a UsageError (exit 2) saying why and that nothing was written.
 */
export function writeResultFile(path: string, text: string, format: ResultFormat): Promise<void> {
  return writeResultFileInPieces(path, format, (write) => write(text));
}

async function writeResultFileInPieces(path: string, format: ResultFormat, produce: (write: (piece: string | Uint8Array) => Promise<void>) => Promise<void>): Promise<void> {
  const existing = statSync(path, { throwIfNoEntry: false }) ?? null;
  try {
    const target = existing === null ? path : realpathSync(path);
    // A device or FIFO (-o /dev/stdout, a named pipe) cannot be replaced by a rename, and must not be:
    // the bytes go straight to it, checked by the write itself.
    if (existing?.isFile() === false) return await writeIntoSpecialFile(target, produce);
    await writeAtomically(target, async (fd, temporary) => {
      const pieces: Uint8Array[] = [];
      await produceApart((piece) => {
        const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
        writeAllSync(fd, bytes);
        pieces.push(bytes);
      }, produce);
      checkWritten(fd, temporary, pieces, format);
      return true;
    });
  } catch (error) {
    // The command's own error while making the pieces (not a write's) is passed on as it is.
    if (error instanceof ProduceFailure) throw error.cause;
    const left = existing === null ? '; nothing was written' : existing.isFile() ? '; the existing file was left as it was' : '';
    throw new UsageError(`cannot write "${path}": ${writeFailureReason(error)}${left}`, { cause: error });
  }
}

/** The file on disk is exactly what was meant, and (for JSON) parses: a check against our own bugs too. */
function checkWritten(fd: number, temporary: string, pieces: Uint8Array[], format: ResultFormat): void {
  const size = fstatSync(fd).size;
  const meant = pieces.reduce((sum, piece) => sum + piece.length, 0);
  if (size !== meant) throw new Error(`the file holds ${size.toLocaleString('en-US')} of ${meant.toLocaleString('en-US')} bytes`);
  const stored = readFileSync(temporary);
  let at = 0;
  for (const piece of pieces) {
    if (!stored.subarray(at, at + piece.length).equals(piece)) throw new Error('the bytes read back differ from those written');
    at += piece.length;
  }
  if (format === 'json') {
    try {
      JSON.parse(stored.toString('utf8'));
    } catch (error) {
      throw new Error(`the result is not valid JSON (${(error as Error).message}); please report this`, { cause: error });
    }
  }
}

async function writeIntoSpecialFile(target: string, produce: (write: (piece: string | Uint8Array) => Promise<void>) => Promise<void>): Promise<void> {
  const fd = openSync(target, constants.O_WRONLY);
  try {
    await produceApart((piece) => writeAllSync(fd, typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece), produce);
  } finally {
    closeSync(fd);
  }
}

/** A write of a piece failed (the reason is its cause). */
class WriteFailure extends Error {}
/** Making the pieces failed, not writing them (the command's own error is the cause). */
class ProduceFailure extends Error {}

/** Runs `produce` with `write`, telling apart its own failures (ProduceFailure) from the writes' (thrown as they are). */
async function produceApart(write: (piece: string | Uint8Array) => void, produce: (write: (piece: string | Uint8Array) => Promise<void>) => Promise<void>): Promise<void> {
  try {
    await produce((piece) => {
      try {
        write(piece);
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(new WriteFailure('write failed', { cause: error }));
      }
    });
  } catch (error) {
    if (error instanceof WriteFailure) throw error.cause;
    throw new ProduceFailure('making the result failed', { cause: error });
  }
}
