import { fstatSync, fsyncSync, ftruncateSync } from 'node:fs';
import { UsageError } from './io.ts';
import { ShortWriteError, writeAllSync, writeFailureReason } from './writeFailure.ts';

/** Standard output's reader went away (`bodyplan ik … | head`): not an error worth a message. */
export class ReaderGoneError extends Error {}

/**
 * Writes to stdout and waits until it is flushed, so large outputs are never cut off at exit. When
 * stdout is a regular file (`bodyplan ik … > out.json`), the write is checked (see writeToFile);
 * a pipe or terminal goes through Node's stream.
 */
export function writeOut(text: string | Uint8Array): Promise<void> {
  if (text.length === 0) return Promise.resolve();
  if (jobOutput !== null) return writeToFile(jobOutput.fd, jobOutput.file, text);
  const file = stdoutFile();
  if (file !== null) return writeToFile(1, file, text);
  return write(process.stdout, text).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'EPIPE') throw new ReaderGoneError('the reader of standard output closed it', { cause: error });
    throw new UsageError(`cannot write to standard output: ${writeFailureReason(error)}`, { cause: error });
  });
}

export function writeErr(text: string): Promise<void> {
  if (text === '') return Promise.resolve();
  if (jobOutput !== null) {
    jobOutput.err(text);
    return Promise.resolve();
  }
  return write(process.stderr, text).catch((error: unknown) => {
    throw new UsageError(`cannot write to standard error: ${writeFailureReason(error)}`, { cause: error });
  });
}

/**
 * One batch job's output inside a warm job process (batch/jobWorker.ts): what the command would
 * print on standard output goes to the job's result file, checked like a redirected stdout, and
 * what it would print on standard error to the job's collector. Null: the process's own streams.
 */
let jobOutput: { fd: number; file: StdoutFile; err: (text: string) => void } | null = null;

/** Sends writeOut to the file `fd` (empty or not) and writeErr to `err` until endJobOutput. */
export function startJobOutput(fd: number, err: (text: string) => void): void {
  jobOutput = { fd, file: { startSize: fstatSync(fd).size, written: 0 }, err };
}

export function endJobOutput(): void {
  jobOutput = null;
}

/** Where a redirected stdout file stood before this process wrote to it, and how much it wrote since. */
interface StdoutFile {
  startSize: number;
  written: number;
}

let stdoutFileState: StdoutFile | null | undefined;

/** The state of stdout when it is a regular file, else null; looked at once. */
function stdoutFile(): StdoutFile | null {
  if (stdoutFileState === undefined) {
    let stats = null;
    try {
      stats = fstatSync(1);
    } catch {
      // A closed stdout: the stream reports it on the first write.
    }
    stdoutFileState = stats?.isFile() ? { startSize: stats.size, written: 0 } : null;
  }
  return stdoutFileState;
}

/**
 * Node writes to a file stdout with fs.writeSync and ignores how much was stored, so a full disk used
 * to cut `> out.json` silently with exit 0. Here every byte is written (writeAllSync), flushed, and the
 * file's growth checked. On failure a file that was empty when the command started (what `>` makes) is
 * emptied again, so no cut result is left to be taken for a whole one; a file that held something
 * (`>>`) keeps it and the message says the end may be cut.
 */
async function writeToFile(fd: number, state: StdoutFile, text: string | Uint8Array): Promise<void> {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  try {
    writeAllSync(fd, bytes);
    state.written += bytes.length;
    fsyncSync(fd);
    const grown = fstatSync(fd).size - state.startSize;
    // Only a file this process filled from empty can be measured: `1<>file` writes inside what is there.
    if (state.startSize === 0 && grown < state.written) throw new ShortWriteError(grown, state.written);
  } catch (error) {
    const left = state.startSize === 0 && emptied(fd) ? 'the file was emptied, so no cut result is left in it' : 'its end may be cut';
    throw new UsageError(`cannot write to standard output (a file): ${writeFailureReason(error)}; ${left}`, { cause: error });
  }
}

function emptied(fd: number): boolean {
  try {
    ftruncateSync(fd, 0);
    return true;
  } catch {
    return false;
  }
}

const watched = new WeakSet<NodeJS.WriteStream>();

function write(stream: NodeJS.WriteStream, text: string | Uint8Array): Promise<void> {
  // A failed write (a full disk, a closed pipe) also emits 'error' on the stream, which would crash the
  // process with a stack trace; the write's own callback already reports it through the promise.
  if (!watched.has(stream)) {
    watched.add(stream);
    stream.on('error', () => {});
  }
  return new Promise((resolve, reject) => stream.write(text, (error) => (error ? reject(error) : resolve())));
}
