/**
 * Seeded pseudo-random numbers (sfc32, seeded through a 32-bit string hash). Every random choice
 * of the generator goes through this, so one seed always gives the same bytes.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when count >= items.length). */
  sample<T>(items: readonly T[], count: number): T[];
}

/** FNV-1a over the labels: gives each resource its own stream, so growing the news leaves the channels unchanged. */
export function deriveSeed(seed: number, ...labels: ReadonlyArray<string | number>): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  hash = Math.imul(hash, 0x01000193);
  for (const label of labels) {
    const text = `/${label}`;
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const nextUint32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first outputs of sfc32 still correlate with the seed: discard them.
  for (let i = 0; i < 12; i += 1) nextUint32();

  const next = (): number => nextUint32() / 4294967296;
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = items.slice();
      const n = Math.min(count, pool.length);
      for (let i = 0; i < n; i += 1) {
        const j = int(i, pool.length - 1);
        const swap = pool[i] as T;
        pool[i] = pool[j] as T;
        pool[j] = swap;
      }
      return pool.slice(0, n);
    },
  };
}
