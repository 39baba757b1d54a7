import { describe, expect, it } from 'vitest';
import { picturesToDrop, type KeptPicture } from './picturePruning.ts';

const picture = (name: string, bytes: number, keptAt: number): KeptPicture => ({ url: `https://img.test/${name}.jpg`, bytes, keptAt });

describe('pruning the kept pictures', () => {
  it('drops the pictures of articles no longer kept, whatever their age', () => {
    const kept = [picture('a', 10, 1), picture('b', 10, 2)];
    expect(picturesToDrop(kept, new Set([kept[1]!.url]), 100)).toEqual([kept[0]!.url]);
  });

  it('past the budget, drops the oldest until the rest fits', () => {
    const kept = [picture('new', 40, 3), picture('old', 40, 1), picture('mid', 40, 2)];
    const wanted = new Set(kept.map((p) => p.url));
    expect(picturesToDrop(kept, wanted, 100)).toEqual(['https://img.test/old.jpg']);
    expect(picturesToDrop(kept, wanted, 40)).toEqual(['https://img.test/old.jpg', 'https://img.test/mid.jpg']);
    expect(picturesToDrop(kept, wanted, 120)).toEqual([]);
  });
});
