/**
 * The line `bodyplan ik` prints once on stderr for a solve from exactly one camera (see
 * src/bodyplan/ik/depthNote.ts), written out here as the user reads it, so that a test pinning a
 * one-camera run's stderr says what it expects, not what the code happens to return.
 */
export const ONE_CAMERA_NOTE =
  'bodyplan ik: note: Solved from one camera: depth (the distance from the camera) is not observed. The angles that move a keypoint toward or away from the camera come from the plan (bone lengths, limits, the pull toward neutral), not from the images; add a second calibrated camera to measure them.\n';
