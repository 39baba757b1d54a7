import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUpToDate } from './freshness.ts';

describe('isUpToDate', () => {
  it('only a result strictly newer than every input is up to date; a missing result or input never is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bodyplan-fresh-'));
    const file = (name: string, seconds: number) => {
      const path = join(dir, name);
      writeFileSync(path, name);
      utimesSync(path, seconds, seconds);
      return path;
    };
    const plan = file('plan.json', 1_000);
    const targets = file('targets.json', 2_000);
    const result = file('result.json', 3_000);
    expect(isUpToDate(result, [plan, targets])).toBe(true);
    expect(isUpToDate(join(dir, 'none.json'), [plan, targets])).toBe(false);
    expect(isUpToDate(result, [plan, join(dir, 'gone.csv')])).toBe(false);
    utimesSync(targets, 3_000, 3_000); // Same time as the result: it may have been written after it.
    expect(isUpToDate(result, [plan, targets])).toBe(false);
    utimesSync(targets, 4_000, 4_000);
    expect(isUpToDate(result, [plan, targets])).toBe(false);
  });
});
