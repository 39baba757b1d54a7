import { useState } from 'react';
import { parseFrameOffset } from '../../model/video/videoFrameMapping.ts';
import { closeCameraVideo, openCameraVideo, setCameraVideoOffset, useCameraVideos } from './cameraVideos.ts';
import { FileInput } from '../../controls/FileInput.tsx';

/** A camera's video controls: open a video file, its frame offset, what the decoder is doing, and Remove (Cancel while indexing). */
export function CameraVideoControls({ videoKey, cameraName, status }: { videoKey: string; cameraName: string; status: string | null }) {
  const entry = useCameraVideos((s) => s.entries[videoKey]);
  useCameraVideos((s) => s.version);
  const [draft, setDraft] = useState<string | null>(null);
  const [offsetError, setOffsetError] = useState<string | null>(null);
  const video = entry?.video;
  const indexing = video?.status.kind === 'indexing';
  const commitOffset = () => {
    if (draft === null) return;
    const parsed = parseFrameOffset(draft);
    if (parsed.ok) {
      setCameraVideoOffset(videoKey, parsed.offset);
      setOffsetError(null);
      setDraft(null);
    } else setOffsetError(`${cameraName}: ${parsed.message}`);
  };
  return (
    <div className="cameras-video">
      <label className="studio-search">
        Video for {cameraName}
        <FileInput
          accept="video/*,.mp4,.m4v,.mov,.webm,.mkv"
          // Read from the picked file in ranges, in this page: nothing is uploaded.
          onFiles={([file]) => openCameraVideo(videoKey, file!)}
        />
      </label>
      {entry && (
        <>
          <label className="studio-row" title="Video frame = recording frame + offset: positive when the video started before the recording">
            Video frame offset for {cameraName}{' '}
            <input
              type="text"
              inputMode="numeric"
              className="cameras-video-offset"
              value={draft ?? String(entry.offset)}
              aria-invalid={offsetError !== null}
              onChange={(e) => setDraft(e.target.value)}
              onBlur={commitOffset}
              onKeyDown={(e) => {
                if (e.key === 'Enter') commitOffset();
                else if (e.key === 'Escape') {
                  setDraft(null);
                  setOffsetError(null);
                }
              }}
            />
          </label>
          <button type="button" onClick={() => closeCameraVideo(videoKey)}>
            {indexing ? `Cancel opening ${video!.fileName}` : `Remove video ${video!.fileName}`}
          </button>
        </>
      )}
      {status && (
        <p className="studio-muted" aria-label={`${cameraName} video status`} aria-live="polite">
          {status}
        </p>
      )}
      {video?.status.kind === 'error' && (
        <p className="studio-error" role="alert">
          {video.status.message}; the points still show without it.
        </p>
      )}
      {video?.decodeError && (
        <p className="studio-error" role="alert">
          {video.decodeError}
        </p>
      )}
      {offsetError && (
        <p className="studio-error" role="alert">
          {offsetError}
        </p>
      )}
    </div>
  );
}
