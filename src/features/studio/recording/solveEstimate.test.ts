import { describe, expect, it } from 'vitest';
import { remainingText } from './solveEstimate.ts';

describe('the time left of a solve', () => {
  it('extrapolates the rate so far: a quarter done in 5 s leaves about 15 s', () => {
    expect(remainingText({ done: 250, total: 1000, startedAt: 1000 }, 6000)).toBe(', about 15 s left');
  });
  it('says minutes past 90 s, and "under a second" at the end', () => {
    expect(remainingText({ done: 10, total: 1000, startedAt: 0 }, 2000)).toBe(', about 3 min left');
    expect(remainingText({ done: 999, total: 1000, startedAt: 0 }, 5000)).toBe(', under a second left');
  });
  it('says nothing before there is a rate: no frame done, or under 0.2 s', () => {
    expect(remainingText({ done: 0, total: 1000, startedAt: 0 }, 5000)).toBe('');
    expect(remainingText({ done: 10, total: 1000, startedAt: 0 }, 100)).toBe('');
  });
});
