import { roleKey, type LinkRoles } from './robotLinkRoles.ts';

/** Body points below the pelvis: scaled with the legs. */
const LEG_ROLES = ['hip', 'knee', 'ankle', 'toe'] as const;

export type LimbScaleResult = { ok: true; legScale: number; upperScale: number } | { ok: false; message: string };

/**
 * Per-limb scaling (placeSource's `scale: 'per-limb'`), for a robot whose proportions are not the
 * source's: a G1's legs are about two thirds of its height, a person's about half, so one height
 * factor puts the pelvis target far below where the robot's legs hold it, and the solve trades a
 * low pelvis against feet pushed through the floor and sliding.
 *
 * The legs (and the pelvis's path, so that steps keep their length relative to the legs) are scaled
 * by the robot's pelvis height over the source's; the torso, head and arms, relative to the pelvis,
 * by the robot's height above its pelvis over the source's. Heights are the robot's neutral pose and
 * the source's tallest frame in its first second, between mapped points. (Scaling each segment to
 * the robot's length instead was tried: on the test clip it slid the feet 8.4 cm in a contact, as
 * the source's hip directions then disagree with the robot's rigid pelvis.) `positions` (frames ×
 * links × 3, Z up) is scaled in place.
 */
export function scaleByLimb(
  positions: Float64Array,
  frameCount: number,
  firstSecond: number,
  links: readonly string[],
  neutralZ: readonly number[],
  roles: LinkRoles,
): LimbScaleResult {
  const L = links.length;
  const pelvis = links.indexOf(roles.get(roleKey(null, 'pelvis')) ?? '');
  if (pelvis < 0) return { ok: false, message: "per-limb scale needs the robot's pelvis (its root link) mapped" };
  const legLinks = new Set(['left', 'right'].flatMap((side) => LEG_ROLES.map((role) => roles.get(roleKey(side as 'left', role)))));
  const robotLow = Math.min(...neutralZ);
  const robotHigh = Math.max(...neutralZ);
  const robotPelvis = neutralZ[pelvis]!;
  // The source's rest frame: the one standing tallest in the first second, with its pelvis seen.
  let rest = -1;
  let restHeight = 0;
  for (let f = 0; f < Math.min(firstSecond, frameCount); f++) {
    const zs = Array.from({ length: L }, (_, l) => positions[3 * (f * L + l) + 2]!).filter(Number.isFinite);
    const height = zs.length > 1 ? Math.max(...zs) - Math.min(...zs) : 0;
    if (height > restHeight && Number.isFinite(positions[3 * (f * L + pelvis) + 2]!)) [rest, restHeight] = [f, height];
  }
  if (rest < 0) return { ok: false, message: 'the mapped points have no height to compare in the first second: set the scale' };
  const zs = links.map((_, l) => positions[3 * (rest * L + l) + 2]!).filter(Number.isFinite);
  const sourcePelvis = positions[3 * (rest * L + pelvis) + 2]!;
  const legScale = (robotPelvis - robotLow) / (sourcePelvis - Math.min(...zs));
  const upperScale = (robotHigh - robotPelvis) / (Math.max(...zs) - sourcePelvis);
  if (!(legScale > 0 && Number.isFinite(legScale)) || !(upperScale > 0 && Number.isFinite(upperScale))) {
    return { ok: false, message: 'per-limb scale needs mapped points below and above the pelvis (feet, and head or hands): set the scale' };
  }
  const factor = links.map((name, l) => (l === pelvis || legLinks.has(name) ? legScale : upperScale));
  for (let f = 0; f < frameCount; f++) {
    const base = 3 * (f * L + pelvis);
    const origin = [positions[base]!, positions[base + 1]!, positions[base + 2]!];
    for (let l = 0; l < L; l++) {
      for (let a = 0; a < 3; a++) {
        const i = 3 * (f * L + l) + a;
        positions[i] = legScale * origin[a]! + factor[l]! * (positions[i]! - origin[a]!);
      }
    }
  }
  return { ok: true, legScale, upperScale };
}
