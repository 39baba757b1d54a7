import { csvRow } from './csv.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { formatExclusion, type Exclusion } from '../observations/exclusions.ts';
import { solvedIterationsAt, solvedPoseAt, solvedRmsAt, type SolvedFrames } from '../ik/solvedFrames.ts';
import { provenanceJson, type ExportProvenance } from './exportProvenance.ts';

/**
 * Solved frames as JSON in the shape `bodyplan ik` prints, with each frame's number from the
 * recording, and the recording's frame rate (`fps`) when it is known (null: only the default was
 * assumed, which the file must not pass off as a measured rate), so the angles keep their time.
 * `exclusions` (observations taken out of the solve) go in as `"exclusions": ["camB:80-109", …]`,
 * as `bodyplan ik --exclude` prints them, so the file says what its angles were solved without.
 * `madeFrom` goes first, as `"made_from": {…}` (exportProvenance.ts): the trial, files, plan and settings.
 */
export function solvedFramesToJson(solved: SolvedFrames, frameNumbers: readonly number[], fps: number | null = null, exclusions: readonly Exclusion[] = [], madeFrom?: ExportProvenance): string {
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
  const excluded = exclusions.length === 0 ? {} : { exclusions: exclusions.map(formatExclusion) };
  const made = madeFrom === undefined ? {} : { made_from: provenanceJson(madeFrom) };
  return `${JSON.stringify(fps === null ? { ...made, ...excluded, frames: out } : { ...made, fps, ...excluded, frames: out }, null, 2)}\n`;
}

// JSON has no NaN: a frame with nothing observed has no error to report (the CLI writes null too).
const nullWhenNaN = (value: number): number | null => (Number.isNaN(value) ? null : value);

/**
 * One row per frame: frame, rms_error, the root pose (free base only) and every DOF in flat order.
 * With exclusions, an `excluded` column after rms_error lists those in force on the row's frame
 * (space-separated specs, e.g. "camB:80-109"; empty elsewhere): a CSV has no header block for
 * metadata that every reader skips, and a column is read by any of them.
 */
export function solvedFramesToCsv(model: BodyModel, solved: SolvedFrames, frameNumbers: readonly number[], exclusions: readonly Exclusion[] = []): string {
  const dofHeaders = solvedDofHeaders(model);
  const rootHeaders = model.fixedBase ? [] : ['root_x', 'root_y', 'root_z', 'root_qw', 'root_qx', 'root_qy', 'root_qz'];
  const excludedHeader = exclusions.length === 0 ? [] : ['excluded'];
  const lines = [csvRow(['frame', 'rms_error', ...excludedHeader, ...rootHeaders, ...dofHeaders])];
  for (let i = 0; i < solved.count; i++) {
    const f = solvedPoseAt(solved, i);
    const root = model.fixedBase ? [] : [...f.rootPosition, ...f.rootQuat];
    // Exclusions count frames from 0 in recording order: row i, whatever its frame label.
    const excluded = exclusions.length === 0 ? [] : [exclusions.filter((e) => e.from <= i && i <= e.to).map(formatExclusion).join(' ')];
    lines.push(csvRow([frameNumbers[i] ?? i, solvedRmsAt(solved, i), ...excluded, ...root, ...f.dofs]));
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
