import { useEffect } from 'react';
import type { StatedFrameRate } from '../../../../bodyplan/recording/frameRateSource.ts';
import { useRecording, useStudioStore } from '../../store/useStudio.ts';
import { cameraVideoKey, useCameraVideos, type CameraVideoEntry } from './cameraVideos.ts';

/**
 * Hands the recording the frame rate of its camera videos: the first camera (in view order) whose
 * video is indexed and has a rate. A DeepLabCut file states no rate, but its frames are the
 * video's, so a 100 fps video makes a 100 fps recording (unless the user or the file says
 * otherwise: the precedence is frameRateSource.ts's). Closing the videos takes the rate back.
 */
export function useVideoFrameRate(): void {
  const recordings = useStudioStore().recording;
  const fileName = useRecording((s) => s.fileName);
  const version = useCameraVideos((s) => s.version);
  useEffect(() => {
    recordings.setVideoFrameRate(firstVideoRate(useCameraVideos.getState().entries, fileName));
  }, [recordings, fileName, version]);
}

function firstVideoRate(entries: Record<string, CameraVideoEntry>, fileName: string | null): StatedFrameRate | null {
  // Keys are cameraVideoKey(fileName, view): the recording's prefix, then the view's index.
  const prefix = cameraVideoKey(fileName, 0).slice(0, -1);
  const ofRecording = Object.entries(entries)
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, entry]) => ({ view: Number(key.slice(prefix.length)), video: entry.video }))
    .sort((a, b) => a.view - b.view);
  for (const { video } of ofRecording) {
    if (video.status.kind === 'ready' && video.status.frameRate !== null) return { fps: video.status.frameRate, name: video.fileName };
  }
  return null;
}
