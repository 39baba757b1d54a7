import type { FitErrors } from '../../../bodyplan/fit/fitErrors.ts';
import type { FitSummary } from '../../../bodyplan/fit/fitSummary.ts';
import { ON_TARGET_FRACTION, errorScaleOf, type ErrorScale } from '../../../bodyplan/fit/errorColorScale.ts';
import type { ErrorSummary, WorstFrame } from '../../../bodyplan/fit/summaries.ts';
import type { BodyModel } from '../../../bodyplan/kinematics/model.ts';
import { useRecording, useStudio } from '../store/useStudio.ts';

export interface FitData {
  fit: FitErrors;
  /** The colour scale of the heat-map and the 3D markers: logarithmic over the data's range (see errorScaleOf). */
  scale: ErrorScale;
  overall: ErrorSummary;
  keypoints: { joint: number; summary: ErrorSummary }[];
  worst: WorstFrame[];
}

// One FitData per solve, shared by the panel and the 3D view. The error matrix and its summaries
// come from the solve's workers (see solveInWorkers.ts): nothing over every error runs on the page.
const cache = new WeakMap<Float32Array, { model: BodyModel; planSize: number; summary: FitSummary; data: FitData }>();

function fitDataOf(model: BodyModel, planSize: number, errors: Float32Array, summary: FitSummary): FitData {
  const hit = cache.get(errors);
  if (hit && hit.model === model && hit.planSize === planSize && hit.summary === summary) return hit.data;
  const fit: FitErrors = { frameCount: errors.length / model.jointCount, jointCount: model.jointCount, errors, keypoints: summary.keypoints };
  const { overall } = summary;
  const data = { fit, overall, scale: errorScaleOf(overall, ON_TARGET_FRACTION * planSize), keypoints: summary.perKeypoint, worst: summary.worst };
  cache.set(errors, { model, planSize, summary, data });
  return data;
}

/** The solved recording's fit (null until a recording is solved for the open plan). */
export function useFitData(): FitData | null {
  const model = useStudio((s) => s.plan?.model ?? null);
  const planSize = useStudio((s) => s.plan?.size ?? 1);
  const solved = useRecording((s) => s.solved);
  const errors = useRecording((s) => s.fitErrors);
  const summary = useRecording((s) => s.fitSummary);
  if (!model || !solved || !errors || !summary || model.jointCount === 0 || errors.length !== solved.count * model.jointCount) return null;
  return fitDataOf(model, planSize, errors, summary);
}
