import type { IkOptions } from '../../../../bodyplan/ik/ik.ts';
import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import { sliceRecording, type IkRecording } from '../../../../bodyplan/ik/ikRecording.ts';
import { packIkRecording } from '../../../../bodyplan/ik/packedFrames.ts';
import type { SegmentReply, SegmentRequest } from './segmentProtocol.ts';
import { WorkerJobError } from '../ik/workerClient.ts';
import { lendSegmentWorker, type LentSegmentWorker } from './segmentWorkerPool.ts';

export interface SegmentSolvedAgain {
  solved: Float64Array;
  errors: Float32Array;
  cameraErrors: Float32Array;
}

/**
 * After a parallel solve, segment `index` ([start, end)) checked in a pooled worker against the
 * previous segment's last row (segmentReconcile.ts's solveAgainIfOtherBranch): null when its first
 * frame agrees, else its rows solved again from that row, with their fit errors. `lent` collects
 * the worker so the solve's Cancel terminates it too.
 */
export function checkSegmentInWorker(
  model: BodyModel,
  recording: IkRecording,
  options: IkOptions,
  [index, segments]: [index: number, segments: number],
  [start, end]: readonly [number, number],
  check: { warmFrom: Float64Array; coldFirst: Float64Array },
  lent: LentSegmentWorker[],
): Promise<SegmentSolvedAgain | null> {
  return new Promise((resolve, reject) => {
    const worker = lendSegmentWorker(index, segments);
    lent.push(worker);
    const onReply = (reply: SegmentReply) => {
      if (reply.type === 'progress') return;
      if (reply.type === 'failed') {
        reject(new WorkerJobError(`checking frames ${start + 1}–${end} against the frames before: ${reply.message}`, false));
        return;
      }
      worker.release();
      resolve(reply.type === 'agreed' ? null : { solved: reply.solved, errors: reply.errors, cameraErrors: reply.cameraErrors });
    };
    const onError = (message: string) => reject(new WorkerJobError(`a solving worker stopped: ${message}`, false));
    const { packed, transfer } = packIkRecording(sliceRecording(recording, start, end));
    const request: SegmentRequest = { model, options, recording: packed, length: end - start, discard: 0, check };
    worker.post(request, transfer, onReply, onError);
  });
}
