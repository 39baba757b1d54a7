/// <reference lib="webworker" />
import { unpackIkRecording } from '../../../../bodyplan/ik/packedFrames.ts';
import { sliceRecording, solveRecordingRange, solvedStride, type IkRecording } from '../../../../bodyplan/ik/ikRecording.ts';
import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import { joinSegment } from '../../../../bodyplan/ik/segmentReconcile.ts';
import { solvedFrames } from '../../../../bodyplan/ik/solvedFrames.ts';
import { recordingFitErrors } from '../../../../bodyplan/fit/recordingFitErrors.ts';
import { cameraFrameErrors } from '../../../../bodyplan/fit/cameraFrameErrors.ts';
import { adoptKernelModule } from '../../../../bodyplan/kinematics/kernels/kernelArena.ts';
import type { SegmentReply, SegmentRequest, SegmentWorkerKernels } from './segmentProtocol.ts';

/**
 * One segment of a parallel recording solve (see solveInWorkers.ts): the Studio's counterpart of the
 * CLI's worker thread. It solves its frames once and posts the packed results and each kept
 * frame's keypoint errors (recordingFitErrors), transferred. Sent a `join`, it solves the segment's
 * first frames warm from the previous segment's end until they merge with its parallel rows
 * (segmentReconcile.ts) and posts those rows and their errors.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<SegmentRequest | SegmentWorkerKernels>) => {
  if ('kernels' in event.data) {
    adoptKernelModule(event.data.kernels);
    return;
  }
  const { model, options, length, discard, join } = event.data;
  try {
    const recording = unpackIkRecording(event.data.recording);
    if (join !== undefined) {
      const { warm, otherBranch } = joinSegment(model, recording, options, [0, length], join.warmFrom, join.parallel);
      const { errors, cameraErrors } = fitErrorsOf(model, recording, 0, warm);
      scope.postMessage({ type: 'joined', warm, errors, cameraErrors, otherBranch } satisfies SegmentReply, [warm.buffer as ArrayBuffer, errors.buffer as ArrayBuffer, cameraErrors.buffer as ArrayBuffer]);
      return;
    }
    // About 50 progress messages per segment: enough for a smooth bar, few enough to cost nothing.
    const every = Math.max(1, Math.floor(length / 50));
    const solved = solveRecordingRange(model, recording, options, 0, length, discard, (done) => {
      if (done % every === 0 && done < length) scope.postMessage({ type: 'progress', done } satisfies SegmentReply);
    });
    const { errors, cameraErrors } = fitErrorsOf(model, recording, discard, solved);
    scope.postMessage({ type: 'done', solved, errors, cameraErrors } satisfies SegmentReply, [solved.buffer as ArrayBuffer, errors.buffer as ArrayBuffer, cameraErrors.buffer as ArrayBuffer]);
  } catch (error) {
    scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies SegmentReply);
  }
};

/** The keypoint errors of `solved`, the rows of the recording's frames from `first` on: measured here too, so a long recording's page only gathers them. */
function fitErrorsOf(model: BodyModel, recording: IkRecording, first: number, solved: Float64Array) {
  const kept = sliceRecording(recording, first, first + solved.length / solvedStride(model));
  const errors = recordingFitErrors(model, kept, solvedFrames(model, solved));
  // And each camera's error per frame (2D), for the lanes under the angle plot.
  const cameraErrors = cameraFrameErrors(model, kept, solvedFrames(model, solved));
  return { errors, cameraErrors };
}
