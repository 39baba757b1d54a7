import type { BodyModel } from '../../kinematics/model.ts';
import type { Frame2D } from '../../ik/solve2d.ts';
import { MAX_OBSERVED_COORDINATE } from '../observationsFile.ts';
import { matchParts, type PartMapping } from '../readers/partMatching.ts';
import type { KeypointTable2D } from './labTables.ts';

export interface KeypointFramesOptions {
  /** Points whose score is below this are missing (DeepLabCut's own default p-cutoff is 0.6). A table without scores passes. */
  likelihoodThreshold: number;
  mapping?: PartMapping;
}

/** One camera's frames for the 2D solver, as the DeepLabCut CSV reader gives them. */
export interface KeypointFrames {
  /** Per frame: points per joint (NaN missing) and weights = the scores (1 where the format has none). */
  frames: Frame2D[];
  frameLabels: string[];
  parts: string[];
  unmatchedParts: string[];
  /** Body-plan joints that no part feeds. */
  jointsWithoutPart: string[];
}

export type KeypointFramesResult = { ok: true; value: KeypointFrames } | { ok: false; message: string };

/**
 * A camera's keypoint table in the body plan's joint order: parts matched to joints by name (or the
 * mapping table), points below the score cut-off left missing. A coordinate too large for the
 * solver's squared residuals is refused with its frame and part.
 */
export function keypointTableFrames(table: KeypointTable2D, model: BodyModel, options: KeypointFramesOptions): KeypointFramesResult {
  const matched = matchParts(table.parts, model, options.mapping);
  if (!matched.ok) return matched;
  const { jointOfPart, unmatchedParts } = matched.value;
  const n = model.jointCount;
  const partCount = table.parts.length;
  const frames: Frame2D[] = [];
  for (let f = 0; f < table.frameCount; f++) {
    const points = new Float64Array(2 * n).fill(NaN);
    const weights = new Float64Array(n);
    for (let p = 0; p < partCount; p++) {
      const at = 3 * (f * partCount + p);
      const x = table.values[at]!;
      const y = table.values[at + 1]!;
      const score = table.values[at + 2]!;
      if (Math.abs(x) > MAX_OBSERVED_COORDINATE || Math.abs(y) > MAX_OBSERVED_COORDINATE) {
        return { ok: false, message: `frame ${table.frameLabels?.[f] ?? f}, part "${table.parts[p]}": (${x}, ${y}) is too large: coordinates must be within ±${MAX_OBSERVED_COORDINATE}` };
      }
      const joint = jointOfPart[p]!;
      if (joint < 0 || Number.isNaN(x) || Number.isNaN(y)) continue;
      const weight = Number.isNaN(score) ? 1 : score;
      if (!(weight >= options.likelihoodThreshold)) continue;
      points[2 * joint] = x;
      points[2 * joint + 1] = y;
      weights[joint] = weight;
    }
    frames.push({ points, weights });
  }
  const frameLabels = table.frameLabels ?? Array.from({ length: table.frameCount }, (_, f) => String(f));
  const fed = new Set(Array.from(jointOfPart).filter((j) => j >= 0));
  const jointsWithoutPart = model.jointNames.filter((_, j) => !fed.has(j));
  return { ok: true, value: { frames, frameLabels, parts: table.parts, unmatchedParts, jointsWithoutPart } };
}
