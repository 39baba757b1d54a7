import { closeSync, ftruncateSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTextFile, UsageError } from './io.ts';

/**
 * The CLI reads files of up to 64 MB (64 × 2^20 bytes, the Studio's open dialog's limit too). Both
 * sides of it, byte-exact: io.process.test.ts only tries a 65 MB file, which an off-by-one cannot change.
 * Sparse files (NUL bytes, valid UTF-8) so nothing is written to disk.
 */

const LIMIT = 64 * 1024 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'bodyplan-size-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sparse(name: string, bytes: number): string {
  const path = join(dir, name);
  const fd = openSync(path, 'w');
  ftruncateSync(fd, bytes);
  closeSync(fd);
  return path;
}

const refusal = (read: () => unknown): string => {
  try {
    read();
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  return 'read';
};

describe('the CLI reads input files of up to 64 MB', () => {
  it('exactly 64 MB is read whole', () => {
    const text = readTextFile(sparse('at-limit.json', LIMIT));
    expect(text.length).toBe(LIMIT);
  });

  it('one byte more is refused, saying why, for the body plan and for a file named by an option', () => {
    const path = sparse('over-limit.json', LIMIT + 1);
    expect(refusal(() => readTextFile(path))).toBe(`cannot read "${path}": it is 65 MB, over the 64 MB limit`);
    expect(refusal(() => readTextFile(path, '--targets'))).toBe(`--targets: cannot read "${path}": it is 65 MB, over the 64 MB limit`);
  });
});
