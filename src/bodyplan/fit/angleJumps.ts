import { DOF_HINGE, type BodyModel } from '../kinematics/model.ts';
import { median } from './robustStats.ts';

/** Solved angles as rows: DOF d of frame f at `data[f * stride + d]` (SolvedFrames is one). */
export interface AngleRows {
  readonly count: number;
  readonly dofCount: number;
  readonly stride: number;
  readonly data: Float64Array;
}

export interface AngleJumpOptions {
  /** A change that departs from the local motion by more than this many times the DOF's median departure is a jump. */
  multiple: number;
  /** Departures up to this (radians for hinges, length units for slides) are never jumps, however still the DOF usually is. */
  floor: number;
  /** A physical limit for hinges, in degrees per second (needs `frameRate`): a faster change is a jump; null for none. */
  maxDegreesPerSecond: number | null;
  /** Frames per second, for `maxDegreesPerSecond`. */
  frameRate: number | null;
}

export const DEFAULT_ANGLE_JUMP_OPTIONS: Readonly<AngleJumpOptions> = { multiple: 10, floor: 0.5 * (Math.PI / 180), maxDegreesPerSecond: null, frameRate: null };

export interface AngleJump {
  /** The later frame of the pair. */
  frame: number;
  dof: number;
  /** Signed change from the frame before. */
  change: number;
  /** How far the change departs from the local motion (see dofDepartures). */
  departure: number;
  /** The threshold exceeded: the DOF's departure threshold, or the physical limit per frame. */
  threshold: number;
}

/**
 * How far DOF d's change into each frame departs from the motion around it, into `out` (index =
 * frame; frame 0 has no change and gets 0): the smaller of the change's differences from the change
 * before (into f-1) and the change after (into f+1), those that exist. A DOF turning fast but
 * steadily departs little, and so does one that starts or stops moving; a one-frame spike departs
 * by its size (in and out), a step that stays by its size.
 */
export function dofDepartures(rows: AngleRows, d: number, out: Float64Array = new Float64Array(rows.count)): Float64Array {
  const { count, stride, data } = rows;
  out.fill(0);
  let previous = NaN;
  for (let f = 1; f < count; f++) {
    const here = data[f * stride + d]! - data[(f - 1) * stride + d]!;
    const next = f + 1 < count ? data[(f + 1) * stride + d]! - data[f * stride + d]! : NaN;
    const before = f >= 2 ? Math.abs(here - previous) : Infinity;
    const after = f + 1 < count ? Math.abs(here - next) : Infinity;
    const smallest = Math.min(before, after);
    out[f] = smallest === Infinity ? 0 : smallest;
    previous = here;
  }
  return out;
}

/**
 * Per DOF, the largest departure from the local motion that is still ordinary: `multiple` × the
 * median departure (robust: a few jumps do not move it), at least `floor`. Expects unwrapped
 * angles (see unwrapSolvedAngles).
 */
export function jumpThresholds(rows: AngleRows, options: Pick<AngleJumpOptions, 'multiple' | 'floor'> = DEFAULT_ANGLE_JUMP_OPTIONS): Float64Array {
  const thresholds = new Float64Array(rows.dofCount);
  const departures = new Float64Array(rows.count);
  for (let d = 0; d < rows.dofCount; d++) {
    dofDepartures(rows, d, departures);
    const typical = median(departures.subarray(1));
    thresholds[d] = Math.max(options.multiple * (Number.isNaN(typical) ? 0 : typical), options.floor);
  }
  return thresholds;
}

/** The physical limit as a change per frame (Infinity without one). */
function physicalLimit(options: AngleJumpOptions): number {
  if (options.maxDegreesPerSecond === null) return Infinity;
  if (options.frameRate === null || !(options.frameRate > 0)) throw new RangeError('a limit in degrees per second needs the frame rate');
  return (options.maxDegreesPerSecond * Math.PI) / 180 / options.frameRate;
}

/**
 * Every (frame, DOF) whose change departs from the local motion by more than the DOF's threshold
 * (jumpThresholds), or for a hinge is faster than the physical limit; by frame then DOF.
 */
export function findAngleJumps(model: Pick<BodyModel, 'dofCount' | 'dofType'>, rows: AngleRows, options: AngleJumpOptions = DEFAULT_ANGLE_JUMP_OPTIONS, thresholds = jumpThresholds(rows, options)): AngleJump[] {
  const physical = physicalLimit(options);
  const jumps: AngleJump[] = [];
  const departures = new Float64Array(rows.count);
  for (let d = 0; d < rows.dofCount; d++) {
    dofDepartures(rows, d, departures);
    const limit = model.dofType[d] === DOF_HINGE ? physical : Infinity;
    for (let f = 1; f < rows.count; f++) {
      const change = rows.data[f * rows.stride + d]! - rows.data[(f - 1) * rows.stride + d]!;
      if (departures[f]! > thresholds[d]!) jumps.push({ frame: f, dof: d, change, departure: departures[f]!, threshold: thresholds[d]! });
      else if (Math.abs(change) > limit) jumps.push({ frame: f, dof: d, change, departure: departures[f]!, threshold: limit });
    }
  }
  return jumps.sort((a, b) => a.frame - b.frame || a.dof - b.dof);
}
