import { useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { imageSizeOf } from '../../../bodyplan/observations/cameraFrustum.ts';
import { reproject } from '../../../bodyplan/observations/reprojection.ts';
import { distortedReprojection } from '../../../bodyplan/observations/distortedReprojection.ts';
import { formatNumber } from '../model/formatNumber.ts';
import { FileInput } from '../controls/FileInput.tsx';
import { useKinematicsVersion, useRecording, useStudio, useStudioStore } from '../store/useStudio.ts';
import { CAMERA_COLOURS, useCamerasView, type RecordingCamera } from './camerasView.ts';
import { CameraViewToolbar } from './CameraViewToolbar.tsx';
import { useImageViewport } from './useImageViewport.ts';
import { imagePointAt } from '../model/view/imageViewport.ts';
import { drawCameraView } from './drawCameraView.ts';
import { videoFrameOf } from '../model/video/videoFrameMapping.ts';
import { videoStatusText } from '../model/video/videoStatusText.ts';
import { cameraVideoKey, useCameraVideos } from './video/cameraVideos.ts';
import { CameraVideoControls } from './video/CameraVideoControls.tsx';

/** How close (CSS pixels) the pointer must be to a keypoint to read its error. */
const HOVER_RADIUS = 12;

/**
 * One camera's 2D view of the current frame: the observed points (joined by the plan's bones), the
 * model's keypoints and skeleton mapped through the camera, over the camera's video at this frame
 * (or a still image) the user may open. The whole image fits the view until the user zooms or pans
 * (useImageViewport). Hover a point (or focus the view and step with [ and ]) to read that
 * keypoint's reprojection error in pixels.
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
  const observedBones = useCamerasView((s) => s.showObservedBones);
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const id = `camera-view-${camera.view}`;

  useEffect(() => () => image?.close(), [image]);

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
  const viewport = useImageViewport(canvas, box, imageSize);
  const { transform, ratio } = viewport;
  const { width: canvasWidth, height: canvasHeight } = viewport.view;

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !reprojection || !model) return;
    const excluded = (j: number) => weights?.[camera.view * model.jointCount + j] === 0;
    const bones = drawCameraView(context, { reprojection, parentIndex: model.parentIndex, transform, imageSize, pixelRatio: ratio, image: background, highlighted, excluded, observedBones });
    // Which recording frame the pixels show and how, written with them (tests read them in one go).
    context.canvas.dataset.drawnFrame = String(frame);
    context.canvas.dataset.viewTransform = `${transform.scale} ${transform.x} ${transform.y}`;
    context.canvas.dataset.observedBones = String(bones);
    // The transform is a new object each render: its numbers say when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reprojection, model, transform.scale, transform.x, transform.y, imageSize.width, imageSize.height, ratio, background, highlighted, canvasWidth, canvasHeight, frame, weights, camera.view, observedBones]);

  if (!model || !reprojection) return null;
  const excludedCount = Array.from({ length: n }, (_, j) => j).filter((j) => weights?.[camera.view * n + j] === 0 && Number.isFinite(reprojection.observed[2 * j]!)).length;
  const visible = Array.from({ length: n }, (_, j) => j).filter((j) => !Number.isNaN(reprojection.observed[2 * j]!) || !Number.isNaN(reprojection.projected[2 * j]!));

  const onMove = (event: MouseEvent<HTMLCanvasElement>) => {
    if (event.buttons !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const toCanvas = canvasWidth / rect.width;
    const [u, v] = imagePointAt(transform, (event.clientX - rect.left) * toCanvas, (event.clientY - rect.top) * toCanvas);
    const limit = (HOVER_RADIUS * toCanvas) / transform.scale;
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
    if (viewport.onKey(event)) {
      event.preventDefault();
      return;
    }
    if (visible.length === 0) return;
    const at = highlighted === null ? -1 : visible.indexOf(highlighted);
    // The arrows pan (as in any image viewer): the keypoints are stepped with ] and [.
    if (event.key === ']') setHighlighted(visible[(at + 1) % visible.length]!);
    else if (event.key === '[') setHighlighted(visible[(at - 1 + visible.length) % visible.length]!);
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
      <CameraViewToolbar cameraName={camera.name} zoom={viewport.zoom} fitted={viewport.fitted} onFit={viewport.fit} onZoom={viewport.zoomBy} />
      {/* The box the image is fitted to: as tall as the image in the dock, the panel's height when grown (cameras.css). */}
      <div ref={box} className="cameras-viewport" style={{ '--image-aspect': `${imageSize.width} / ${imageSize.height}` } as CSSProperties}>
        <canvas
          ref={canvas}
          className={`cameras-canvas${viewport.fitted ? '' : ' is-zoomed'}`}
          width={canvasWidth}
          height={canvasHeight}
          tabIndex={0}
          role="img"
          aria-label={`${camera.name}: observed points (red discs${observedBones ? ' joined by the plan’s bones' : ''}${excludedCount > 0 ? `; ${excludedCount} excluded from the solve, grey` : ''}) and the model's reprojected keypoints and skeleton (blue); wheel or + and − zoom, drag or arrow keys pan, 0 or F fits the whole image; ] and [ step through keypoints, Enter selects one`}
          data-excluded={excludedCount}
          aria-describedby={`${id}-readout`}
          data-image-width={imageSize.width}
          data-image-height={imageSize.height}
          data-video-frame={videoImage ? videoFrame! : undefined}
          data-video-cached={video ? video.cachedFrames : undefined}
          onMouseMove={onMove}
          onMouseLeave={() => setHighlighted(null)}
          {...viewport.pointer}
          onClick={() => !viewport.wasDrag() && highlighted !== null && store.dispatch({ type: 'jointSelected', joint: highlighted })}
          onKeyDown={onKey}
        />
      </div>
      <p id={`${id}-readout`} className="cameras-readout" aria-live="polite">
        {highlighted === null
          ? 'Hover a point, or focus the view and press ] or [, to read a keypoint’s error.'
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
