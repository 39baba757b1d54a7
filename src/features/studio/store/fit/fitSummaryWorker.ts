/// <reference lib="webworker" />
import { fitSummaryOf, type FitSummary } from '../../../../bodyplan/fit/fitSummary.ts';
import { suspiciousFrames, type SuspiciousFrame } from '../../../../bodyplan/fit/suspiciousFrames.ts';
import { solvedRmsSeries } from '../../../../bodyplan/ik/solvedFrames.ts';
import type { SuspicionRequest } from '../../model/fit/suspicionRequest.ts';

/**
 * The fit checks of a finished solve, computed off the page: the Fit panel's summaries (medians,
 * 95th percentiles, worst frames) and the ranked list of suspicious frames (image error, angle
 * jumps, flips, held-out error, joints at a limit). On a long recording they are hundreds of
 * milliseconds of work (see fitSummary.ts). Either part may be asked for alone: the suspicious
 * frames are asked for again when their settings change or a held-out check ends.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

export interface FitSummaryRequest {
  summary?: { jointCount: number; errors: Float32Array };
  suspicion?: SuspicionRequest;
}

export type FitSummaryReply = { ok: true; summary: FitSummary | null; suspicious: SuspiciousFrame[] | null } | { ok: false; message: string };

scope.onmessage = (event: MessageEvent<FitSummaryRequest>) => {
  try {
    const { summary, suspicion } = event.data;
    let suspicious: SuspiciousFrame[] | null = null;
    if (suspicion !== undefined) {
      const { limits, solved, stride, options, heldOut } = suspicion;
      const rows = { count: solved.length / stride, dofCount: limits.dofCount, stride, data: solved };
      suspicious = suspiciousFrames(limits, { rows, rms: solvedRmsSeries(rows), heldOut }, options);
    }
    scope.postMessage({ ok: true, summary: summary === undefined ? null : fitSummaryOf(summary.jointCount, summary.errors), suspicious } satisfies FitSummaryReply);
  } catch (error) {
    scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies FitSummaryReply);
  }
};
