import { csvRow } from '../recording/csv.ts';
import type { RetargetTrajectory } from './retargetTypes.ts';

/*
 * The trajectory as files the robot's tools read. Each row is `time` then MuJoCo's qpos for the MJCF
 * `bodyplan export-mjcf` writes (trajectoryColumns.ts): numbers in full precision (String(n)), so
 * MuJoCo poses the robot exactly as our FK does.
 */

/** CSV: a header naming each column, one row per frame. */
export function trajectoryToCsv(trajectory: RetargetTrajectory): string {
  const lines = [csvRow(trajectory.columns)];
  for (let f = 0; f < trajectory.frameCount; f++) lines.push(csvRow(Array.from(rowOf(trajectory, f))));
  return `${lines.join('\n')}\n`;
}

/** JSON: {"fps", "frames", "columns", "qpos_columns" (the columns after time), "rows": [[time, qpos...], ...]}; one row a line. */
export function trajectoryToJson(trajectory: RetargetTrajectory): string {
  const head = { fps: trajectory.fps, frames: trajectory.frameCount, columns: trajectory.columns, qpos_columns: trajectory.columns.slice(1) };
  const rows = Array.from({ length: trajectory.frameCount }, (_, f) => `  ${JSON.stringify(Array.from(rowOf(trajectory, f)))}`);
  const open = JSON.stringify(head).slice(0, -1);
  return rows.length === 0 ? `${open},"rows":[]}\n` : `${open},"rows":[\n${rows.join(',\n')}\n]}\n`;
}

/**
 * MJCF keyframes, one `<key time=… qpos=…/>` per frame, in a `<mujoco>` file the exported model
 * takes with `<include file="…"/>` (or whose `<keyframe>` is pasted into it).
 */
export function trajectoryToKeyframes(trajectory: RetargetTrajectory, modelName: string): string {
  const keys = Array.from({ length: trajectory.frameCount }, (_, f) => {
    const row = rowOf(trajectory, f);
    return `    <key time="${num(row[0]!)}" qpos="${Array.from(row.subarray(1), num).join(' ')}"/>`;
  });
  return [`<mujoco model="${esc(modelName)}">`, '  <keyframe>', ...keys, '  </keyframe>', '</mujoco>', ''].join('\n');
}

function rowOf(trajectory: RetargetTrajectory, frame: number): Float64Array {
  const width = trajectory.columns.length;
  return trajectory.values.subarray(width * frame, width * (frame + 1));
}

// MuJoCo reads "-0" fine, but a file of "-0"s reads as a bug to a person.
const num = (v: number): string => (Object.is(v, -0) ? '0' : String(v));

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
