/// <reference lib="webworker" />
import { unpackIkRecording } from '../../../../bodyplan/ik/packedFrames.ts';
import { sliceRecording, solveRecordingRange } from '../../../../bodyplan/ik/ikRecording.ts';
import { solveAgainIfOtherBranch } from '../../../../bodyplan/ik/segmentReconcile.ts';
import { solvedFrames } from '../../../../bodyplan/ik/solvedFrames.ts';
import { recordingFitErrors } from '../../../../bodyplan/fit/recordingFitErrors.ts';
import { cameraFrameErrors } from '../../../../bodyplan/fit/cameraFrameErrors.ts';
import { adoptKernelModule } from '../../../../bodyplan/kinematics/kernels/kernelArena.ts';
import type { SegmentReply, SegmentRequest, SegmentWorkerKernels } from './segmentProtocol.ts';

/**
 * One segment of a parallel recording solve (see solveInWorkers.ts): the Studio's counterpart of the
 * CLI's worker thread. It solves its frames once and posts the packed results and each kept
 * frame's keypoint errors (recordingFitErrors), transferred. Sent a `check`, it solves the segment
 * again only if its first frame landed on another IK branch (segmentReconcile.ts).
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<SegmentRequest | SegmentWorkerKernels>) => {
  if ('kernels' in event.data) {
    adoptKernelModule(event.data.kernels);
    return;
  }
  const { model, options, length, discard, check } = event.data;
  try {
    const recording = unpackIkRecording(event.data.recording);
    let solved: Float64Array;
    if (check !== undefined) {
      const again = solveAgainIfOtherBranch(model, recording, options, 0, length, check.warmFrom, check.coldFirst);
      if (again === null) {
        scope.postMessage({ type: 'agreed' } satisfies SegmentReply);
        return;
      }
      solved = again;
    } else {
      // About 50 progress messages per segment: enough for a smooth bar, few enough to cost nothing.
      const every = Math.max(1, Math.floor(length / 50));
      solved = solveRecordingRange(model, recording, options, 0, length, discard, (done) => {
        if (done % every === 0 && done < length) scope.postMessage({ type: 'progress', done } satisfies SegmentReply);
      });
    }
    // The fit's error matrix is measured here too, so a long recording's page only gathers it.
    const kept = sliceRecording(recording, discard, length);
    const errors = recordingFitErrors(model, kept, solvedFrames(model, solved));
    // And each camera's error per frame (2D), for the lanes under the angle plot.
    const cameraErrors = cameraFrameErrors(model, kept, solvedFrames(model, solved));
    scope.postMessage({ type: 'done', solved, errors, cameraErrors } satisfies SegmentReply, [solved.buffer as ArrayBuffer, errors.buffer as ArrayBuffer, cameraErrors.buffer as ArrayBuffer]);
  } catch (error) {
    scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies SegmentReply);
  }
};
