import { useMemo } from 'react';
import { create } from 'zustand';
import type { PinholeCamera } from '../../../bodyplan/observations/mapper.ts';
import type { LensDistortion } from '../../../bodyplan/observations/lensDistortion.ts';
import { useRecording } from '../store/useStudio.ts';

/**
 * Whether the cameras are drawn in the 3D view (the Cameras section's toggle; they only exist once a
 * recording has cameras), and whether the camera views join the observed points by the plan's bones
 * (one choice for every view, so a maximized view draws as the docked one did). One Studio per page.
 */
export const useCamerasView = create<{
  showFrustums: boolean;
  setShowFrustums(show: boolean): void;
  showObservedBones: boolean;
  setShowObservedBones(show: boolean): void;
}>((set) => ({
  showFrustums: true,
  setShowFrustums: (showFrustums) => set({ showFrustums }),
  showObservedBones: true,
  setShowObservedBones: (showObservedBones) => set({ showObservedBones }),
}));

/** Distinct colours for up to 6 cameras (then they repeat), shared by the frustums and the panels' headings. */
export const CAMERA_COLOURS = ['#7c3aed', '#0891b2', '#ca8a04', '#16a34a', '#db2777', '#475569'];

export interface RecordingCamera {
  /** The view's index in the recording's mappers. */
  view: number;
  camera: PinholeCamera;
  name: string;
  /** The lens of the camera's images (from a calibration), or null: points are drawn through it. */
  lens: LensDistortion | null;
}

/** The pinhole cameras of the loaded 2D recording, with the names the recording gave them at load (see recordingCameraNames). */
export function useRecordingCameras(): RecordingCamera[] {
  const ik = useRecording((s) => s.ikRecording);
  const names = useRecording((s) => s.cameraNames);
  const lenses = useRecording((s) => s.source?.lenses);
  return useMemo(() => {
    if (ik?.kind !== '2d') return [];
    const out: RecordingCamera[] = [];
    ik.mappers.forEach((mapper, view) => {
      if (mapper.type !== 'camera') return;
      out.push({ view, camera: mapper, name: names[view] ?? `Camera ${view + 1}`, lens: lenses?.[view] ?? null });
    });
    return out;
  }, [ik, names, lenses]);
}
