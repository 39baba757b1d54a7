import type { IkRecording } from '../../../bodyplan/ik/ikRecording.ts';
import type { StudioLoadOptions, StudioRecording } from '../../../bodyplan/recording/studioRecordingFile.ts';

/**
 * Each view's camera name, decided once when a recording is read, so that every panel (views, error
 * lanes, held-out table, suspicious frames, exclusions) calls a camera the same: the calibration's
 * names; for one DeepLabCut CSV the name its cameras file gives the camera it was read through; for a
 * 2D JSON recording, which names none, "Camera 1", "Camera 2", … (as the views always called them). Empty for 3D.
 */
export function recordingCameraNames(ikRecording: IkRecording, source: Pick<StudioRecording, 'cameraNames' | 'cameraUsed'>, options: Pick<StudioLoadOptions, 'cameras'>): string[] {
  if (ikRecording.kind !== '2d') return [];
  return ikRecording.mappers.map((_, view) => {
    const calibrated = source.cameraNames?.[view];
    if (calibrated !== undefined) return calibrated;
    const used = source.cameraUsed !== null ? options.cameras?.names[source.cameraUsed] : undefined;
    return used ?? `Camera ${view + 1}`;
  });
}
