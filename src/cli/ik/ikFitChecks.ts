import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import type { IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import { solvedFrames, solvedRmsSeries } from '../../bodyplan/ik/solvedFrames.ts';
import { DEFAULT_ANGLE_JUMP_OPTIONS } from '../../bodyplan/fit/angleJumps.ts';
import { leaveOneOut, type LeaveOneOut, type RecordingSolve } from '../../bodyplan/fit/leaveOneOut.ts';
import { DEFAULT_SUSPICION_OPTIONS, suspiciousFrames, type SuspicionReason } from '../../bodyplan/fit/suspiciousFrames.ts';
import { UsageError } from '../io.ts';
import { parseNumberOption } from '../options.ts';

/** The `bodyplan ik` options of the fit checks (spread into its option table). */
export const FIT_CHECK_OPTIONS = { 'leave-one-out': 'boolean', 'max-angle-speed': 'string', 'frame-rate': 'string' } as const;
export const FIT_CHECK_USAGE = '[--leave-one-out] [--max-angle-speed <deg/s> --frame-rate <Hz>]';

export interface FitCheckSettings {
  leaveOneOut: boolean;
  maxDegreesPerSecond: number | null;
  frameRate: number | null;
}

export function fitCheckSettings(values: { 'leave-one-out'?: true; 'max-angle-speed'?: string; 'frame-rate'?: string }): FitCheckSettings {
  const speed = values['max-angle-speed'];
  const rate = values['frame-rate'];
  if (speed !== undefined && rate === undefined) throw new UsageError('--max-angle-speed (degrees per second) needs --frame-rate <frames per second>');
  return {
    leaveOneOut: values['leave-one-out'] === true,
    maxDegreesPerSecond: speed === undefined ? null : parseNumberOption('--max-angle-speed', speed, 'positive'),
    frameRate: rate === undefined ? null : parseNumberOption('--frame-rate', rate, 'positive'),
  };
}

/** Refuses --leave-one-out before any solving when the recording cannot have it. */
export function checkLeaveOneOutApplies(settings: FitCheckSettings, recording: IkRecording): void {
  if (!settings.leaveOneOut) return;
  const cameras = recording.kind === '2d' ? recording.mappers.length : 0;
  if (cameras < 3) throw new UsageError(`--leave-one-out needs 2D observations from 3 or more cameras; the targets have ${recording.kind === '2d' ? `${cameras}` : 'no cameras (3D targets)'}`);
}

/**
 * The JSON fields the checks add to `bodyplan ik`'s output: `suspicious` always (frames 0-based, most
 * suspicious first, each with its reasons), `leave_one_out` with --leave-one-out (per camera: its
 * RMS error and each keypoint's, solved without that camera). `solve` solves a recording the way
 * the main solve was run (sequentially or in workers).
 */
export async function fitCheckFields(model: BodyModel, recording: IkRecording, solved: Float64Array, settings: FitCheckSettings, solve: RecordingSolve): Promise<Record<string, unknown>> {
  const rows = solvedFrames(model, solved);
  let heldOut: LeaveOneOut | null = null;
  if (settings.leaveOneOut && recording.kind === '2d') heldOut = await leaveOneOut(model, recording, solve);
  const list = suspiciousFrames(
    model,
    { rows, rms: solvedRmsSeries(rows), heldOut: heldOut === null ? undefined : { cameras: heldOut.cameras, errors: heldOut.frameErrors } },
    {
      ...DEFAULT_SUSPICION_OPTIONS,
      // Below a pixel is noise for image observations; 3D targets are in the plan's own units.
      errorFloor: recording.kind === '2d' ? 1 : 0,
      jumps: { ...DEFAULT_ANGLE_JUMP_OPTIONS, maxDegreesPerSecond: settings.maxDegreesPerSecond, frameRate: settings.frameRate },
    },
  );
  const fields: Record<string, unknown> = { suspicious: list.map((entry) => ({ frame: entry.frame, score: entry.score, reasons: entry.reasons.map((reason) => reasonJson(model, reason)) })) };
  if (heldOut !== null) fields.leave_one_out = leaveOneOutJson(model, heldOut);
  return fields;
}

function dofName(model: BodyModel, d: number): string {
  const joint = model.dofJoint[d]!;
  return model.dofNames[d] ?? `${model.jointNames[joint]}[${d - model.dofStart[joint]!}]`;
}

const finiteOrNull = (value: number) => (Number.isFinite(value) ? value : null);

function reasonJson(model: BodyModel, reason: SuspicionReason): Record<string, unknown> {
  switch (reason.kind) {
    case 'image error':
      return { kind: reason.kind, rms_error: reason.value, threshold: reason.threshold };
    case 'angle jump':
      return { kind: reason.kind, dof: dofName(model, reason.dof), change: reason.change, threshold: reason.threshold };
    case 'flip':
      return { kind: reason.kind, dof: dofName(model, reason.dof), distance: reason.distance };
    case 'held-out error':
      return { kind: reason.kind, camera: reason.camera, rms_error: reason.value, threshold: reason.threshold };
    case 'joint at limit':
      return { kind: reason.kind, dof: dofName(model, reason.dof), side: reason.side };
  }
}

function leaveOneOutJson(model: BodyModel, result: LeaveOneOut): unknown {
  const n = result.jointCount;
  return {
    cameras: Array.from(result.cameraErrors, (error, c) => ({
      camera: c,
      rms_error: finiteOrNull(error),
      keypoints: Object.fromEntries(
        model.jointNames.flatMap((name, j) => {
          const value = result.keypointErrors[c * n + j]!;
          return Number.isFinite(value) ? [[name, value]] : [];
        }),
      ),
    })),
  };
}
