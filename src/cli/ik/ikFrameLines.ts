import type { BodyModel } from '../../bodyplan/kinematics/model.ts';

/** What the `frames` lines of a range say, and how many observations fell behind their camera in it (in how many frames). */
export interface FrameLines {
  text: string;
  observations: number;
  frames: number;
}

/** The model's shape a range of solved rows is read with (see solvedStride): all a worker thread needs of it. */
export interface RowShape {
  dofCount: number;
  stride: number;
}

export const rowShape = (model: BodyModel, stride: number): RowShape => ({ dofCount: model.dofCount, stride });

/**
 * `bodyplan ik`'s output lines of the solved frames [from, to): one `  {...}` line per frame,
 * joined by ",\n" (no separator before the first nor after the last), so that ranges serialized
 * apart (on worker threads) and joined with ",\n" are byte for byte the lines of the whole run.
 */
export function frameLines(solved: Float64Array, shape: RowShape, from: number, to: number): FrameLines {
  const { dofCount: d, stride } = shape;
  const lines: string[] = [];
  let observations = 0;
  let frames = 0;
  for (let f = from; f < to; f++) {
    const at = f * stride;
    const rms = solved[at + d + 8]!;
    const frame = {
      dofs: Array.from(solved.subarray(at, at + d)),
      root_pos: Array.from(solved.subarray(at + d, at + d + 3)),
      root_quat: Array.from(solved.subarray(at + d + 3, at + d + 7)),
      iterations: solved[at + d + 7]!,
      rms_error: Number.isNaN(rms) ? null : rms,
    };
    const behind = solved[at + d + 9]!;
    if (behind > 0) {
      observations += behind;
      frames++;
    }
    lines.push(`  ${JSON.stringify(frame)}`);
  }
  return { text: lines.join(',\n'), observations, frames };
}

/**
 * frameLines, parsed back as JSON by the thread that made them, so that the result file's JSON
 * check (resultFile.ts) need not parse them again on the main thread after the last piece is
 * written: with `--workers 2` that parse of the whole output was the longest step left at the end.
 */
export function checkedFrameLines(solved: Float64Array, shape: RowShape, from: number, to: number): FrameLines {
  const made = frameLines(solved, shape, from, to);
  try {
    JSON.parse(`[${made.text}]`);
  } catch (error) {
    throw new Error(`the frames' lines are not valid JSON (${(error as Error).message}); please report this`, { cause: error });
  }
  return made;
}
