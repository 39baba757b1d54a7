import type { BodyModel } from '../../../bodyplan/kinematics/model.ts';
import type { IkRecording } from '../../../bodyplan/ik/ikRecording.ts';
import type { SolvedFrames } from '../../../bodyplan/ik/solvedFrames.ts';
import { worstKeypointInCamera } from '../../../bodyplan/fit/worstKeypointInCamera.ts';
import { formatNumber } from './formatNumber.ts';

/** What the exclude dialog opens with: the camera, the keypoint preselected (null: all), the frames, and why that keypoint. */
export interface ExcludeRequest {
  camera: string;
  keypoint: string | null;
  from: number;
  to: number;
  /** Says why `keypoint` was preselected (the data singled it out), shown in the dialog. */
  reason?: string;
}

/**
 * "Exclude camB here…" from a suspicious frame: camera `camera` over that one frame, with the keypoint
 * preselected whose reprojection error there stands far above the camera's other keypoints (one
 * label put on the wrong leg), or all keypoints when none does (the whole view disagrees).
 */
export function excludeRequestAtFrame(model: BodyModel, recording: IkRecording | null, solved: SolvedFrames | null, frame: number, camera: number, cameraName: string): ExcludeRequest {
  const all: ExcludeRequest = { camera: cameraName, keypoint: null, from: frame, to: frame };
  if (recording?.kind !== '2d' || solved === null) return all;
  // Below a pixel is noise for images (the suspicious list's floor); X-Y views are in the plan's units.
  const pixels = recording.mappers[camera]?.type === 'camera';
  const floor = pixels ? 1 : 0;
  const worst = worstKeypointInCamera(model, recording, solved, frame, camera, floor);
  if (worst === null) return all;
  const keypoint = model.jointNames[worst.joint]!;
  const unit = pixels ? ' px' : '';
  const reason = `${keypoint} is ${formatNumber(worst.error, 3)}${unit} off in ${cameraName} at frame ${frame}, where its other keypoints are ${formatNumber(worst.usual, 3)}${unit} off (median).`;
  return { ...all, keypoint, reason };
}
