import type { IkRecording } from './ikRecording.ts';

/**
 * The one note a solve from a single camera gets: a camera sees directions, not distances, so how far
 * each keypoint is from it comes from the plan (bone lengths, limits, the neutral pull), not from the
 * images. Said once for the solve, beside its result, not for every frame: the Studio shows it under
 * the solve, `bodyplan ik` prints it once on standard error. Null otherwise (3D targets, an X-Y view,
 * which has no depth to lose, or 2 cameras and more).
 */
export function depthNote(recording: IkRecording): string | null {
  if (recording.kind !== '2d' || recording.mappers.length !== 1 || recording.mappers[0]!.type !== 'camera') return null;
  return 'Solved from one camera: depth (the distance from the camera) is not observed. The angles that move a keypoint toward or away from the camera come from the plan (bone lengths, limits, the pull toward neutral), not from the images; add a second calibrated camera to measure them.';
}
