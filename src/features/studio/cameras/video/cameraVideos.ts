import { useEffect } from 'react';
import { create } from 'zustand';
import { useRecording } from '../../store/useStudio.ts';
import { CameraVideo } from './cameraVideo.ts';

export interface CameraVideoEntry {
  video: CameraVideo;
  /** Video frame = recording frame + offset (the video started `offset` frames before the recording). */
  offset: number;
}

interface CameraVideosState {
  /** By `cameraVideoKey`: a camera of one recording file. */
  entries: Record<string, CameraVideoEntry>;
  /** Bumped when any video's status changes or a frame it was asked for is decoded. */
  version: number;
}

/**
 * The videos opened under the camera views, outside React: a camera view is unmounted and mounted
 * again when it grows into the main area or goes back to its dock, and its video and offset stay.
 * One Studio per page, as for the frustum toggle.
 */
export const useCameraVideos = create<CameraVideosState>(() => ({ entries: {}, version: 0 }));

export const cameraVideoKey = (recordingFile: string | null, view: number) => `${recordingFile ?? ''}\u0000${view}`;

const bump = () => useCameraVideos.setState((s) => ({ version: s.version + 1 }));

function replaceEntries(change: (entries: Record<string, CameraVideoEntry>) => Record<string, CameraVideoEntry>) {
  useCameraVideos.setState((s) => ({ entries: change(s.entries), version: s.version + 1 }));
}

/** Opens `file` under a camera (closing the video it had); the offset is kept. */
export function openCameraVideo(key: string, file: File): void {
  const previous = useCameraVideos.getState().entries[key];
  previous?.video.close();
  const video = new CameraVideo(file.name, file, bump);
  replaceEntries((entries) => ({ ...entries, [key]: { video, offset: previous?.offset ?? 0 } }));
}

export function setCameraVideoOffset(key: string, offset: number): void {
  const entry = useCameraVideos.getState().entries[key];
  if (entry) replaceEntries((entries) => ({ ...entries, [key]: { ...entry, offset } }));
}

/** Closes a camera's video (also the Cancel of its indexing). */
export function closeCameraVideo(key: string): void {
  const entry = useCameraVideos.getState().entries[key];
  if (!entry) return;
  entry.video.close();
  replaceEntries(({ [key]: _closed, ...rest }) => rest);
}

function closeWhere(drop: (key: string) => boolean): void {
  const { entries } = useCameraVideos.getState();
  const dropped = Object.keys(entries).filter(drop);
  if (dropped.length === 0) return;
  for (const key of dropped) entries[key]!.video.close();
  replaceEntries((all) => Object.fromEntries(Object.entries(all).filter(([key]) => !dropped.includes(key))));
}

/**
 * Closes the videos of a recording that is no longer loaded, and all of them when the Studio
 * closes: nothing decoded outlives its camera view.
 */
export function useCameraVideosLifetime(): void {
  const fileName = useRecording((s) => s.fileName);
  useEffect(() => closeWhere((key) => !key.startsWith(`${fileName ?? ''}\u0000`)), [fileName]);
  useEffect(() => () => closeWhere(() => true), []);
}
