import type { Json } from './json.ts';
import { isObject } from './json.ts';

/**
 * Pairs of (old index, new index) for array items that are the same item, possibly edited: matched by
 * identity or by `name`, keeping the longest in-order run of matches; in the gaps between them, equally
 * long runs are paired by position (an edited item in place). Unpaired old items are deleted, unpaired
 * new items inserted.
 */
export function alignArrays(oldItems: readonly Json[], newItems: readonly Json[]): [number, number][] {
  const oldIndexOf = new Map<Json, number>();
  oldItems.forEach((item, i) => {
    if (typeof item === 'object' && item !== null && !oldIndexOf.has(item)) oldIndexOf.set(item, i);
  });
  const byName = new Map<string, number>();
  const nameCount = new Map<string, number>();
  oldItems.forEach((item, i) => {
    const name = isObject(item) && typeof item.name === 'string' ? item.name : undefined;
    if (name === undefined) return;
    nameCount.set(name, (nameCount.get(name) ?? 0) + 1);
    byName.set(name, i);
  });
  const claimed = new Set<number>();
  const candidates: [number, number][] = [];
  newItems.forEach((item, j) => {
    let i = typeof item === 'object' && item !== null ? oldIndexOf.get(item) : undefined;
    if (i === undefined && isObject(item) && typeof item.name === 'string' && nameCount.get(item.name) === 1) i = byName.get(item.name);
    if (i !== undefined && !claimed.has(i)) {
      claimed.add(i);
      candidates.push([i, j]);
    }
  });
  // Identical items anchor the alignment; items matched by name fill in between the anchors.
  const anchors = longestIncreasing(candidates.filter(([i, j]) => oldItems[i] === newItems[j]));
  anchors.push([oldItems.length, newItems.length]);
  const kept: [number, number][] = [];
  let gap: [number, number][] = [];
  let a = 0;
  let previous: [number, number] = [-1, -1];
  const closeGap = () => {
    kept.push(...longestIncreasing(gap.filter(([i]) => i > previous[0] && i < anchors[a]![0])));
    if (a < anchors.length - 1) kept.push(anchors[a]!);
    previous = anchors[a]!;
    gap = [];
    a++;
  };
  for (const candidate of candidates) {
    while (candidate[1] > anchors[a]![1]) closeGap();
    if (candidate[1] < anchors[a]![1]) gap.push(candidate);
  }
  while (a < anchors.length) closeGap();
  const pairs: [number, number][] = [];
  let [lastOld, lastNew] = [-1, -1];
  for (const anchor of [...kept, [oldItems.length, newItems.length] as [number, number]]) {
    const oldGap = anchor[0] - lastOld - 1;
    if (oldGap > 0 && oldGap === anchor[1] - lastNew - 1) for (let k = 1; k <= oldGap; k++) pairs.push([lastOld + k, lastNew + k]);
    if (anchor[0] < oldItems.length) pairs.push(anchor);
    [lastOld, lastNew] = anchor;
  }
  return pairs;
}

/** The longest subsequence of pairs (already increasing in the new index) increasing in the old index. */
function longestIncreasing(pairs: readonly [number, number][]): [number, number][] {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(pairs.length).fill(-1);
  pairs.forEach(([old], k) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (pairs[tails[mid]!]![0] < old) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[k] = tails[low - 1]!;
    tails[low] = k;
  });
  const result: [number, number][] = [];
  for (let k = tails.length > 0 ? tails[tails.length - 1]! : -1; k >= 0; k = previous[k]!) result.push(pairs[k]!);
  return result.reverse();
}
