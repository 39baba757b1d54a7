import type { IkOptions } from '../../../../bodyplan/ik/ik.ts';
import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import { solvedStride, type IkRecording } from '../../../../bodyplan/ik/ikRecording.ts';
import { packSegmentInSlices } from './packSegmentInSlices.ts';
import type { SegmentJoin } from '../../../../bodyplan/ik/segmentReconcile.ts';
import type { SegmentReply, SegmentRequest } from './segmentProtocol.ts';
import { WorkerJobError } from '../ik/workerClient.ts';
import { lendSegmentWorker, type LentSegmentWorker } from './segmentWorkerPool.ts';

export interface SegmentJoined extends SegmentJoin {
  /** The keypoint errors of the warm rows' frames, and each camera's (see segmentWorker.ts). */
  errors: Float32Array;
  cameraErrors: Float32Array;
}

/**
 * How many of a segment's parallel rows go to the worker that joins it. Segments on one branch merge
 * after a few frames (segmentReconcile.ts's MERGED_TOLERANCE: 2-6 at the default tolerance, about 30
 * at 1e-1), so posting a whole segment (10 MB of rows for a quarter of 100,000 fly frames) would be
 * a copy for nothing; a walk that has not merged by then solves the rest of the segment warm, which
 * is the sequential run's answer all the same.
 */
const JOIN_WINDOW = 256;

/**
 * After a parallel solve, segment `index` ([start, end)) joined in a pooled worker to the previous
 * segment's last row (segmentReconcile.ts's joinSegment): its first rows solved warm until they
 * merge with `parallel` (the segment's rows as solved), with their fit errors. `lent` collects the
 * worker so the solve's Cancel terminates it too.
 */
export function joinSegmentInWorker(
  model: BodyModel,
  recording: IkRecording,
  options: IkOptions,
  [index, segments]: [index: number, segments: number],
  [start, end]: readonly [number, number],
  warmFrom: Float64Array,
  parallel: Float64Array,
  lent: LentSegmentWorker[],
): Promise<SegmentJoined> {
  return new Promise((resolve, reject) => {
    const worker = lendSegmentWorker(index, segments);
    lent.push(worker);
    const onReply = (reply: SegmentReply) => {
      if (reply.type === 'failed') {
        reject(new WorkerJobError(`joining frames ${start + 1}–${end} to the frames before: ${reply.message}`, false));
        return;
      }
      if (reply.type !== 'joined') return;
      worker.release();
      resolve({ warm: reply.warm, otherBranch: reply.otherBranch, errors: reply.errors, cameraErrors: reply.cameraErrors });
    };
    const onError = (message: string) => reject(new WorkerJobError(`a solving worker stopped: ${message}`, false));
    // Packed in slices, as the solve's segments are (issue 43); a cancelled solve has discarded the worker.
    void packSegmentInSlices(recording, start, end, () => worker.discarded()).then((packing) => {
      if (packing === null) return;
      const window = parallel.slice(0, solvedStride(model) * JOIN_WINDOW);
      const request: SegmentRequest = { model, options, recording: packing.packed, length: end - start, discard: 0, join: { warmFrom, parallel: window } };
      worker.post(request, [...packing.transfer, window.buffer as ArrayBuffer], onReply, onError);
    });
  });
}
