/** What one pass over a parsed JSON value learned: member count, all numbers finite, schema verdict. */
export interface Tally {
  /** Object members seen (a text with as many ':' outside strings has no duplicate key). */
  members: number;
  /** False when a number overflowed to ±Infinity. */
  finite: boolean;
  /** The schema verdict when the walk knows the schema; true otherwise. */
  valid: boolean;
}

/** Counts members and checks numbers in any JSON value, iteratively (10,000-deep values are fine). */
export function tallyAny(root: unknown, tally: Tally): void {
  if (typeof root !== 'object' || root === null) {
    if (typeof root === 'number' && !Number.isFinite(root)) tally.finite = false;
    return;
  }
  const stack: object[] = [root];
  while (stack.length > 0) {
    const v = stack.pop() as object;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        if (typeof item === 'object' && item !== null) stack.push(item);
        else if (typeof item === 'number' && !Number.isFinite(item)) tally.finite = false;
      }
    } else {
      const obj = v as Record<string, unknown>;
      for (const key in obj) {
        tally.members++;
        const item = obj[key];
        if (typeof item === 'object' && item !== null) stack.push(item);
        else if (typeof item === 'number' && !Number.isFinite(item)) tally.finite = false;
      }
    }
  }
}

export function tallyJson(value: unknown): Tally {
  const tally = { members: 0, finite: true, valid: true };
  tallyAny(value, tally);
  return tally;
}
