import { mkdtempSync, readdirSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAtomically } from './atomicWrite.ts';

const freshFolder = () => mkdtempSync(join(tmpdir(), 'bodyplan-atomic-'));

describe('writeAtomically', () => {
  it('the result appears only when complete: during the write only a hidden temporary file exists', async () => {
    const dir = freshFolder();
    const target = join(dir, 'job.json');
    let seenDuring: string[] = [];
    const kept = await writeAtomically(target, async (fd, temporary) => {
      writeSync(fd, '{"frames": [');
      seenDuring = readdirSync(dir);
      expect(temporary.startsWith(join(dir, '.job.json.'))).toBe(true);
      writeSync(fd, ']}\n');
      return true;
    });
    expect(kept).toBe(true);
    expect(seenDuring).toHaveLength(1);
    expect(seenDuring[0]).toMatch(/^\.job\.json\.\d+-[0-9a-f]+\.tmp$/);
    expect(readdirSync(dir)).toEqual(['job.json']);
    expect(readFileSync(target, 'utf8')).toBe('{"frames": []}\n');
  });

  it('a producer that throws halfway leaves no partial result and no temporary file; an older result stays as it was', async () => {
    const dir = freshFolder();
    const target = join(dir, 'job.json');
    await expect(writeAtomically(target, async (fd) => {
      writeSync(fd, '{"frames": [ half');
      throw new Error('solver crashed');
    })).rejects.toThrow('solver crashed');
    expect(readdirSync(dir)).toEqual([]);

    writeFileSync(target, 'older result');
    const kept = await writeAtomically(target, async (fd) => {
      writeSync(fd, 'partial');
      return false;
    });
    expect(kept).toBe(false);
    expect(readdirSync(dir)).toEqual(['job.json']);
    expect(readFileSync(target, 'utf8')).toBe('older result');
  });
});
