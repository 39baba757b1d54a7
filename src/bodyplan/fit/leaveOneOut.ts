import type { BodyModel } from '../kinematics/model.ts';
import { solvedFrames } from '../ik/solvedFrames.ts';
import type { Frame2D } from '../ik/solve2d.ts';
import { visitReprojections, type Recording2D } from './reprojections.ts';

/**
 * The held-out camera check: for each camera, the recording solved without it, and the
 * reprojection error of that solve in the camera left out. A fit that agrees only with the cameras
 * it was fitted to (a miscalibrated or mislabelled camera, too few views to pin a joint) shows here,
 * where the ordinary image error cannot show it.
 */
export interface LeaveOneOut {
  cameras: number;
  jointCount: number;
  frameCount: number;
  /** Frame f's RMS error in camera c when solved without c, at `[f * cameras + c]` (NaN: c saw nothing there). */
  frameErrors: Float64Array;
  /** Joint j's RMS error over the frames in camera c when solved without c, at `[c * jointCount + j]` (NaN: never seen). */
  keypointErrors: Float64Array;
  /** Camera c's RMS error over all its observations when solved without it. */
  cameraErrors: Float64Array;
}

/** A solve of a whole recording, as packed rows (solveRecordingRange's layout): sequential or in workers. */
export type RecordingSolve = (recording: Recording2D) => Float64Array | Promise<Float64Array>;

/** The recording as the other cameras see it. */
export function recordingWithoutCamera(recording: Recording2D, camera: number, jointCount: number): Recording2D {
  const cameras = recording.mappers.length;
  const keep = (values: Float64Array, width: number) => {
    const out = new Float64Array(((cameras - 1) * jointCount) * width);
    out.set(values.subarray(0, camera * jointCount * width));
    out.set(values.subarray((camera + 1) * jointCount * width), camera * jointCount * width);
    return out;
  };
  const frames: Frame2D[] = recording.frames.map((frame) => (frame.weights === undefined ? { points: keep(frame.points, 2) } : { points: keep(frame.points, 2), weights: keep(frame.weights, 1) }));
  return { kind: '2d', mappers: recording.mappers.filter((_, c) => c !== camera), frames };
}

/** Needs 3 or more cameras: with two, the one left in alone cannot place a joint in depth. */
export async function leaveOneOut(model: BodyModel, recording: Recording2D, solve: RecordingSolve, onCamera?: (done: number, cameras: number) => void): Promise<LeaveOneOut> {
  const cameras = recording.mappers.length;
  if (cameras < 3) throw new RangeError(`leaving one camera out needs 3 or more cameras, the recording has ${cameras}`);
  const n = model.jointCount;
  const frameCount = recording.frames.length;
  const frameErrors = new Float64Array(frameCount * cameras).fill(NaN);
  const keypointErrors = new Float64Array(cameras * n).fill(NaN);
  const cameraErrors = new Float64Array(cameras).fill(NaN);
  for (let c = 0; c < cameras; c++) {
    const solved = solvedFrames(model, await solve(recordingWithoutCamera(recording, c, n)));
    const sums = new Float64Array(n);
    const counts = new Uint32Array(n);
    let frameSum = 0;
    let frameSeen = 0;
    visitReprojections(
      model,
      recording,
      solved,
      {
        point(_f, _c, j, squared) {
          frameSum += squared;
          frameSeen++;
          sums[j]! += squared;
          counts[j]!++;
        },
        endFrame(f) {
          if (frameSeen > 0) frameErrors[f * cameras + c] = Math.sqrt(frameSum / frameSeen);
          frameSum = 0;
          frameSeen = 0;
        },
      },
      c,
    );
    let total = 0;
    let seen = 0;
    for (let j = 0; j < n; j++) {
      if (counts[j] === 0) continue;
      keypointErrors[c * n + j] = Math.sqrt(sums[j]! / counts[j]!);
      total += sums[j]!;
      seen += counts[j]!;
    }
    if (seen > 0) cameraErrors[c] = Math.sqrt(total / seen);
    onCamera?.(c + 1, cameras);
  }
  return { cameras, jointCount: n, frameCount, frameErrors, keypointErrors, cameraErrors };
}
