import { fitErrorsOf } from './fitErrors.ts';
import { allErrorsSummary, keypointSummaries, worstFrames, type ErrorSummary, type WorstFrame } from './summaries.ts';

/** How many of the worst frames the Fit panel lists. */
const WORST_FRAMES_LISTED = 5;

/** What the Fit panel shows about a whole solve: computed once per solve, off the page (see fitSummaryWorker.ts). */
export interface FitSummary {
  /** Joints observed in at least one frame, in body-plan order (FitErrors.keypoints). */
  keypoints: number[];
  overall: ErrorSummary;
  perKeypoint: { joint: number; summary: ErrorSummary }[];
  worst: WorstFrame[];
}

/**
 * The summaries of an error matrix (frame-major, `jointCount` per frame, NaN unobserved). On a
 * 100,000-frame fly solve this is 3.1 million errors and about 400 ms, which is why the Studio
 * runs it in a worker.
 */
export function fitSummaryOf(jointCount: number, errors: Float32Array): FitSummary {
  const fit = fitErrorsOf(jointCount, errors);
  return { keypoints: [...fit.keypoints], overall: allErrorsSummary(fit), perKeypoint: keypointSummaries(fit), worst: worstFrames(fit, WORST_FRAMES_LISTED) };
}
