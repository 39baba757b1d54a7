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
  /** A change above this many times the DOF's median absolute frame-to-frame change is a jump. */
  multiple: number;
  /** Changes up to this (radians for hinges, length units for slides) are never jumps, however still the DOF usually is. */
  floor: number;
  /** A physical limit for hinges, in degrees per second (needs `frameRate`); null for none. */
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
  /** The DOF's threshold the change exceeded. */
  threshold: number;
}

/**
 * Per DOF, the largest frame-to-frame change that is still ordinary: `multiple` × the median
 * absolute change (robust: a few jumps do not move it), at least `floor`, and for hinges at most the
 * physical limit per frame when one is given. Expects unwrapped angles (see unwrapSolvedAngles).
 */
export function jumpThresholds(model: Pick<BodyModel, 'dofCount' | 'dofType'>, rows: AngleRows, options: AngleJumpOptions = DEFAULT_ANGLE_JUMP_OPTIONS): Float64Array {
  const thresholds = new Float64Array(rows.dofCount);
  const changes = new Float64Array(Math.max(0, rows.count - 1));
  let physical = Infinity;
  if (options.maxDegreesPerSecond !== null) {
    if (options.frameRate === null || !(options.frameRate > 0)) throw new RangeError('a limit in degrees per second needs the frame rate');
    physical = (options.maxDegreesPerSecond * Math.PI) / 180 / options.frameRate;
  }
  for (let d = 0; d < rows.dofCount; d++) {
    for (let f = 1; f < rows.count; f++) changes[f - 1] = Math.abs(rows.data[f * rows.stride + d]! - rows.data[(f - 1) * rows.stride + d]!);
    const typical = median(changes);
    let threshold = Math.max(options.multiple * (Number.isNaN(typical) ? 0 : typical), options.floor);
    if (model.dofType[d] === DOF_HINGE) threshold = Math.min(threshold, physical);
    thresholds[d] = threshold;
  }
  return thresholds;
}

/** Every (frame, DOF) whose change from the frame before exceeds the DOF's threshold (jumpThresholds), by frame then DOF. */
export function findAngleJumps(model: Pick<BodyModel, 'dofCount' | 'dofType'>, rows: AngleRows, options: AngleJumpOptions = DEFAULT_ANGLE_JUMP_OPTIONS, thresholds = jumpThresholds(model, rows, options)): AngleJump[] {
  const jumps: AngleJump[] = [];
  for (let f = 1; f < rows.count; f++) {
    for (let d = 0; d < rows.dofCount; d++) {
      const change = rows.data[f * rows.stride + d]! - rows.data[(f - 1) * rows.stride + d]!;
      if (Math.abs(change) > thresholds[d]!) jumps.push({ frame: f, dof: d, change, threshold: thresholds[d]! });
    }
  }
  return jumps;
}
