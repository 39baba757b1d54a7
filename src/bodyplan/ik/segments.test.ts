import { describe, expect, it } from 'vitest';
import { resolveWorkerCount, segmentBounds, warmupStart } from './segments.ts';

describe('segmentBounds (QuickIK solve_segments_parallel)', () => {
  it('splits into exactly N contiguous segments, the first len % N one frame longer', () => {
    expect(segmentBounds(10, 3)).toEqual([[0, 4], [4, 7], [7, 10]]);
    expect(segmentBounds(11, 3)).toEqual([[0, 4], [4, 8], [8, 11]]);
    expect(segmentBounds(12, 3)).toEqual([[0, 4], [4, 8], [8, 12]]);
    expect(segmentBounds(7, 1)).toEqual([[0, 7]]);
    expect(segmentBounds(10_000, 8).map(([s, e]) => e - s)).toEqual(Array(8).fill(1250));
  });

  it('covers every frame once, in order, with lengths differing by at most one, for many sizes', () => {
    for (let length = 0; length <= 40; length++) {
      for (let workers = 1; workers <= 9; workers++) {
        const bounds = segmentBounds(length, workers);
        expect(bounds).toHaveLength(Math.min(length, workers));
        let next = 0;
        const lengths = bounds.map(([start, end]) => {
          expect(start).toBe(next);
          next = end;
          return end - start;
        });
        expect(next).toBe(length);
        if (lengths.length > 0) {
          expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
          // Non-increasing: the longer ones come first.
          lengths.forEach((l, i) => i > 0 && expect(l).toBeLessThanOrEqual(lengths[i - 1]!));
          expect(Math.min(...lengths)).toBeGreaterThanOrEqual(1);
        }
      }
    }
  });

  it('fewer frames than workers: one segment per frame; no frames: no segments', () => {
    expect(segmentBounds(2, 5)).toEqual([[0, 1], [1, 2]]);
    expect(segmentBounds(0, 4)).toEqual([]);
  });

  it('refuses a worker count below 1 or a fractional length', () => {
    expect(() => segmentBounds(5, 0)).toThrow(RangeError);
    expect(() => segmentBounds(1.5, 2)).toThrow(RangeError);
  });
});

describe('resolveWorkerCount', () => {
  it('positive: as is up to the cores, clipped above with a note', () => {
    expect(resolveWorkerCount(3, 8)).toEqual({ ok: true, workers: 3, note: null });
    expect(resolveWorkerCount(8, 8)).toEqual({ ok: true, workers: 8, note: null });
    const clipped = resolveWorkerCount(16, 8);
    expect(clipped).toMatchObject({ ok: true, workers: 8 });
    expect(clipped.ok && clipped.note).toMatch(/16 workers requested, but 8 cores are available: using 8/);
  });

  it('negative counts back from the cores: -1 all, -2 all but one; past one is an error', () => {
    expect(resolveWorkerCount(-1, 8)).toEqual({ ok: true, workers: 8, note: null });
    expect(resolveWorkerCount(-2, 8)).toEqual({ ok: true, workers: 7, note: null });
    expect(resolveWorkerCount(-8, 8)).toEqual({ ok: true, workers: 1, note: null });
    expect(resolveWorkerCount(-9, 8)).toMatchObject({ ok: false });
  });

  it('0 and fractions are errors', () => {
    expect(resolveWorkerCount(0, 8)).toMatchObject({ ok: false, message: expect.stringMatching(/must not be 0/) });
    expect(resolveWorkerCount(1.5, 8)).toMatchObject({ ok: false });
  });
});

describe('warmupStart', () => {
  it('starts K frames early, never before the first frame', () => {
    expect(warmupStart(100, 10)).toBe(90);
    expect(warmupStart(5, 10)).toBe(0);
    expect(warmupStart(0, 3)).toBe(0);
    expect(warmupStart(40, 0)).toBe(40);
  });
});
