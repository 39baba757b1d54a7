import { mulberry32 } from '../../../testing/mulberry32.ts';
import { clipMarkerPositions, CLIP_MARKERS, HIDDEN_LWRB_FRAMES } from './clipFiles.ts';
import type { WalkTurnJumpMotion } from './walkTurnJumpMotion.ts';

/**
 * The marker test clip as a mocap lab exports it rather than as a synthetic motion is (issue 41):
 * the walk-turn-jump markers plus the thigh markers of Plug-in Gait (LTHI, RTHI) and one unlabelled
 * trajectory, with
 *   - 1.5 mm Gaussian noise on every coordinate (an optical system's usual 1 to 2 mm);
 *   - gaps, a marker missing for 5 to 60 frames (NOISY_GAPS): one at a foot marker in the middle of
 *     a contact, one at a pelvis marker over the whole jump, short and long ones elsewhere;
 *   - one swap (NOISY_SWAP): LKNE and LTHI exchange labels for 8 frames, as a labeller does when
 *     two markers cross;
 *   - an unlabelled extra ("*31", as Vicon names one) seen only for a while near the floor.
 * Seeded (mulberry32), so the written files stay the same bytes. The frames are 0-based.
 */

/** Plug-in Gait's thigh markers, on the femur's side halfway down; the swap's partners. */
const THIGH_MARKERS: [string, string, [number, number, number]][] = [
  ['LTHI', 'LeftUpLeg', [0, 0.07, -0.2]],
  ['RTHI', 'RightUpLeg', [0, -0.07, -0.2]],
];

/** An unlabelled trajectory (a reflection off a shoe), seen on these frames only. */
export const UNLABELLED_MARKER = '*31';
const UNLABELLED_FRAMES: readonly [number, number] = [10, 39];

/** Standard deviation of the noise on each coordinate, metres. */
export const NOISE_SD = 0.0015;

/** A marker missing on frames [from, to] (inclusive). */
export interface MarkerGap {
  marker: string;
  from: number;
  to: number;
  /** What the gap tests, for the test's messages. */
  why: string;
}

/**
 * The gaps written into the noisy clip (LWRB's hidden frames of the clean clip come on top). The
 * clip's left foot stands on frames 83 to 102, both feet are off the floor on 103 to 113.
 */
export const NOISY_GAPS: readonly MarkerGap[] = [
  { marker: 'LWRB', from: HIDDEN_LWRB_FRAMES[0], to: HIDDEN_LWRB_FRAMES[1], why: 'a hand marker occluded by the swinging arm (6 frames)' },
  { marker: 'RKNE', from: 20, to: 25, why: 'a short gap (6 frames)' },
  { marker: 'LTOE', from: 86, to: 97, why: 'a foot marker in the middle of a contact (12 frames)' },
  { marker: 'LELB', from: 60, to: 89, why: 'a long gap on the only marker of a link (30 frames)' },
  { marker: 'RFHD', from: 70, to: 129, why: 'one of four head markers for 60 frames' },
  { marker: 'LASI', from: 98, to: 117, why: 'one of four pelvis markers over the whole jump (20 frames)' },
];

/** LKNE and LTHI carry each other's trajectory on frames [from, to]. */
export const NOISY_SWAP = { markers: ['LKNE', 'LTHI'] as const, from: 75, to: 82 };

export interface NoisyMarkerClip {
  names: string[];
  fps: number;
  frameCount: number;
  /** frameCount × names × 3, the clip's Z-up frame (X forward, Y left), metres; NaN: not seen. */
  positions: Float64Array;
}

export function noisyMarkerClip(motion: WalkTurnJumpMotion, seed = 41, noise = NOISE_SD): NoisyMarkerClip {
  const labelled = [...CLIP_MARKERS, ...THIGH_MARKERS];
  const names = [...labelled.map(([name]) => name), UNLABELLED_MARKER];
  const m = names.length;
  const clean = clipMarkerPositions(motion, labelled);
  const frameCount = motion.frameCount;
  const positions = new Float64Array(3 * m * frameCount);
  const random = mulberry32(seed);
  const gaussian = (): number => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const column = (name: string): number => names.indexOf(name);
  const [swapA, swapB] = NOISY_SWAP.markers.map(column) as [number, number];
  for (let f = 0; f < frameCount; f++) {
    for (let k = 0; k < m; k++) {
      let from = k;
      if (f >= NOISY_SWAP.from && f <= NOISY_SWAP.to) from = k === swapA ? swapB : k === swapB ? swapA : k;
      for (let a = 0; a < 3; a++) {
        // The unlabelled trajectory stays near the left shoe's toe, 5 cm out to its side.
        const truth = k === m - 1 ? clean[3 * (labelled.length * f + column('LTOE')) + a]! + (a === 1 ? 0.05 : 0) : clean[3 * (labelled.length * f + from) + a]!;
        positions[3 * (m * f + k) + a] = truth + noise * gaussian();
      }
    }
  }
  const hide = (k: number, from: number, to: number) => {
    for (let f = from; f <= to; f++) positions.fill(NaN, 3 * (m * f + k), 3 * (m * f + k) + 3);
  };
  for (const gap of NOISY_GAPS) hide(column(gap.marker), gap.from, gap.to);
  hide(m - 1, 0, UNLABELLED_FRAMES[0] - 1);
  hide(m - 1, UNLABELLED_FRAMES[1] + 1, frameCount - 1);
  return { names, fps: motion.fps, frameCount, positions };
}
