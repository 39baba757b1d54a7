import { describe, expect, it } from 'vitest';
import { videoFrameRate } from './videoFrameRate.ts';

const starts = (count: number, fps: number, round: (t: number) => number = (t) => t) => Array.from({ length: count }, (_, k) => round(k / fps));

describe('videoFrameRate', () => {
  it('reads 100 fps from 10 ms frames', () => {
    expect(videoFrameRate(starts(120, 100))).toBe(100);
  });

  it('reads 30 fps from a WebM whose times are rounded to the millisecond (33/34 ms frames)', () => {
    const ms = (t: number) => Math.round(t * 1000) / 1000;
    expect(videoFrameRate(starts(90, 30, ms))).toBe(30);
  });

  it("reads NTSC's 29.97 and 59.94 as such, not as 30 and 60", () => {
    expect(videoFrameRate(starts(300, 30000 / 1001))).toBe(29.97);
    expect(videoFrameRate(starts(300, 60000 / 1001))).toBe(59.94);
  });

  it('keeps an unusual rate to 3 decimals', () => {
    expect(videoFrameRate(starts(50, 12.3456))).toBe(12.346);
  });

  it('has no rate for one frame or for frames that all start at the same time', () => {
    expect(videoFrameRate([0])).toBeNull();
    expect(videoFrameRate([0.5, 0.5, 0.5])).toBeNull();
  });
});
