import { rigidAlign, rotate } from '../ik/rigidAlign.ts';

/**
 * The mean of a group of markers that feed one link (Plug-in Gait's four pelvis markers, four head
 * markers, two wrist markers), per frame, when some of them are missing.
 *
 * The plain mean of the markers that are present jumps when one drops out: the pelvis's mean moves
 * 5 cm when LASI is lost, since LASI sits 12 cm to the side and 9 cm ahead of the other three's
 * mean. So a missing member is first put where the group carries it, from the nearest frame where
 * the whole group was seen: moved with the present members' rigid motion since then (Horn's fit,
 * rigidAlign.ts) when three or more are present, else with their mean's translation. That is what
 * Vicon Nexus calls a rigid body fill and Qualisys a relational fill. A frame with no member present
 * has no mean (NaN); a group never seen whole falls back to the plain mean of what is present.
 *
 * `positions` is frameCount × count × 3 (NaN: missing); `members` are column indices; the result is
 * frameCount × 3.
 */
export function markerGroupMean(positions: Float64Array, count: number, members: readonly number[], frameCount: number): Float64Array {
  const out = new Float64Array(3 * frameCount).fill(NaN);
  const at = (f: number, m: number, axis: number): number => positions[3 * (f * count + m) + axis]!;
  const seen = (f: number, m: number): boolean => Number.isFinite(at(f, m, 0)) && Number.isFinite(at(f, m, 1)) && Number.isFinite(at(f, m, 2));
  const whole: number[] = [];
  for (let f = 0; f < frameCount; f++) if (members.every((m) => seen(f, m))) whole.push(f);
  for (let f = 0; f < frameCount; f++) {
    const present = members.filter((m) => seen(f, m));
    if (present.length === 0) continue;
    const points = members.map((m) => (seen(f, m) ? [at(f, m, 0), at(f, m, 1), at(f, m, 2)] : null));
    const reference = present.length < members.length ? nearest(whole, f) : -1;
    if (reference >= 0) {
      const from = present.flatMap((m) => [at(reference, m, 0), at(reference, m, 1), at(reference, m, 2)]);
      const to = present.flatMap((m) => [at(f, m, 0), at(f, m, 1), at(f, m, 2)]);
      const rigid = present.length >= 3 ? rigidAlign(from, to, present.length) : null;
      const shift = [0, 1, 2].map((a) => mean(to, a) - mean(from, a));
      members.forEach((m, k) => {
        if (points[k] !== null) return;
        const was = [at(reference, m, 0), at(reference, m, 1), at(reference, m, 2)];
        if (rigid === null) points[k] = was.map((v, a) => v + shift[a]!);
        else points[k] = rotate(rigid.rotation, was).map((v, a) => v + rigid.translation[a]!);
      });
    }
    const used = points.filter((p): p is number[] => p !== null);
    for (let a = 0; a < 3; a++) out[3 * f + a] = used.reduce((sum, p) => sum + p[a]!, 0) / used.length;
  }
  return out;
}

/** The frame of `sorted` nearest to f (the earlier on a tie), -1 when empty. */
function nearest(sorted: readonly number[], f: number): number {
  if (sorted.length === 0) return -1;
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < f) lo = mid + 1;
    else hi = mid;
  }
  const after = sorted[lo]!;
  const before = lo > 0 ? sorted[lo - 1]! : after;
  return f - before <= Math.abs(after - f) ? before : after;
}

/** Mean of axis `a` of packed xyz points. */
function mean(xyz: readonly number[], a: number): number {
  let sum = 0;
  for (let i = a; i < xyz.length; i += 3) sum += xyz[i]!;
  return sum / (xyz.length / 3);
}
