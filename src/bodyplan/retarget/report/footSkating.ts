import type { TrajectoryPoses } from './trajectoryPoses.ts';

export interface FootSkating {
  link: string;
  /** Horizontal travel of the robot's foot summed over every contact, cm. */
  total: number;
  /** The largest travel within one contact, cm. */
  max_per_contact: number;
  /** The first frame of that contact (-1 when the source foot never touched). */
  worst_contact_start: number;
  contacts: number;
}

export interface FootSkatingResult {
  feet: FootSkating[];
  /** Per frame: the largest horizontal step (cm) of a foot that is in contact on this frame and the one before. */
  perFrame: Float64Array;
  /** Per frame: which foot (index into footLinks) that step is, -1 for none. */
  perFrameWho: Int32Array;
}

/**
 * Foot skating: how far (path length, in the floor's plane) the ROBOT's foot moves while the SOURCE
 * foot is in contact, contact by contact. The source's contact says when the foot should be still;
 * the robot's foot link origin says whether it was (the origin, not the lowest
 * point: which point is lowest changes as the foot rolls, and that change is not a slide). A step counts when the foot is in contact on both
 * of its frames, so lifting off or landing is not skating.
 */
export function footSkating(poses: TrajectoryPoses, jointCount: number, footLinks: readonly string[], footIndices: readonly number[], contacts: Uint8Array): FootSkatingResult {
  const frames = poses.frameCount;
  const perFrame = new Float64Array(frames);
  const perFrameWho = new Int32Array(frames).fill(-1);
  const feet = footLinks.map((link, k) => {
    const j = footIndices[k]!;
    const at = (f: number, axis: number) => poses.linkPositions[(f * jointCount + j) * 3 + axis]!;
    const inContact = (f: number) => contacts[f * footLinks.length + k] === 1;
    let total = 0;
    let maxPerContact = 0;
    let worstStart = -1;
    let count = 0;
    let current = 0;
    let start = -1;
    for (let f = 0; f < frames; f++) {
      if (!inContact(f)) {
        start = -1;
        continue;
      }
      if (start < 0) {
        start = f;
        current = 0;
        count++;
        if (worstStart < 0) worstStart = f;
        continue;
      }
      const step = 100 * Math.hypot(at(f, 0) - at(f - 1, 0), at(f, 1) - at(f - 1, 1));
      current += step;
      total += step;
      if (step > perFrame[f]!) {
        perFrame[f] = step;
        perFrameWho[f] = k;
      }
      if (current > maxPerContact) {
        maxPerContact = current;
        worstStart = start;
      }
    }
    return { link, total, max_per_contact: maxPerContact, worst_contact_start: worstStart, contacts: count };
  });
  return { feet, perFrame, perFrameWho };
}
