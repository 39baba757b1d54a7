import { describe, expect, it } from 'vitest';
import { BoundedFrameCache, cacheCapacityFor, decodeWindowFor } from './frameCachePolicy.ts';

describe('decodeWindowFor', () => {
  it('reaches ahead when moving forward or starting, behind when moving back', () => {
    expect(decodeWindowFor(100, null, 1000, 9)).toEqual({ start: 100, end: 108 });
    expect(decodeWindowFor(100, 99, 1000, 9)).toEqual({ start: 100, end: 108 });
    expect(decodeWindowFor(100, 101, 1000, 9)).toEqual({ start: 93, end: 101 });
  });

  it('stays inside the video', () => {
    expect(decodeWindowFor(998, 990, 1000, 9)).toEqual({ start: 992, end: 1000 });
    expect(decodeWindowFor(2, 10, 1000, 9)).toEqual({ start: 0, end: 8 });
    expect(decodeWindowFor(1, null, 3, 9)).toEqual({ start: 0, end: 3 });
    expect(decodeWindowFor(0, null, 1, 1)).toEqual({ start: 0, end: 1 });
  });

  it('always contains the target', () => {
    for (const [target, previous] of [[0, null], [5, 4], [5, 6], [999, 0], [0, 999]] as const) {
      const w = decodeWindowFor(target, previous, 1000, 12);
      expect(target).toBeGreaterThanOrEqual(w.start);
      expect(target).toBeLessThan(w.end);
    }
  });
});

describe('BoundedFrameCache', () => {
  const make = (capacity: number) => {
    const released: string[] = [];
    return { cache: new BoundedFrameCache<string>(capacity, (f) => released.push(f)), released };
  };

  it('never holds more than its capacity, letting the furthest frames go (released, once each)', () => {
    const { cache, released } = make(4);
    cache.setCursor(10);
    for (let k = 0; k < 100; k++) {
      cache.put(k, `f${k}`);
      expect(cache.size).toBeLessThanOrEqual(4);
    }
    // After a sweep the cursor's frame and its nearest neighbours remain; at equal distance, the one ahead.
    expect(cache.indices().sort((a, b) => a - b)).toEqual([9, 10, 11, 12]);
    expect(released).toHaveLength(96);
    expect(new Set(released).size).toBe(96);
  });

  it('keeps the cursor frame even when it is the oldest, and frees all on clear', () => {
    const { cache, released } = make(2);
    cache.put(0, 'a');
    cache.setCursor(0);
    cache.put(50, 'b');
    cache.put(60, 'c');
    expect(cache.indices().sort((a, b) => a - b)).toEqual([0, 50]);
    expect(released).toEqual(['c']);
    cache.setCursor(50);
    cache.put(51, 'd');
    expect(cache.indices().sort((a, b) => a - b)).toEqual([50, 51]);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(released.sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a frame decoded again replaces and releases the older copy', () => {
    const { cache, released } = make(3);
    cache.put(1, 'old');
    cache.put(1, 'new');
    expect(cache.get(1)).toBe('new');
    expect(released).toEqual(['old']);
  });
});

describe('cacheCapacityFor', () => {
  it('holds more small frames than large ones, within 3 and 24', () => {
    expect(cacheCapacityFor(640, 480)).toBe(24);
    expect(cacheCapacityFor(1920, 1080)).toBe(8);
    expect(cacheCapacityFor(3840, 2160)).toBe(3);
    expect(cacheCapacityFor(1920, 1080, 1920 * 1080 * 4 * 5)).toBe(5);
  });
});
