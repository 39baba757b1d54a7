import { fitErrorsOf, type FitErrors } from '../../../bodyplan/fit/fitErrors.ts';
import { ON_TARGET_FRACTION, robustScaleMax } from '../../../bodyplan/fit/errorColorScale.ts';
import { allErrorsSummary, keypointSummaries, worstFrames, type ErrorSummary, type WorstFrame } from '../../../bodyplan/fit/summaries.ts';
import type { BodyModel } from '../../../bodyplan/model.ts';
import { useRecording, useStudio } from '../useStudio.ts';

export interface FitData {
  fit: FitErrors;
  /** The error the colour scale's darkest colour stands for (see robustScaleMax). */
  scaleMax: number;
  overall: ErrorSummary;
  keypoints: { joint: number; summary: ErrorSummary }[];
  worst: WorstFrame[];
}

export const WORST_FRAMES_LISTED = 5;

// One summary per solve, shared by the panel and the 3D view (each solve has a new error matrix,
// measured by the segment workers as they solve: see solveInWorkers.ts).
const cache = new WeakMap<Float32Array, { model: BodyModel; planSize: number; data: FitData }>();

function fitDataOf(model: BodyModel, planSize: number, errors: Float32Array): FitData {
  const hit = cache.get(errors);
  if (hit && hit.model === model && hit.planSize === planSize) return hit.data;
  const fit = fitErrorsOf(model.jointCount, errors);
  const overall = allErrorsSummary(fit);
  const data = { fit, overall, scaleMax: robustScaleMax(overall, ON_TARGET_FRACTION * planSize), keypoints: keypointSummaries(fit), worst: worstFrames(fit, WORST_FRAMES_LISTED) };
  cache.set(errors, { model, planSize, data });
  return data;
}

/** The solved recording's fit (null until a recording is solved for the open plan). */
export function useFitData(): FitData | null {
  const model = useStudio((s) => s.plan?.model ?? null);
  const planSize = useStudio((s) => s.plan?.size ?? 1);
  const solved = useRecording((s) => s.solved);
  const errors = useRecording((s) => s.fitErrors);
  if (!model || !solved || !errors || errors.length !== solved.count * model.jointCount) return null;
  return fitDataOf(model, planSize, errors);
}
