import type { BodyModel } from '../kinematics/model.ts';
import { solvedStride } from '../ik/ikRecording.ts';
import { solvedFrames, type SolvedFrames } from '../ik/solvedFrames.ts';

/**
 * A reference's rows moved to the recording's frame order by frame number: row i holds the
 * reference's frame `frameNumbers[i]`, or NaN everywhere when the reference has no such frame.
 * `matched` counts the recording's frames the reference covers.
 */
export function alignReference(
  model: BodyModel,
  reference: SolvedFrames,
  referenceFrameNumbers: readonly number[],
  frameNumbers: readonly number[],
): { solved: SolvedFrames; matched: number } {
  const stride = solvedStride(model);
  if (reference.stride !== stride) throw new RangeError('the reference was read for another plan');
  const rowOf = new Map(referenceFrameNumbers.map((n, row) => [n, row]));
  const data = new Float64Array(stride * frameNumbers.length).fill(NaN);
  let matched = 0;
  frameNumbers.forEach((n, i) => {
    const row = rowOf.get(n);
    if (row === undefined || row >= reference.count) return;
    data.set(reference.data.subarray(row * stride, (row + 1) * stride), i * stride);
    matched++;
  });
  return { solved: solvedFrames(model, data), matched };
}
