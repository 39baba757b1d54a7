import type { BodyModel } from '../../../bodyplan/kinematics/model.ts';
import type { Recording } from '../../../bodyplan/recording/recording.ts';
import { solvedFrames, type SolvedFrames } from '../../../bodyplan/ik/solvedFrames.ts';
import { solvedStride } from '../../../bodyplan/ik/ikRecording.ts';
import type { RetargetMap, RetargetTargets, RetargetTrajectory } from '../../../bodyplan/retarget/retargetTypes.ts';
import type { SuggestedRow } from '../../../bodyplan/retarget/suggestMapping.ts';

/** One row of the Studio's mapping table: a source joint or marker, the robot link it feeds (null: unmapped) and its weight. */
export interface MappingRow {
  source: string;
  link: string | null;
  weight: number;
  /** Why the suggestion mapped it so, or left it unmapped (shown in the table). */
  reason: string;
}

/** The suggestion's rows as the table shows them, each with the reading that led to it. */
export function mappingRowsOf(suggested: readonly SuggestedRow[]): MappingRow[] {
  return suggested.map((row) => ({
    source: row.source,
    link: row.link,
    weight: row.weight,
    reason: row.link === null ? (row.why ?? 'unmapped') : `read as ${row.side === null ? '' : `${row.side} `}${row.role}`,
  }));
}

/** The rows as a map file's entries (unmapped rows left out), in the table's order. */
export function mapOfRows(rows: readonly MappingRow[]): RetargetMap {
  return { version: 1, entries: rows.filter((r) => r.link !== null).map((r) => ({ source: r.source, link: r.link!, weight: r.weight })) };
}

/**
 * A loaded map file applied to the table: each row the file names takes its link and weight, every
 * other row is unmapped (the file is the whole map, as `--map` is to the CLI).
 */
export function rowsWithMap(rows: readonly MappingRow[], map: RetargetMap): MappingRow[] {
  const bySource = new Map(map.entries.map((e) => [e.source, e]));
  return rows.map((row) => {
    const entry = bySource.get(row.source);
    return entry === undefined ? { ...row, link: null, reason: 'not in the loaded map' } : { ...row, link: entry.link, weight: entry.weight, reason: 'from the loaded map' };
  });
}

/**
 * A retargeted clip as the Studio's recording and its solve, so the timeline, playback and the
 * pose follow it as they follow a solved recording: the recording's frames are the targets on the
 * mapped links (NaN elsewhere), the solved rows the trajectory (packed as solvedFrames.ts reads them:
 * DOFs, root position, root quaternion, iterations (0: not counted), and in the error column each
 * frame's `residual` when given (the retarget gives the largest distance of a mapped link to its
 * target, in metres), else NaN: nothing measured).
 */
export function retargetedRecording(
  model: BodyModel,
  targets: RetargetTargets,
  trajectory: RetargetTrajectory,
  residual?: ArrayLike<number>,
): { recording: Recording; solved: SolvedFrames } {
  const n = model.jointCount;
  const L = targets.links.length;
  const linkJoint = targets.links.map((link) => model.jointNames.indexOf(link));
  const frames: Float64Array[] = [];
  for (let f = 0; f < targets.frameCount; f++) {
    const frame = new Float64Array(3 * n).fill(NaN);
    for (let l = 0; l < L; l++) {
      const j = linkJoint[l]!;
      if (j < 0) continue;
      frame.set(targets.positions.subarray(3 * (f * L + l), 3 * (f * L + l) + 3), 3 * j);
    }
    frames.push(frame);
  }
  const observed = new Set(linkJoint.filter((j) => j >= 0)).size;
  const recording: Recording = {
    frames,
    frameNumbers: frames.map((_, f) => f),
    fps: targets.fps,
    fpsFromFile: true,
    format: 'json',
    matchedBy: 'name',
    unmatched: [],
    observedJoints: observed,
  };
  const stride = solvedStride(model);
  const d = model.dofCount;
  const width = trajectory.columns.length;
  const data = new Float64Array(stride * trajectory.frameCount);
  for (let f = 0; f < trajectory.frameCount; f++) {
    const row = trajectory.values.subarray(width * f, width * (f + 1));
    const at = stride * f;
    // The trajectory's row: time, root xyz, root quaternion w x y z, DOFs in plan order.
    data.set(row.subarray(8, 8 + d), at);
    data.set(row.subarray(1, 4), at + d);
    data.set(row.subarray(4, 8), at + d + 3);
    data[at + d + 7] = 0;
    data[at + d + 8] = residual === undefined ? NaN : residual[f]!;
  }
  return { recording, solved: solvedFrames(model, data) };
}
