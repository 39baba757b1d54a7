/**
 * The known name closest to `wanted` by edit distance, for "did you mean" hints; null when none
 * is close (more than about a third of the name differs) or the comparison budget is spent, so a
 * plan with 100,000 joints and many bad parents stays fast.
 */
export function closestName(
  wanted: string, names: readonly string[], budget: { comparisons: number }, exclude = -1,
): string | null {
  const limit = Math.max(1, Math.ceil(wanted.length / 3));
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (let i = 0; i < names.length; i++) {
    const name = names[i] ?? '';
    if (i === exclude) continue;
    if (budget.comparisons <= 0) return best;
    budget.comparisons--;
    if (Math.abs(name.length - wanted.length) >= bestDistance) continue;
    const d = editDistance(wanted, name, bestDistance);
    if (d < bestDistance) {
      bestDistance = d;
      best = name;
    }
  }
  return best;
}

/** Levenshtein distance, cut off at `bound` (returns `bound` once no cheaper result is possible). */
function editDistance(a: string, b: string, bound: number): number {
  let previous = new Array<number>(b.length + 1);
  let current = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin >= bound) return bound;
    [previous, current] = [current, previous];
  }
  return previous[b.length] ?? bound;
}
