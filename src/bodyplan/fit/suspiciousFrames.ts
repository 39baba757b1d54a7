import type { BodyModel } from '../kinematics/model.ts';
import { DEFAULT_ANGLE_JUMP_OPTIONS, findAngleJumps, jumpThresholds, type AngleJumpOptions, type AngleRows } from './angleJumps.ts';
import { findFlips } from './flips.ts';
import { findJointsAtLimit } from './jointsAtLimit.ts';
import { median, robustUpperThreshold } from './robustStats.ts';

/** Why a frame is not to be trusted. Values are in the observations' units (errors) or radians / length units (DOFs). */
export type SuspicionReason =
  | { kind: 'image error'; value: number; threshold: number }
  | { kind: 'angle jump'; dof: number; change: number; threshold: number }
  | { kind: 'flip'; dof: number; distance: number }
  | { kind: 'held-out error'; camera: number; value: number; threshold: number }
  | { kind: 'joint at limit'; dof: number; side: 'lower' | 'upper' };

export interface SuspiciousFrame {
  frame: number;
  /** How strongly the frame is suspected: the sum over its reasons of how far each exceeds its threshold (at least 1 each). */
  score: number;
  reasons: SuspicionReason[];
}

export interface SuspicionInputs {
  /** The solved (unwrapped) angles. */
  rows: AngleRows;
  /** Each frame's RMS image error (NaN: nothing observed). */
  rms: ArrayLike<number>;
  /** Leave-one-out: frame f's RMS error in camera c when solved without it, at `[f * cameras + c]` (NaN: not seen). */
  heldOut?: { cameras: number; errors: Float64Array };
}

export interface SuspicionOptions {
  jumps: AngleJumpOptions;
  /** An error above median + this many robust standard deviations (and above `errorRatio` × median) is high. */
  errorSpread: number;
  errorRatio: number;
  /** Errors up to this are never high (1 px suits pixel observations). */
  errorFloor: number;
  /** Runs of up to this many frames can be a flip. */
  longestFlip: number;
}

export const DEFAULT_SUSPICION_OPTIONS: Readonly<SuspicionOptions> = { jumps: DEFAULT_ANGLE_JUMP_OPTIONS, errorSpread: 6, errorRatio: 3, errorFloor: 0, longestFlip: 5 };

/**
 * One list of the frames to distrust, most suspicious first (ties by frame): image error far above
 * the recording's usual, angle jumps, flips (the pose far from both sides at a low error), a high
 * error in a camera the solve did not use (leave-one-out), a joint held at its limit.
 */
export function suspiciousFrames(model: Pick<BodyModel, 'dofCount' | 'dofType' | 'dofLower' | 'dofUpper'>, inputs: SuspicionInputs, options: SuspicionOptions = DEFAULT_SUSPICION_OPTIONS): SuspiciousFrame[] {
  const { rows, rms } = inputs;
  const byFrame = new Map<number, SuspiciousFrame>();
  const add = (frame: number, reason: SuspicionReason, severity: number) => {
    let entry = byFrame.get(frame);
    if (entry === undefined) byFrame.set(frame, (entry = { frame, score: 0, reasons: [] }));
    entry.reasons.push(reason);
    entry.score += Math.max(1, severity);
  };

  const errorThreshold = robustUpperThreshold(rms, options.errorSpread, options.errorRatio, options.errorFloor);
  const highError = new Set<number>();
  for (let f = 0; f < rows.count; f++) {
    const value = rms[f]!;
    if (value > errorThreshold) {
      add(f, { kind: 'image error', value, threshold: errorThreshold }, value / errorThreshold);
      highError.add(f);
    }
  }

  const thresholds = jumpThresholds(rows, options.jumps);
  // "Low" error for a flip: no more than the usual error's high end.
  const lowError = Math.max(options.errorRatio * median(rms), options.errorFloor);
  const flips = findFlips(rows, thresholds, rms, { longestRun: options.longestFlip, lowError });
  const flipped = new Set(flips.map((flip) => flip.frame));
  for (const jump of findAngleJumps(model, rows, options.jumps, thresholds)) {
    // The jump back out of a flip, or out of a frame the images already condemn (its solve pulled
    // away by a bad observation), is that frame's, not a reason to distrust the frame it lands on.
    const out = (f: number) => flipped.has(f) || highError.has(f);
    if (out(jump.frame - 1) && !out(jump.frame)) continue;
    // Departure-triggered, or faster than the physical limit.
    const size = Math.abs(jump.departure) > jump.threshold ? Math.abs(jump.departure) : Math.abs(jump.change);
    add(jump.frame, { kind: 'angle jump', dof: jump.dof, change: jump.change, threshold: jump.threshold }, size / jump.threshold);
  }
  for (const flip of flips) add(flip.frame, { kind: 'flip', dof: flip.dof, distance: flip.distance }, flip.distance);

  if (inputs.heldOut !== undefined) {
    const { cameras, errors } = inputs.heldOut;
    for (let c = 0; c < cameras; c++) {
      const series = Float64Array.from({ length: rows.count }, (_, f) => errors[f * cameras + c]!);
      const threshold = robustUpperThreshold(series, options.errorSpread, options.errorRatio, options.errorFloor);
      series.forEach((value, f) => {
        if (value > threshold) add(f, { kind: 'held-out error', camera: c, value, threshold }, value / threshold);
      });
    }
  }

  for (const at of findJointsAtLimit(model, rows)) add(at.frame, { kind: 'joint at limit', dof: at.dof, side: at.side }, 1);

  return [...byFrame.values()].sort((a, b) => b.score - a.score || a.frame - b.frame);
}
