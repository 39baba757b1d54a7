import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VALUES_CHECKED, writeResultInPieces } from './resultFile.ts';

const dir = mkdtempSync(join(tmpdir(), 'result-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeResultInPieces', () => {
  it('writes pieces its makers parsed (as values) beside the others, whole, and the file parses', async () => {
    const path = join(dir, 'angles.json');
    await writeResultInPieces(path, 'json', async (write) => {
      await write('{"fps": 30, "frames": [\n');
      await write('  {"a": 1},\n  {"a": 2}', VALUES_CHECKED);
      await write(',\n');
      await write(new TextEncoder().encode('  {"a": 3}'), VALUES_CHECKED);
      await write('\n], "suspicious": []}\n');
    });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ fps: 30, frames: [{ a: 1 }, { a: 2 }, { a: 3 }], suspicious: [] });
  });

  it('still refuses a file whose text around the checked pieces is not JSON, and leaves nothing behind', async () => {
    const path = join(dir, 'broken.json');
    const written = writeResultInPieces(path, 'json', async (write) => {
      await write('{"frames": [\n');
      await write('  {"a": 1}', VALUES_CHECKED);
      await write('\n}\n');
    });
    await expect(written).rejects.toThrow(/cannot write ".*broken\.json": .*not valid JSON.*nothing was written/);
    expect(readdirSync(dir).filter((name) => name.includes('broken'))).toEqual([]);
  });
});
