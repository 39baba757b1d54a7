import { describe, expect, it } from 'vitest';
import { frameIndexAt, frameTableOf, nearestFrameIndex, parseFrameOffset, timestampInside, videoFrameOf } from './videoFrameMapping.ts';

describe('videoFrameOf', () => {
  it('adds the offset and refuses frames outside the video', () => {
    expect(videoFrameOf(0, 0, 10)).toBe(0);
    expect(videoFrameOf(4, 3, 10)).toBe(7);
    expect(videoFrameOf(4, -4, 10)).toBe(0);
    expect(videoFrameOf(4, -5, 10)).toBeNull();
    expect(videoFrameOf(7, 3, 10)).toBeNull();
    expect(videoFrameOf(6, 3, 10)).toBe(9);
    expect(videoFrameOf(1, 0.5, 10)).toBeNull();
  });
});

describe('the frame table', () => {
  // Decode order of an IPBB… stream: presentation times are not sorted.
  const table = frameTableOf([0, 0.12, 0.04, 0.08, 0.24, 0.16, 0.2]);

  it('orders the frames by presentation time', () => {
    expect(Array.from(table)).toEqual([0, 0.04, 0.08, 0.12, 0.16, 0.2, 0.24]);
  });

  it('a time inside each frame maps back to that frame, the last one included', () => {
    for (let k = 0; k < table.length; k++) expect(frameIndexAt(table, timestampInside(table, k))).toBe(k);
    expect(timestampInside(table, 6)).toBeCloseTo(0.26, 12);
  });

  it('survives times rounded to a coarse time scale (29.97 fps in milliseconds)', () => {
    const rounded = frameTableOf(Array.from({ length: 300 }, (_, k) => Math.round((k * 1001) / 30) / 1000));
    const exact = (k: number) => (k * 1001) / 30000;
    for (let k = 0; k < 300; k++) {
      expect(frameIndexAt(rounded, timestampInside(rounded, k))).toBe(k);
      // The time asked for lies within the frame's true span too.
      const t = timestampInside(rounded, k);
      expect(t).toBeGreaterThan(exact(k) - 0.001);
      expect(t).toBeLessThan(exact(k + 1));
    }
  });

  it('a decoded frame time rounded either way finds its own frame', () => {
    const t = frameTableOf(Array.from({ length: 90 }, (_, k) => (k * 1001) / 30000));
    for (let k = 0; k < 90; k++) {
      expect(nearestFrameIndex(t, Math.round(t[k]! * 1e6) / 1e6)).toBe(k);
      expect(nearestFrameIndex(t, t[k]! - 4e-7)).toBe(k);
    }
    expect(nearestFrameIndex(t, -1)).toBe(0);
    expect(nearestFrameIndex(new Float64Array(0), 0)).toBe(-1);
  });

  it('before the first frame there is none; after the last, the last', () => {
    const late = frameTableOf([0.5, 0.6]);
    expect(frameIndexAt(late, 0.1)).toBe(-1);
    expect(frameIndexAt(late, 99)).toBe(1);
    expect(frameIndexAt(new Float64Array(0), 0)).toBe(-1);
  });
});

describe('parseFrameOffset', () => {
  it('reads whole numbers, empty as 0, and says what is wrong otherwise', () => {
    expect(parseFrameOffset(' 12 ')).toEqual({ ok: true, offset: 12 });
    expect(parseFrameOffset('-3')).toEqual({ ok: true, offset: -3 });
    expect(parseFrameOffset('')).toEqual({ ok: true, offset: 0 });
    expect(parseFrameOffset('1.5')).toEqual({ ok: false, message: 'frame offset "1.5" must be a whole number of frames (e.g. 12 or -3)' });
    expect(parseFrameOffset('ten')).toMatchObject({ ok: false });
  });
});
