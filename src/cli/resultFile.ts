import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { writeAtomically } from './atomicWrite.ts';
import { UsageError } from './io.ts';
import { writeOut } from './output.ts';
import { writeAllSync, writeFailureReason } from './writeFailure.ts';

/** How a written result is checked before it takes its name: JSON must parse, anything must be whole. */
export type ResultFormat = 'json' | 'text';

/**
 * Said of a piece of a JSON result that its maker has already parsed: a non-empty list of JSON
 * values with commas between them, standing inside an array (`bodyplan ik`'s frame lines). The
 * written file's JSON check parses the rest of the file with that piece as one value, instead of
 * parsing it again; the bytes on disk are still compared with every piece.
 */
export const VALUES_CHECKED = 'values checked';
export type PieceWrite = (piece: string | Uint8Array, checked?: typeof VALUES_CHECKED) => Promise<void>;

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
export async function writeResultInPieces(path: string | undefined, format: ResultFormat, produce: (write: PieceWrite) => Promise<void>): Promise<void> {
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

async function writeResultFileInPieces(path: string, format: ResultFormat, produce: (write: PieceWrite) => Promise<void>): Promise<void> {
  const existing = statSync(path, { throwIfNoEntry: false }) ?? null;
  try {
    const target = existing === null ? path : realpathSync(path);
    // A device or FIFO (-o /dev/stdout, a named pipe) cannot be replaced by a rename, and must not be:
    // the bytes go straight to it, checked by the write itself.
    if (existing?.isFile() === false) return await writeIntoSpecialFile(target, produce);
    await writeAtomically(target, async (fd, temporary) => {
      const pieces: WrittenPiece[] = [];
      await produceApart((piece, checked) => {
        const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
        writeAllSync(fd, bytes);
        pieces.push({ bytes, checked: checked === VALUES_CHECKED });
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

/** A piece as written, and whether its maker parsed it (VALUES_CHECKED). */
interface WrittenPiece {
  bytes: Uint8Array;
  checked: boolean;
}

/**
 * The file on disk is exactly what was meant, and (for JSON) parses: a check against our own bugs
 * too. A piece its maker parsed stands as one value (`0`) in the text parsed here: a list of values
 * inside an array is valid exactly where one value is.
 */
function checkWritten(fd: number, temporary: string, pieces: WrittenPiece[], format: ResultFormat): void {
  const size = fstatSync(fd).size;
  const meant = pieces.reduce((sum, piece) => sum + piece.bytes.length, 0);
  if (size !== meant) throw new Error(`the file holds ${size.toLocaleString('en-US')} of ${meant.toLocaleString('en-US')} bytes`);
  const stored = readFileSync(temporary);
  let at = 0;
  for (const { bytes } of pieces) {
    if (!stored.subarray(at, at + bytes.length).equals(bytes)) throw new Error('the bytes read back differ from those written');
    at += bytes.length;
  }
  if (format === 'json') {
    try {
      const text = pieces.some((piece) => piece.checked) ? pieces.map((piece) => (piece.checked ? '0' : Buffer.from(piece.bytes.buffer, piece.bytes.byteOffset, piece.bytes.length).toString('utf8'))).join('') : stored.toString('utf8');
      JSON.parse(text);
    } catch (error) {
      throw new Error(`the result is not valid JSON (${(error as Error).message}); please report this`, { cause: error });
    }
  }
}

async function writeIntoSpecialFile(target: string, produce: (write: PieceWrite) => Promise<void>): Promise<void> {
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
async function produceApart(write: (piece: string | Uint8Array, checked?: typeof VALUES_CHECKED) => void, produce: (write: PieceWrite) => Promise<void>): Promise<void> {
  try {
    await produce((piece, checked) => {
      try {
        write(piece, checked);
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
