import { describe, expect, it } from 'vitest';
import { steppedFrame } from './steppedFrame.ts';

describe('stepping a frame lane with the arrow keys', () => {
  it('moves one frame and stays inside the recording', () => {
    expect(steppedFrame('ArrowRight', 4, 10)).toBe(5);
    expect(steppedFrame('ArrowLeft', 4, 10)).toBe(3);
    expect(steppedFrame('ArrowLeft', 0, 10)).toBe(0);
    expect(steppedFrame('ArrowRight', 9, 10)).toBe(9);
  });

  it('leaves every other key to the page', () => {
    expect(steppedFrame('ArrowUp', 4, 10)).toBeNull();
    expect(steppedFrame('Enter', 4, 10)).toBeNull();
  });
});
