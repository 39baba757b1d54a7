/// <reference lib="webworker" />
import { fitSummaryOf, type FitSummary } from '../../../bodyplan/fit/fitSummary.ts';

/**
 * The Fit panel's summaries of a finished solve (medians, 95th percentiles, worst frames), computed
 * off the page: on a long recording they are hundreds of milliseconds of work (see fitSummary.ts).
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

export interface FitSummaryRequest {
  jointCount: number;
  errors: Float32Array;
}

export type FitSummaryReply = { ok: true; summary: FitSummary } | { ok: false; message: string };

scope.onmessage = (event: MessageEvent<FitSummaryRequest>) => {
  try {
    scope.postMessage({ ok: true, summary: fitSummaryOf(event.data.jointCount, event.data.errors) } satisfies FitSummaryReply);
  } catch (error) {
    scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies FitSummaryReply);
  }
};
