import { describe, expect, it } from 'vitest';
import { linearTicks } from './linearTicks.ts';

describe('linearTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten, inside the range', () => {
    expect(linearTicks(-23, 48, 4)).toEqual([-20, 0, 20, 40]);
    expect(linearTicks(0, 1, 5)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(linearTicks(-1.1, 1.1, 3)).toEqual([-1, 0, 1]);
    expect(linearTicks(87.3, 91.9, 3)).toEqual([88, 90]);
    expect(linearTicks(87.3, 91.9, 2)).toEqual([90]);
  });

  it('writes no float noise and no negative zero', () => {
    expect(linearTicks(-0.35, 0.35, 7)).toEqual([-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3]);
    expect(linearTicks(-0.35, 0.35, 7).map(String)).not.toContain('-0');
  });

  it('gives nothing for an empty or unusable range', () => {
    expect(linearTicks(1, 1, 4)).toEqual([]);
    expect(linearTicks(Number.NaN, 1, 4)).toEqual([]);
    expect(linearTicks(0, 1, 0)).toEqual([]);
  });
});
