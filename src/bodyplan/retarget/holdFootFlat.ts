/**
 * Holds a robot foot flat on the floor while the source foot is in contact (issue 41's "a foot in
 * contact is held in place while in contact, so it does not slide"), as one rigid body rather than
 * two independent points.
 *
 * Holding the ankle and toe targets each where its own contact began (footContacts.ts,
 * holdContacts) leaves three causes of slide and penetration, measured on the test clip:
 *   - the held heights are the source's, not the robot's: a person's ankle stands 6 cm above the
 *     toe, a G1's 4 cm, and after scaling and grounding one of the two held points lies below the
 *     floor or above it, so the solve tilts the foot into the floor;
 *   - the held ankle-to-toe distance is the source's (scaled), not the robot's foot length, and
 *     markers sit off the joints (a .trc's ankle marker is 4 cm to the side, its toe marker 2 cm up
 *     and 3 cm ahead): no flat robot foot reaches both, and the solve trades one against the other
 *     frame by frame, which slides both;
 *   - a source that pivots on the ball of the foot (the test clip's turn) moves its ankle during
 *     the contact, and the ankle's hold starts and stops with the noise of its speed threshold.
 * Here a foot contact (frames where its ankle or its toe is in contact) holds the robot's own flat
 * foot: the link that moves least in the source during the contact (the pivot) stays where the
 * contact began, the foot keeps the heading (ankle to toe) it had then, and the other link is put
 * at the robot's foot length along that heading; both stand at their own height above the floor in
 * the robot's neutral pose (a toe on the sole at 0). A link is held only on its own contact frames
 * (a heel-off keeps the toe held while the ankle rises with the source). Before and after each hold
 * the gap between the held and the source position fades in and out over `fadeFrames`, so a target
 * never jumps.
 */

/** A robot foot as its targets hold it. */
export interface HeldFoot {
  /** Columns of the ankle and toe links in the targets; -1 when that link is not mapped. */
  ankle: number;
  toe: number;
  /** Heights (m) of the ankle and toe link origins above the floor when the robot's foot is flat (its neutral pose). */
  ankleHeight: number;
  toeHeight: number;
  /** Horizontal distance (m) from the ankle to the toe link in the robot's neutral pose. */
  length: number;
}

/**
 * Holds one foot (see the file's comment). `positions` is frameCount × linkCount × 3, changed in
 * place; `ankleContacts` and `toeContacts` are per frame 1 in contact (an unmapped link's are all 0).
 */
export function holdFootFlat(
  positions: Float64Array,
  linkCount: number,
  frameCount: number,
  foot: HeldFoot,
  ankleContacts: Uint8Array,
  toeContacts: Uint8Array,
  fadeFrames: number,
): void {
  const at = (link: number, f: number, axis: number): number => (link < 0 ? NaN : positions[3 * (f * linkCount + link) + axis]!);
  const heldAnkle = new Float64Array(3 * frameCount).fill(NaN);
  const heldToe = new Float64Array(3 * frameCount).fill(NaN);
  const both = foot.ankle >= 0 && foot.toe >= 0;
  for (let f = 0; f < frameCount; ) {
    if (ankleContacts[f] !== 1 && toeContacts[f] !== 1) {
      f++;
      continue;
    }
    const start = f;
    while (f < frameCount && (ankleContacts[f] === 1 || toeContacts[f] === 1)) f++;
    const end = f;
    // The first frame of the contact where the source shows the foot's points.
    let first = start;
    const seen = (g: number): boolean => (foot.ankle < 0 || Number.isFinite(at(foot.ankle, g, 0))) && (foot.toe < 0 || Number.isFinite(at(foot.toe, g, 0)));
    while (first < end && !seen(first)) first++;
    if (first === end) continue;
    let ankle: [number, number];
    let toe: [number, number];
    if (both) {
      const heading = Math.atan2(at(foot.toe, first, 1) - at(foot.ankle, first, 1), at(foot.toe, first, 0) - at(foot.ankle, first, 0));
      const along: [number, number] = [foot.length * Math.cos(heading), foot.length * Math.sin(heading)];
      // The pivot: the point the source moves least over the contact stays put.
      if (travel(positions, linkCount, foot.ankle, start, end) <= travel(positions, linkCount, foot.toe, start, end)) {
        ankle = [at(foot.ankle, first, 0), at(foot.ankle, first, 1)];
        toe = [ankle[0] + along[0], ankle[1] + along[1]];
      } else {
        toe = [at(foot.toe, first, 0), at(foot.toe, first, 1)];
        ankle = [toe[0] - along[0], toe[1] - along[1]];
      }
    } else {
      const link = foot.ankle >= 0 ? foot.ankle : foot.toe;
      ankle = toe = [at(link, first, 0), at(link, first, 1)];
    }
    for (let g = start; g < end; g++) {
      if (foot.ankle >= 0 && ankleContacts[g] === 1) heldAnkle.set([ankle[0], ankle[1], foot.ankleHeight], 3 * g);
      if (foot.toe >= 0 && toeContacts[g] === 1) heldToe.set([toe[0], toe[1], foot.toeHeight], 3 * g);
    }
  }
  if (foot.ankle >= 0) applyHold(positions, linkCount, foot.ankle, frameCount, heldAnkle, fadeFrames);
  if (foot.toe >= 0) applyHold(positions, linkCount, foot.toe, frameCount, heldToe, fadeFrames);
}

/** Horizontal path length of a link's source positions over frames [from, to). */
function travel(positions: Float64Array, linkCount: number, link: number, from: number, to: number): number {
  let sum = 0;
  for (let f = from + 1; f < to; f++) {
    const a = 3 * ((f - 1) * linkCount + link);
    const b = 3 * (f * linkCount + link);
    const step = Math.hypot(positions[b]! - positions[a]!, positions[b + 1]! - positions[a + 1]!);
    if (Number.isFinite(step)) sum += step;
  }
  return sum;
}

/**
 * Puts a link on its held positions (NaN: free) and fades the gap in before and out after each
 * hold: a free frame within `fade` frames of a hold moves toward it by the hold's gap, linearly; a
 * free stretch between two holds that is too short to fade out and in again goes from one gap to the
 * other in a straight line.
 */
function applyHold(positions: Float64Array, linkCount: number, link: number, frameCount: number, held: Float64Array, fade: number): void {
  const index = (f: number): number => 3 * (f * linkCount + link);
  const isHeld = (f: number): boolean => Number.isFinite(held[3 * f]!);
  const gaps = new Float64Array(3 * frameCount);
  for (let f = 0; f < frameCount; f++) {
    if (isHeld(f)) for (let a = 0; a < 3; a++) gaps[3 * f + a] = held[3 * f + a]! - positions[index(f) + a]!;
  }
  const gapAt = (f: number, a: number): number => (Number.isFinite(gaps[3 * f + a]!) ? gaps[3 * f + a]! : 0);
  const out = new Float64Array(3 * frameCount);
  let previous = -1;
  for (let f = 0; f < frameCount; f++) {
    if (isHeld(f)) {
      previous = f;
      out.set(held.subarray(3 * f, 3 * f + 3), 3 * f);
      continue;
    }
    let next = f + 1;
    while (next < frameCount && next - f <= 2 * fade + 2 && !isHeld(next)) next++;
    if (next >= frameCount || !isHeld(next)) next = -1;
    const before = previous < 0 ? Infinity : f - previous;
    const after = next < 0 ? Infinity : next - f;
    for (let a = 0; a < 3; a++) {
      let gap = 0;
      if (before + after <= 2 * fade + 2) gap = gapAt(previous, a) + ((gapAt(next, a) - gapAt(previous, a)) * before) / (before + after);
      else {
        if (before <= fade) gap += gapAt(previous, a) * (1 - before / (fade + 1));
        if (after <= fade) gap += gapAt(next, a) * (1 - after / (fade + 1));
      }
      out[3 * f + a] = positions[index(f) + a]! + gap;
    }
  }
  for (let f = 0; f < frameCount; f++) positions.set(out.subarray(3 * f, 3 * f + 3), index(f));
}
