import type { BodyRole, Side } from './boneNames.ts';
import type { LimbScale } from './retargetTypes.ts';
import { roleKey, type LinkRoles } from './robotLinkRoles.ts';

export type LimbScaleResult = { ok: true; legScale: number; limbs: LimbScale[] } | { ok: false; message: string };

/** The chains a per-limb scale measures, root first, by body point (robotLinkRoles names the robot's links at them). */
type Chain = {
  limb: LimbScale['limb'];
  /** The body points the factor applies to, root first. */
  points: [Side | null, BodyRole][];
  /** The points measured, in order (a point of several body points is their middle); the first choice with two points mapped counts. */
  measured: [Side | null, BodyRole][][][];
};
const leg = (side: Side): Chain => ({
  limb: `${side} leg`,
  points: [[side, 'hip'], [side, 'knee'], [side, 'ankle'], [side, 'toe']],
  // From the pelvis to the ankle: what holds the pelvis up. The foot (ankle to toe) lies flat and is
  // held as the robot's own foot in contact (holdFootFlat.ts). Measured hip to toe instead, the BVH
  // test clip's pelvis stood 5.5 cm below the robot's and the marker clips sank a foot 8 mm.
  measured: [[[[null, 'pelvis']], [[side, 'hip']], [[side, 'knee']], [[side, 'ankle']]]],
});
const arm = (side: Side): Chain => ({
  limb: `${side} arm`,
  points: [[side, 'shoulder'], [side, 'elbow'], [side, 'hand']],
  measured: [[[[side, 'shoulder']], [[side, 'elbow']], [[side, 'hand']]]],
});
const CHAINS: Chain[] = [
  leg('left'), leg('right'), arm('left'), arm('right'),
  // The spine's links a humanoid map reaches are the pelvis and the head. It is measured from the
  // pelvis to the chest (the shoulders' middle, where the arms hang), not to the head: a robot's head
  // link origin is where its head is mounted (a G1's sits 0.38 m above its pelvis), a person's head
  // joint or markers higher, and that factor (0.556 on the test markers, 0.573 to the chest) put the
  // shoulders low enough to bend the robot's waist and push a foot 9.7 mm into the floor.
  {
    limb: 'spine',
    points: [[null, 'pelvis'], [null, 'head']],
    measured: [[[[null, 'pelvis']], [['left', 'shoulder'], ['right', 'shoulder']]], [[[null, 'pelvis']], [[null, 'head']]]],
  },
];

/**
 * Per-limb scaling (placeSource's `scale: 'per-limb'`), for a robot whose proportions are not the
 * source's: a G1's legs are about two thirds of its height, a person's about half, and a source's
 * arms may be longer for its legs than the robot's.
 *
 * Each limb chain (each leg hip → knee → ankle → toe, each arm shoulder → elbow → hand, the spine
 * pelvis → head), over the points of it the map has, gets one factor: the robot's segment lengths
 * between the chain's mapped links in its neutral pose, summed, over the source's between the same
 * points in its rest pose: a BVH's zero pose (its OFFSETs, `rest`), or for markers, which have no
 * rest pose, each segment's median length over the frames it is seen in. A leg is measured from the
 * pelvis to the ankle, the spine from the pelvis to the chest (CHAINS says why). Applied per frame,
 * with P the pelvis:
 *  - the pelvis's path by the legs' mean factor, so that steps keep their length for the legs that
 *    make them and the feet stay on the ground;
 *  - a leg about the pelvis by its own factor (its hip's offset from the pelvis too: scaling the hip
 *    width apart from the leg made the source's hip directions disagree with the robot's rigid pelvis
 *    and slid the feet 8.4 cm in a contact on the test clip);
 *  - an arm's root (shoulder) and the head about the pelvis by the spine's factor, the arm's other
 *    points about its root by the arm's factor (a frame where the root is missing: about the pelvis
 *    by the spine's);
 *  - any other mapped link by the spine's factor about the pelvis.
 * A chain with fewer than two mapped points has no length: its points follow the spine, and a
 * missing spine factor is the legs' mean. `positions` (frames × links × 3, Z up) is scaled in place;
 * `neutral` (links × 3) is the robot's neutral pose, `rest` (links × 3) the source's, or null.
 */
export function scaleByLimb(
  positions: Float64Array,
  frameCount: number,
  links: readonly string[],
  neutral: Float64Array,
  rest: Float64Array | null,
  roles: LinkRoles,
): LimbScaleResult {
  const L = links.length;
  const pelvis = links.indexOf(roles.get(roleKey(null, 'pelvis')) ?? '');
  if (pelvis < 0) return { ok: false, message: "per-limb scale needs the robot's pelvis (its root link) mapped" };
  const limbs: LimbScale[] = [];
  const chainOf = new Map<LimbScale['limb'], number[]>();
  const linkAt = ([side, role]: [Side | null, BodyRole]) => links.indexOf(roles.get(roleKey(side, role)) ?? '');
  for (const chain of CHAINS) {
    const points = chain.points.map(linkAt).filter((l) => l >= 0);
    chainOf.set(chain.limb, points);
    if (points.length < 2) continue;
    let robotLength = 0;
    let sourceLength = 0;
    // A point is measured when all its links are mapped; a choice, when two of its points are.
    const measured = chain.measured.map((choice) => choice.map((point) => point.map(linkAt)).filter((point) => point.every((l) => l >= 0))).find((choice) => choice.length >= 2);
    if (measured === undefined) continue;
    for (let k = 1; k < measured.length; k++) {
      robotLength += distance(neutral, measured[k - 1]!, measured[k]!);
      sourceLength += rest === null ? medianLength(positions, frameCount, L, measured[k - 1]!, measured[k]!) : distance(rest, measured[k - 1]!, measured[k]!);
    }
    const factor = robotLength / sourceLength;
    if (!(factor > 0 && Number.isFinite(factor))) {
      return { ok: false, message: `per-limb scale: the ${chain.limb}'s mapped points (${points.map((l) => links[l]).join(', ')}) have no length to compare${rest === null ? ' (never seen together)' : ''}: set the scale` };
    }
    limbs.push({ limb: chain.limb, links: points.map((l) => links[l]!), factor, robot_length_m: robotLength, source_length_m: sourceLength, source_from: rest === null ? 'median over frames' : 'rest pose' });
  }
  const factorOf = (limb: LimbScale['limb']) => limbs.find((l) => l.limb === limb)?.factor;
  const legFactors = [factorOf('left leg'), factorOf('right leg')].filter((f) => f !== undefined);
  if (legFactors.length === 0) return { ok: false, message: 'per-limb scale needs two mapped points of a leg (e.g. the knee and the ankle) to measure it: set the scale' };
  const legScale = legFactors.reduce((sum, f) => sum + f, 0) / legFactors.length;
  const spine = factorOf('spine') ?? legScale;

  // Per link: its factor, and the link it is scaled about (-1: the pelvis) with that root's own factor about the pelvis.
  const factor = new Float64Array(L).fill(spine);
  const root = new Int32Array(L).fill(-1);
  const rootFactor = new Float64Array(L).fill(spine);
  for (const chain of CHAINS) {
    const points = chainOf.get(chain.limb)!;
    const own = factorOf(chain.limb);
    if (own === undefined) continue;
    const isLeg = chain.limb === 'left leg' || chain.limb === 'right leg';
    points.forEach((l, k) => {
      factor[l] = own;
      if (!isLeg && k > 0) {
        root[l] = points[0]!;
        rootFactor[l] = spine;
      }
    });
    if (!isLeg && chain.limb !== 'spine') factor[points[0]!] = spine;
  }
  factor[pelvis] = legScale;

  const scaled = new Float64Array(3 * L);
  for (let f = 0; f < frameCount; f++) {
    const at = (l: number, a: number) => positions[3 * (f * L + l) + a]!;
    for (let l = 0; l < L; l++) {
      const r = root[l]!;
      const rootSeen = r >= 0 && Number.isFinite(at(r, 0));
      for (let a = 0; a < 3; a++) {
        const origin = at(pelvis, a);
        scaled[3 * l + a] = l === pelvis
          ? legScale * origin
          : rootSeen
            ? legScale * origin + rootFactor[l]! * (at(r, a) - origin) + factor[l]! * (at(l, a) - at(r, a))
            : legScale * origin + (r >= 0 ? rootFactor[l]! : factor[l]!) * (at(l, a) - origin);
      }
    }
    positions.set(scaled, 3 * f * L);
  }
  return { ok: true, legScale, limbs };
}

/** The distance between the middles of two sets of links in one pose (links × 3, from `offset`). */
function distance(pose: Float64Array, a: readonly number[], b: readonly number[], offset = 0): number {
  const middle = (set: readonly number[], axis: number) => set.reduce((sum, l) => sum + pose[offset + 3 * l + axis]!, 0) / set.length;
  return Math.hypot(...[0, 1, 2].map((axis) => middle(a, axis) - middle(b, axis)));
}

/** The median over the frames where both are seen of the distance between two sets of links (NaN if never). */
function medianLength(positions: Float64Array, frameCount: number, L: number, a: readonly number[], b: readonly number[]): number {
  const lengths: number[] = [];
  for (let f = 0; f < frameCount; f++) {
    const d = distance(positions, a, b, 3 * f * L);
    if (Number.isFinite(d)) lengths.push(d);
  }
  if (lengths.length === 0) return NaN;
  lengths.sort((x, y) => x - y);
  const mid = lengths.length >> 1;
  return lengths.length % 2 === 1 ? lengths[mid]! : (lengths[mid - 1]! + lengths[mid]!) / 2;
}
