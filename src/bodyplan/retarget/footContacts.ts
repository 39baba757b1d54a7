/**
 * Foot contacts of a placed clip, and the hold that keeps a foot in contact from sliding.
 *
 * A foot link is in contact in a frame when it is low and slow:
 *   - low: its height is under its own lowest height over the clip plus `height` (3 cm by default:
 *     a planted foot's marker or joint wobbles by a few millimetres, a lifted foot clears the floor
 *     by 5 cm or more within a tenth of a second of take-off);
 *   - slow: its horizontal speed (central difference over the neighbouring frames) is under
 *     `speed` (0.3 m/s by default: a planted foot moves at a few cm/s from noise or a pivot on the
 *     ball of the foot, a swinging one at 1 to 4 m/s).
 * Thresholds are in metres of the placed (scaled) clip, i.e. of the robot.
 */
export interface ContactThresholds {
  /** Metres above the foot's lowest height in the clip; default 0.03. */
  height?: number;
  /** Metres per second of horizontal speed; default 0.3. */
  speed?: number;
}

export const DEFAULT_CONTACT_HEIGHT = 0.03;
export const DEFAULT_CONTACT_SPEED = 0.3;

/**
 * Per frame, 1 while the link is in contact. `positions` is frameCount × links × 3; `link` is the
 * column. A frame with no position (NaN, a marker the cameras lost) is in contact only inside a
 * contact: when the frames on both sides of its gap are in contact and the foot is found again
 * slowly enough (`speed`) from where it was lost, it stood there all along (a toe marker hidden by
 * the other foot while it is planted); otherwise it is not in contact.
 */
export function detectContacts(positions: Float64Array, linkCount: number, link: number, frameCount: number, fps: number, thresholds: ContactThresholds = {}): Uint8Array {
  const height = thresholds.height ?? DEFAULT_CONTACT_HEIGHT;
  const speed = thresholds.speed ?? DEFAULT_CONTACT_SPEED;
  const at = (f: number, axis: number): number => positions[3 * (f * linkCount + link) + axis]!;
  let lowest = Infinity;
  for (let f = 0; f < frameCount; f++) if (Number.isFinite(at(f, 2))) lowest = Math.min(lowest, at(f, 2));
  const contacts = new Uint8Array(frameCount);
  for (let f = 0; f < frameCount; f++) {
    const z = at(f, 2);
    if (!Number.isFinite(z) || z >= lowest + height) continue;
    // A neighbour with no position (the edge of a gap) leaves a one-sided difference.
    const before = f > 0 && Number.isFinite(at(f - 1, 0)) ? f - 1 : f;
    const after = f + 1 < frameCount && Number.isFinite(at(f + 1, 0)) ? f + 1 : f;
    if (after === before) {
      contacts[f] = 1;
      continue;
    }
    const travelled = Math.hypot(at(after, 0) - at(before, 0), at(after, 1) - at(before, 1));
    if ((travelled * fps) / (after - before) < speed) contacts[f] = 1;
  }
  for (let f = 1; f < frameCount; f++) {
    if (Number.isFinite(at(f, 2)) || contacts[f - 1] !== 1) continue;
    let end = f;
    while (end < frameCount && !Number.isFinite(at(end, 2))) end++;
    const lost = f - 1;
    if (end < frameCount && contacts[end] === 1 && (Math.hypot(at(end, 0) - at(lost, 0), at(end, 1) - at(lost, 1)) * fps) / (end - lost) < speed) contacts.fill(1, f, end);
    f = end;
  }
  return contacts;
}

/**
 * Holds the link, in place, while it is in contact: every contact frame takes the position the
 * link had in the contact's first frame, so the foot does not slide or sink while planted. When the
 * contact ends, the gap between the held and the source position fades out over `releaseFrames`
 * (linearly), so the target does not jump. Changes `positions` in place.
 */
export function holdContacts(positions: Float64Array, linkCount: number, link: number, frameCount: number, contacts: Uint8Array, releaseFrames: number): void {
  const index = (f: number): number => 3 * (f * linkCount + link);
  const held = [0, 0, 0];
  const gap = [0, 0, 0];
  let release = 0;
  for (let f = 0; f < frameCount; f++) {
    const i = index(f);
    if (contacts[f] === 1) {
      if (f === 0 || contacts[f - 1] !== 1) {
        // A contact that starts while the last one still fades out starts from the faded position.
        const fraction = release / (releaseFrames + 1);
        for (let a = 0; a < 3; a++) held[a] = positions[i + a]! + (release > 0 && Number.isFinite(gap[a]!) ? gap[a]! * fraction : 0);
      }
      for (let a = 0; a < 3; a++) {
        gap[a] = held[a]! - positions[i + a]!;
        positions[i + a] = held[a]!;
      }
      release = releaseFrames;
    } else if (release > 0) {
      const fraction = release / (releaseFrames + 1);
      for (let a = 0; a < 3; a++) if (Number.isFinite(gap[a]!)) positions[i + a]! += gap[a]! * fraction;
      release--;
    }
  }
}
