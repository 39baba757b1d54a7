import { csvRow } from './csv.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { solvedIterationsAt, solvedPoseAt, solvedRmsAt, type SolvedFrames } from '../ik/solvedFrames.ts';

/**
 * Solved frames as JSON in the shape `bodyplan ik` prints, with each frame's number from the
 * recording, and the recording's frame rate (`fps`) when it is known (null: only the default was
 * assumed, which the file must not pass off as a measured rate), so the angles keep their time.
 */
export function solvedFramesToJson(solved: SolvedFrames, frameNumbers: readonly number[], fps: number | null = null): string {
  const out = [];
  for (let i = 0; i < solved.count; i++) {
    const pose = solvedPoseAt(solved, i);
    out.push({
      frame: frameNumbers[i] ?? i,
      dofs: Array.from(pose.dofs),
      root_pos: Array.from(pose.rootPosition),
      root_quat: Array.from(pose.rootQuat),
      iterations: solvedIterationsAt(solved, i),
      rms_error: nullWhenNaN(solvedRmsAt(solved, i)),
    });
  }
  return `${JSON.stringify(fps === null ? { frames: out } : { fps, frames: out }, null, 2)}\n`;
}

// JSON has no NaN: a frame with nothing observed has no error to report (the CLI writes null too).
const nullWhenNaN = (value: number): number | null => (Number.isNaN(value) ? null : value);

/** One row per frame: frame, rms_error, the root pose (free base only) and every DOF in flat order. */
export function solvedFramesToCsv(model: BodyModel, solved: SolvedFrames, frameNumbers: readonly number[]): string {
  const dofHeaders = solvedDofHeaders(model);
  const rootHeaders = model.fixedBase ? [] : ['root_x', 'root_y', 'root_z', 'root_qw', 'root_qx', 'root_qy', 'root_qz'];
  const lines = [csvRow(['frame', 'rms_error', ...rootHeaders, ...dofHeaders])];
  for (let i = 0; i < solved.count; i++) {
    const f = solvedPoseAt(solved, i);
    const root = model.fixedBase ? [] : [...f.rootPosition, ...f.rootQuat];
    lines.push(csvRow([frameNumbers[i] ?? i, solvedRmsAt(solved, i), ...root, ...f.dofs]));
  }
  return `${lines.join('\n')}\n`;
}

/** The CSV's DOF column names, "joint/dof" (or "joint/dof N", 1-based, for an unnamed DOF), in flat DOF order. */
export function solvedDofHeaders(model: BodyModel): string[] {
  return Array.from({ length: model.dofCount }, (_, d) => {
    const joint = model.jointNames[model.dofJoint[d]!]!;
    return `${joint}/${model.dofNames[d] ?? `dof ${d - model.dofStart[model.dofJoint[d]!]! + 1}`}`;
  });
}
