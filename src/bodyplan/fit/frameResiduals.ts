/**
 * What the 3D view draws for one frame: for each observed keypoint, its target and the segment from
 * the model's keypoint to it, with the distance. Keypoints not observed in the frame are left out
 * (and listed in `missing`).
 */
export interface FrameResiduals {
  /** The keypoints observed in this frame, in the order given. */
  joints: number[];
  /** The keypoints given that this frame does not observe. */
  missing: number[];
  /** 3 per observed joint: the target. */
  targets: Float32Array;
  /** 6 per observed joint: the model's keypoint, then the target. */
  segments: Float32Array;
  errors: Float32Array;
}

/**
 * `modelKeypoints` and `targets`: 3 numbers per joint (targets NaN where not observed); `keypoints`:
 * the joints to consider (the recording's keypoints, see FitErrors.keypoints).
 */
export function frameResiduals(modelKeypoints: ArrayLike<number>, targets: ArrayLike<number>, keypoints: readonly number[]): FrameResiduals {
  const joints = keypoints.filter((j) => Number.isFinite(targets[3 * j]!));
  const missing = keypoints.filter((j) => !Number.isFinite(targets[3 * j]!));
  const out = new Float32Array(3 * joints.length);
  const segments = new Float32Array(6 * joints.length);
  const errors = new Float32Array(joints.length);
  joints.forEach((j, i) => {
    for (let a = 0; a < 3; a++) {
      out[3 * i + a] = targets[3 * j + a]!;
      segments[6 * i + a] = modelKeypoints[3 * j + a]!;
      segments[6 * i + 3 + a] = targets[3 * j + a]!;
    }
    errors[i] = Math.hypot(
      modelKeypoints[3 * j]! - targets[3 * j]!,
      modelKeypoints[3 * j + 1]! - targets[3 * j + 1]!,
      modelKeypoints[3 * j + 2]! - targets[3 * j + 2]!,
    );
  });
  return { joints, missing, targets: out, segments, errors };
}
