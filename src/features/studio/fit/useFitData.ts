import { computeFitErrors, type FitErrors } from '../../../bodyplan/fit/fitErrors.ts';
import { ON_TARGET_FRACTION, robustScaleMax } from '../../../bodyplan/fit/errorColorScale.ts';
import { allErrorsSummary, keypointSummaries, worstFrames, type ErrorSummary, type WorstFrame } from '../../../bodyplan/fit/summaries.ts';
import type { BodyModel } from '../../../bodyplan/model.ts';
import type { SolvedFrames } from '../../../bodyplan/observations/solvedFrames.ts';
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

// One computation per solve, shared by the panel and the 3D view (each solve is a new SolvedFrames).
const cache = new WeakMap<SolvedFrames, { model: BodyModel; planSize: number; targets: readonly Float64Array[]; data: FitData }>();

function fitDataOf(model: BodyModel, planSize: number, targets: readonly Float64Array[], solved: SolvedFrames): FitData {
  const hit = cache.get(solved);
  if (hit && hit.model === model && hit.targets === targets && hit.planSize === planSize) return hit.data;
  const fit = computeFitErrors(model, targets, solved);
  const overall = allErrorsSummary(fit);
  const data = { fit, overall, scaleMax: robustScaleMax(overall, ON_TARGET_FRACTION * planSize), keypoints: keypointSummaries(fit), worst: worstFrames(fit, WORST_FRAMES_LISTED) };
  cache.set(solved, { model, planSize, targets, data });
  return data;
}

/** The solved recording's fit (null until a 3D recording is solved for the open plan). */
export function useFitData(): FitData | null {
  const model = useStudio((s) => s.plan?.model ?? null);
  const planSize = useStudio((s) => s.plan?.size ?? 1);
  const recording = useRecording((s) => s.recording);
  const solved = useRecording((s) => s.solved);
  if (!model || !recording || !solved) return null;
  return fitDataOf(model, planSize, recording.frames, solved);
}
