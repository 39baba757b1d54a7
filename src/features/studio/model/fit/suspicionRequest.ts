import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import type { IkRecording } from '../../../../bodyplan/ik/ikRecording.ts';
import { solvedStride } from '../../../../bodyplan/ik/ikRecording.ts';
import { DEFAULT_ANGLE_JUMP_OPTIONS } from '../../../../bodyplan/fit/angleJumps.ts';
import { DEFAULT_SUSPICION_OPTIONS, type SuspicionOptions } from '../../../../bodyplan/fit/suspiciousFrames.ts';

/** What the fit-summary worker needs to rank a solve's suspicious frames: the plan's limits, not the whole model. */
export interface SuspicionRequest {
  limits: Pick<BodyModel, 'dofCount' | 'dofType' | 'dofLower' | 'dofUpper'>;
  /** The solved rows (solveRecordingRange's layout), unwrapped. */
  solved: Float64Array;
  stride: number;
  options: SuspicionOptions;
  /** A held-out camera check's per-frame errors (LeaveOneOut.frameErrors), when one was run. */
  heldOut?: { cameras: number; errors: Float64Array };
}

/** The user's settings of the checks (kept in the recording's state). */
export interface FitCheckSettings {
  /** A physical limit of hinge speed in degrees per second (null: none); needs the frame rate. */
  maxDegreesPerSecond: number | null;
}

export const DEFAULT_FIT_CHECK_SETTINGS: Readonly<FitCheckSettings> = { maxDegreesPerSecond: null };

/**
 * The options the CLI uses (see src/cli/ik/ikFitChecks.ts): below a pixel is noise for image
 * observations (3D targets and X-Y views are in the plan's own units), the deg/s limit with the
 * recording's frame rate.
 */
export function suspicionRequestOf(
  model: BodyModel,
  recording: IkRecording,
  solved: Float64Array,
  frameRate: number,
  settings: FitCheckSettings,
  heldOut?: { cameras: number; errors: Float64Array },
): SuspicionRequest {
  const pixels = recording.kind === '2d' && recording.mappers.every((m) => m.type === 'camera');
  const options: SuspicionOptions = {
    ...DEFAULT_SUSPICION_OPTIONS,
    errorFloor: pixels ? 1 : 0,
    jumps: { ...DEFAULT_ANGLE_JUMP_OPTIONS, maxDegreesPerSecond: settings.maxDegreesPerSecond, frameRate: settings.maxDegreesPerSecond === null ? null : frameRate },
  };
  const limits = { dofCount: model.dofCount, dofType: model.dofType, dofLower: model.dofLower, dofUpper: model.dofUpper };
  return { limits, solved, stride: solvedStride(model), options, heldOut };
}
