import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { CappedBytes, TooLargeError } from '../cappedRead.ts';

/** Raised for bad command lines and unreadable files: the CLI prints the message and exits 2. */
export class UsageError extends Error {}

/** The largest file the CLI reads: the same 64 MB as the Studio's open dialog. */
const MAX_INPUT_BYTES = 64 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;

/**
 * Reads a UTF-8 text file (a leading byte order mark is dropped, as editors do). Only regular files
 * up to MAX_INPUT_BYTES are read: a device such as /dev/zero never ends and a FIFO without a writer
 * never answers. Throws UsageError with a one-line message a person understands otherwise, led by
 * `option` (e.g. "--dofs") when the file was named by one.
 */
export function readTextFile(path: string, option?: string): string {
  const bytes = readBinaryFile(path, option);
  const text = decodeUtf8(bytes);
  if (text === null) throw cannotRead(path, option, 'it is not UTF-8 text');
  return text;
}

/** The bytes as UTF-8 text (a leading byte order mark dropped), or null when they are not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reads a file's bytes, whatever they hold (a lab's HDF5 or C3D file as well as text), with the same
 * limits and messages as readTextFile.
 */
export function readBinaryFile(path: string, option?: string): Uint8Array {
  const cannot = (reason: string) => cannotRead(path, option, reason);
  const bytes = withFile(path, cannot, (fd) => {
    checkReadable(fstatSync(fd));
    return readAtMost(fd, MAX_INPUT_BYTES);
  });
  if (bytes === null) throw cannot(`it is over the ${megabytes(MAX_INPUT_BYTES)} limit`);
  return bytes;

  function checkReadable(stats: Stats): void {
    if (stats.isDirectory()) throw cannot('it is a directory');
    if (!stats.isFile()) throw cannot(`it is ${specialKind(stats)}, not a regular file`);
    if (stats.size > MAX_INPUT_BYTES) throw cannot(`it is ${megabytes(stats.size)}, over the ${megabytes(MAX_INPUT_BYTES)} limit`);
  }
}

function cannotRead(path: string, option: string | undefined, reason: string): UsageError {
  return new UsageError(`${option === undefined ? '' : `${option}: `}cannot read "${path}": ${reason}`);
}

/** Opens without blocking (a FIFO with no writer would wait forever), runs `read`, always closes. */
function withFile<T>(path: string, cannot: (reason: string) => UsageError, read: (fd: number) => T): T {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw cannot(openFailure(error as NodeJS.ErrnoException));
  }
  try {
    return read(fd);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw cannot((error as Error).message);
  } finally {
    closeSync(fd);
  }
}

/** The whole file, or null when it holds more than `limit` bytes (it may have grown since fstat). */
function readAtMost(fd: number, limit: number): Uint8Array | null {
  const collected = new CappedBytes(limit);
  for (;;) {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    const count = readSync(fd, chunk, 0, CHUNK_BYTES, null);
    if (count === 0) return collected.bytes();
    try {
      collected.add(chunk.subarray(0, count));
    } catch (error) {
      if (error instanceof TooLargeError) return null;
      throw error;
    }
  }
}

function openFailure(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOENT': return 'no such file';
    case 'ENOTDIR': return 'a part of the path is not a directory';
    case 'EACCES': case 'EPERM': return 'permission denied';
    case 'ENXIO': return 'it is a socket or device that cannot be opened for reading';
    case 'ELOOP': return 'too many symbolic links';
    case 'ENAMETOOLONG': return 'the path is too long';
    default: return error.message;
  }
}

function specialKind(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'a special file';
}

function megabytes(bytes: number): string {
  return `${Math.ceil(bytes / (1024 * 1024)).toLocaleString('en-US')} MB`;
}
