import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { imageSizeOf } from '../../../bodyplan/observations/cameraFrustum.ts';
import { reproject } from '../../../bodyplan/observations/reprojection.ts';
import { distortedReprojection } from '../../../bodyplan/observations/distortedReprojection.ts';
import { formatNumber } from '../model/formatNumber.ts';
import { FileInput } from '../controls/FileInput.tsx';
import { useKinematicsVersion, useRecording, useStudio, useStudioStore } from '../store/useStudio.ts';
import { CAMERA_COLOURS, type RecordingCamera } from './camerasView.ts';
import { drawCameraView } from './drawCameraView.ts';
import { videoFrameOf } from '../model/video/videoFrameMapping.ts';
import { videoStatusText } from '../model/video/videoStatusText.ts';
import { cameraVideoKey, useCameraVideos } from './video/cameraVideos.ts';
import { CameraVideoControls } from './video/CameraVideoControls.tsx';

/** How close (CSS pixels) the pointer must be to a keypoint to read its error. */
const HOVER_RADIUS = 12;

/**
 * One camera's 2D view of the current frame: the observed points, the model's keypoints and
 * skeleton mapped through the camera, over the camera's video at this frame (or a still image)
 * the user may open. Hover a point (or
 * focus the canvas and use the arrow keys) to read that keypoint's reprojection error in pixels.
 */
export function CameraView2d({ camera }: { camera: RecordingCamera }) {
  const store = useStudioStore();
  const model = useStudio((s) => s.plan?.model ?? null);
  const ik = useRecording((s) => s.ikRecording);
  const frame = useRecording((s) => s.frame);
  const recordingFile = useRecording((s) => s.fileName);
  const videoKey = cameraVideoKey(recordingFile, camera.view);
  const videoEntry = useCameraVideos((s) => s.entries[videoKey]);
  // Re-render when a frame asked for has been decoded, or the video's status changed.
  useCameraVideos((s) => s.version);
  const version = useKinematicsVersion();
  const [image, setImage] = useState<ImageBitmap | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const selectedJoint = useStudio((s) => s.selectedJoint);
  const [cssWidth, setCssWidth] = useState(0);
  const canvas = useRef<HTMLCanvasElement>(null);
  const id = `camera-view-${camera.view}`;

  useEffect(() => () => image?.close(), [image]);
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setCssWidth(element.clientWidth));
    observer.observe(element);
    setCssWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  const n = model?.jointCount ?? 0;
  // The keypoint under the pointer (or stepped to), else the Studio's selected joint.
  const highlighted = hovered ?? (selectedJoint !== null && selectedJoint < n ? selectedJoint : null);
  const setHighlighted = setHovered;
  const points = ik?.kind === '2d' ? ik.frames[frame]?.points : undefined;
  const weights = ik?.kind === '2d' ? ik.frames[frame]?.weights : undefined;
  const fk = store.getKinematics();
  const reprojection = useMemo(
    () => {
      if (!points || !fk || n === 0) return null;
      const solved = reproject(camera.camera, camera.view, points, fk.keypoints, n);
      // Over the camera's own images (a calibrated lens), points go where the lens shows them.
      return camera.lens ? distortedReprojection(solved, camera.camera, camera.lens) : solved;
    },
    // fk's keypoints change in place: the kinematics version says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [camera, points, fk, n, version],
  );
  const video = videoEntry?.video ?? null;
  const videoStatus = video?.status;
  // Frame-exact: the video frame of this recording frame, or nothing (never a neighbour's).
  const videoFrame = videoStatus?.kind === 'ready' ? videoFrameOf(frame, videoEntry!.offset, videoStatus.frameCount) : null;
  const videoImage = video && videoFrame !== null ? video.frameAt(videoFrame) : null;
  useEffect(() => {
    if (video && videoFrame !== null) video.show(videoFrame);
  }, [video, videoFrame]);
  // An opened video replaces the still image; while a frame decodes the view shows the points alone.
  const background = video ? videoImage : image;
  const imageSize =
    videoStatus?.kind === 'ready'
      ? { width: videoStatus.width, height: videoStatus.height }
      : image && !video
        ? { width: image.width, height: image.height }
        : imageSizeOf(camera.camera);
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const canvasWidth = Math.max(1, Math.round((cssWidth || 320) * ratio));
  const canvasHeight = Math.max(1, Math.round((canvasWidth * imageSize.height) / imageSize.width));
  const scale = canvasWidth / imageSize.width;

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !reprojection || !model) return;
    const excluded = (j: number) => weights?.[camera.view * model.jointCount + j] === 0;
    drawCameraView(context, { reprojection, parentIndex: model.parentIndex, scale, pixelRatio: ratio, image: background, highlighted, excluded });
    // Which recording frame the pixels show, written with them (tests read both in one go).
    context.canvas.dataset.drawnFrame = String(frame);
  }, [reprojection, model, scale, ratio, background, highlighted, canvasWidth, canvasHeight, frame, weights, camera.view]);

  if (!model || !reprojection) return null;
  const excludedCount = Array.from({ length: n }, (_, j) => j).filter((j) => weights?.[camera.view * n + j] === 0 && Number.isFinite(reprojection.observed[2 * j]!)).length;
  const visible = Array.from({ length: n }, (_, j) => j).filter((j) => !Number.isNaN(reprojection.observed[2 * j]!) || !Number.isNaN(reprojection.projected[2 * j]!));

  const onMove = (event: MouseEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const u = ((event.clientX - box.left) / box.width) * imageSize.width;
    const v = ((event.clientY - box.top) / box.height) * imageSize.height;
    const limit = (HOVER_RADIUS / box.width) * imageSize.width;
    let best: number | null = null;
    let bestDistance = limit;
    for (const j of visible) {
      for (const points of [reprojection.observed, reprojection.projected]) {
        const d = Math.hypot(points[2 * j]! - u, points[2 * j + 1]! - v);
        if (d < bestDistance) {
          bestDistance = d;
          best = j;
        }
      }
    }
    setHighlighted(best);
  };
  const onKey = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (visible.length === 0) return;
    const at = highlighted === null ? -1 : visible.indexOf(highlighted);
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') setHighlighted(visible[(at + 1) % visible.length]!);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') setHighlighted(visible[(at - 1 + visible.length) % visible.length]!);
    else if (event.key === 'Enter' && highlighted !== null) store.dispatch({ type: 'jointSelected', joint: highlighted });
    else if (event.key === 'Escape') setHighlighted(null);
    else return;
    event.preventDefault();
  };
  const point = (points: Float64Array, j: number) => (Number.isNaN(points[2 * j]!) ? 'none' : `(${points[2 * j]!.toFixed(1)}, ${points[2 * j + 1]!.toFixed(1)})`);

  return (
    <section className="cameras-view" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} style={{ borderColor: CAMERA_COLOURS[camera.view % CAMERA_COLOURS.length] }}>
        {camera.name}
      </h3>
      <p className="studio-muted" aria-label={`${camera.name} reprojection RMS`} data-value={String(reprojection.rms)}>
        Reprojection RMS at this frame: {Number.isNaN(reprojection.rms) ? 'nothing observed' : `${formatNumber(reprojection.rms, 3)} px`}
      </p>
      <canvas
        ref={canvas}
        className="cameras-canvas"
        width={canvasWidth}
        height={canvasHeight}
        tabIndex={0}
        role="img"
        aria-label={`${camera.name}: observed points (red discs${excludedCount > 0 ? `; ${excludedCount} excluded from the solve, grey` : ''}) and the model's reprojected keypoints and skeleton (blue); arrow keys step through keypoints, Enter selects one`}
        data-excluded={excludedCount}
        aria-describedby={`${id}-readout`}
        data-image-width={imageSize.width}
        data-image-height={imageSize.height}
        data-video-frame={videoImage ? videoFrame! : undefined}
        data-video-cached={video ? video.cachedFrames : undefined}
        onMouseMove={onMove}
        onMouseLeave={() => setHighlighted(null)}
        onClick={() => highlighted !== null && store.dispatch({ type: 'jointSelected', joint: highlighted })}
        onKeyDown={onKey}
      />
      <p id={`${id}-readout`} className="cameras-readout" aria-live="polite">
        {highlighted === null
          ? 'Hover a point or focus the view and use the arrow keys to read a keypoint’s error.'
          : `${model.jointNames[highlighted]}: observed ${point(reprojection.observed, highlighted)}, model ${point(reprojection.projected, highlighted)}, error ${
              Number.isNaN(reprojection.errors[highlighted]!) ? 'n/a' : `${reprojection.errors[highlighted]!.toFixed(2)} px`
            }`}
      </p>
      <CameraVideoControls
        videoKey={videoKey}
        cameraName={camera.name}
        status={
          !videoStatus
            ? null
            : videoStatus.kind === 'ready'
              ? videoStatusText({ ...videoStatus, offset: videoEntry!.offset, recordingFrame: frame, videoFrame, decoded: videoImage !== null })
              : videoStatusText(videoStatus)
        }
      />
      <label className="studio-search">
        Frame image for {camera.name}
        <FileInput
          accept="image/*"
          onFiles={async ([file]) => {
            // Decoded locally from the file the user picked: nothing is fetched.
            setImage(await createImageBitmap(file!));
            setImageError(null);
          }}
          onError={(_error, [file]) => setImageError(`${file!.name}: not an image this browser can decode; the view keeps its previous background`)}
        />
      </label>
      {image && (
        <button type="button" onClick={() => setImage(null)}>
          Remove frame image
        </button>
      )}
      {imageError && (
        <p className="studio-error" role="alert">
          {imageError}
        </p>
      )}
    </section>
  );
}
