import { describe, expect, it } from 'vitest';
import { timeText } from './timeText.ts';

describe('timeText', () => {
  it('gives seconds and frames at the recording frame rate', () => {
    expect(timeText(3, 7, 12)).toBe('0.25 s of 0.5 s · frame 4 of 7 at 12 fps');
    expect(timeText(0, 2, 30)).toBe('0.0 s of 0.033 s · frame 1 of 2 at 30 fps');
  });

  it("names a BVH's rate read back from its rounded frame time (0.033333 s) as 30 fps", () => {
    expect(timeText(0, 2, 1 / 0.033333)).toBe('0.0 s of 0.033 s · frame 1 of 2 at 30 fps');
  });

  it('says it shows frames only without a usable frame rate', () => {
    expect(timeText(1, 5, null)).toBe('frame 2 of 5 (no frame rate: frames only)');
    expect(timeText(1, 5, 0)).toBe('frame 2 of 5 (no frame rate: frames only)');
    expect(timeText(1, 5, Number.NaN)).toBe('frame 2 of 5 (no frame rate: frames only)');
  });
});
