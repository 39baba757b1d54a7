import { ForwardKinematics } from '../kinematics/kinematics.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { mapPoint } from '../observations/mapper.ts';
import type { IkRecording } from '../ik/ikRecording.ts';
import { solvedPoseAt, type SolvedFrames } from '../ik/solvedFrames.ts';

export type Recording2D = Extract<IkRecording, { kind: '2d' }>;

export interface ReprojectionVisitor {
  /** One observed point that projects in front of its camera: its squared distance in the image (pixels² for cameras). */
  point(frame: number, camera: number, joint: number, squaredError: number): void;
  /** Called after each frame's points, for visitors that reduce per frame. */
  endFrame?(frame: number): void;
}

/**
 * The one walk behind every image-error figure (per keypoint, per camera lane, held-out camera):
 * each solved frame posed once, each finite observation the solve used (weight above 0) compared with its keypoint's projection.
 * Visits frame by frame, camera by camera, joint by joint; `onlyCamera` limits it to one camera
 * (the held-out check projects only the camera the solve did not see).
 */
export function visitReprojections(model: BodyModel, recording: Recording2D, solved: SolvedFrames, visitor: ReprojectionVisitor, onlyCamera?: number): void {
  const n = model.jointCount;
  const frameCount = Math.min(recording.frames.length, solved.count);
  const fk = new ForwardKinematics(model, { trackDofFrames: false, incremental: false });
  const projected = new Float64Array(2);
  const first = onlyCamera ?? 0;
  const last = onlyCamera ?? recording.mappers.length - 1;
  for (let f = 0; f < frameCount; f++) {
    const pose = solvedPoseAt(solved, f);
    fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
    const { points, weights } = recording.frames[f]!;
    for (let c = first; c <= last; c++) {
      const mapper = recording.mappers[c]!;
      for (let j = 0; j < n; j++) {
        const u = points[2 * (c * n + j)]!;
        const v = points[2 * (c * n + j) + 1]!;
        // Weight 0: excluded from the solve (exclusions.ts), so not measured as part of its fit either.
        if (!Number.isFinite(u) || !Number.isFinite(v) || weights?.[c * n + j] === 0 || !mapPoint(mapper, fk.keypoints, 3 * j, projected)) continue;
        visitor.point(f, c, j, (projected[0]! - u) ** 2 + (projected[1]! - v) ** 2);
      }
    }
    visitor.endFrame?.(f);
  }
}
