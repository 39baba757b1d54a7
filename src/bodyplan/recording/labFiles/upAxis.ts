/** Which axis of a marker file points up. The body plans are Z-up (X forward, Y left, Z up: REP-103). */
export type UpAxis = 'y' | 'z';

/**
 * Turns Y-up positions in place into the body plans' Z-up frame. OpenSim (and Pose2Sim, which writes
 * for it) has X forward, Y up and Z to the subject's right; in the Z-up frame X stays forward, up
 * becomes Z and the right becomes −Y. That is a +90° rotation about X: (x, y, z) → (x, −z, y). A
 * rotation, not a swap of y and z: a swap mirrors the subject, and a left leg would be solved as a right one.
 */
export function yUpToZUp(values: Float64Array): void {
  for (let i = 0; i + 2 < values.length; i += 3) {
    const y = values[i + 1]!;
    values[i + 1] = -values[i + 2]!;
    values[i + 2] = y;
  }
}

/** The inverse of yUpToZUp: (x, y, z) → (x, z, −y), for writers of Y-up files. */
export function zUpToYUp(values: Float64Array): void {
  for (let i = 0; i + 2 < values.length; i += 3) {
    const y = values[i + 1]!;
    values[i + 1] = values[i + 2]!;
    values[i + 2] = -y;
  }
}

/** Metres per unit for the length units marker files state. */
export const METRES_PER_UNIT: Readonly<Record<string, number>> = { mm: 0.001, cm: 0.01, m: 1 };
