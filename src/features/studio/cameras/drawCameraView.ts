import type { Reprojection } from '../../../bodyplan/observations/reprojection.ts';
import type { ImageTransform, Size } from '../model/view/imageViewport.ts';

/** Observed points: filled discs in this colour, drawn last so they stay visible over the model. */
const OBSERVED_COLOUR = '#e11d48';
/** The model's reprojected keypoints (rings) and skeleton. */
const MODEL_COLOUR = '#2563eb';
const RESIDUAL_COLOUR = 'rgb(15 23 42 / 55%)';
/** Observations excluded from the solve: grey, with no residual line (the fit does not answer to them). */
const EXCLUDED_COLOUR = '#94a3b8';
/** The image's own area with no picture under it. */
const IMAGE_BACKGROUND = '#f1f5f9';
/** Around the fitted image (letterbox): darker, so the image's edges show. */
const LETTERBOX_COLOUR = '#cbd5e1';

export interface CameraDrawing {
  reprojection: Reprojection;
  parentIndex: Int32Array;
  /** Image pixels → canvas pixels (fit, zoom and pan): the picture and both sets of points go through it. */
  transform: ImageTransform;
  /** The image's size in its own pixels. */
  imageSize: Size;
  /** Canvas pixels per CSS pixel, so markers keep their on-screen size. */
  pixelRatio: number;
  image: ImageBitmap | null;
  highlighted: number | null;
  /** Per joint, whether its observation in this camera and frame is excluded from the solve (weight 0). */
  excluded?: (joint: number) => boolean;
  /** Whether the observed points are joined by the plan's bones (so that a label swap shows as a crossed limb). */
  observedBones: boolean;
}

/**
 * Draws one camera's view: the frame image if any, the model's skeleton and keypoints, residuals,
 * then the observations (with their bones). Returns how many observed bones it drew.
 */
export function drawCameraView(context: CanvasRenderingContext2D, drawing: CameraDrawing): number {
  const { reprojection, parentIndex, transform, imageSize, pixelRatio: r, image, highlighted } = drawing;
  const excluded = drawing.excluded ?? (() => false);
  const { width, height } = context.canvas;
  const { scale, x: left, y: top } = transform;
  context.clearRect(0, 0, width, height);
  context.fillStyle = LETTERBOX_COLOUR;
  context.fillRect(0, 0, width, height);
  // A closed bitmap has no size: it is skipped rather than drawn (which would throw).
  if (image && image.width > 0) context.drawImage(image, left, top, imageSize.width * scale, imageSize.height * scale);
  else {
    context.fillStyle = IMAGE_BACKGROUND;
    context.fillRect(left, top, imageSize.width * scale, imageSize.height * scale);
  }
  const { projected, observed } = reprojection;
  const at = (points: Float64Array, j: number) => [left + points[2 * j]! * scale, top + points[2 * j + 1]! * scale] as const;
  const finite = (points: Float64Array, j: number) => Number.isFinite(points[2 * j]!) && Number.isFinite(points[2 * j + 1]!);
  const n = parentIndex.length;

  context.lineWidth = 2 * r;
  context.strokeStyle = MODEL_COLOUR;
  context.beginPath();
  for (let j = 0; j < n; j++) {
    const p = parentIndex[j]!;
    if (p < 0 || !finite(projected, j) || !finite(projected, p)) continue;
    context.moveTo(...at(projected, p));
    context.lineTo(...at(projected, j));
  }
  context.stroke();

  context.lineWidth = 1 * r;
  context.strokeStyle = RESIDUAL_COLOUR;
  context.beginPath();
  for (let j = 0; j < n; j++) {
    if (!finite(projected, j) || !finite(observed, j) || excluded(j)) continue;
    context.moveTo(...at(projected, j));
    context.lineTo(...at(observed, j));
  }
  context.stroke();

  context.lineWidth = 2 * r;
  for (let j = 0; j < n; j++) {
    if (!finite(projected, j)) continue;
    context.strokeStyle = MODEL_COLOUR;
    context.beginPath();
    context.arc(...at(projected, j), (j === highlighted ? 9 : 6) * r, 0, 2 * Math.PI);
    context.stroke();
  }
  const bones = drawing.observedBones ? drawObservedBones(context, observed, parentIndex, at, r) : 0;
  for (let j = 0; j < n; j++) {
    if (!finite(observed, j)) continue;
    context.fillStyle = excluded(j) ? EXCLUDED_COLOUR : OBSERVED_COLOUR;
    context.beginPath();
    context.arc(...at(observed, j), 4 * r, 0, 2 * Math.PI);
    context.fill();
  }
  if (highlighted !== null && (finite(observed, highlighted) || finite(projected, highlighted))) {
    context.strokeStyle = '#0f172a';
    context.lineWidth = 1.5 * r;
    context.beginPath();
    context.arc(...at(finite(observed, highlighted) ? observed : projected, highlighted), 12 * r, 0, 2 * Math.PI);
    context.stroke();
  }
  return bones;
}

/**
 * Each observed point joined to its nearest observed ancestor in the plan (an unobserved joint in
 * between is skipped, as a pose tool's skeleton does), in the observations' colour.
 */
function drawObservedBones(
  context: CanvasRenderingContext2D,
  observed: Float64Array,
  parentIndex: Int32Array,
  at: (points: Float64Array, j: number) => readonly [number, number],
  r: number,
): number {
  const seen = (j: number) => Number.isFinite(observed[2 * j]!) && Number.isFinite(observed[2 * j + 1]!);
  let count = 0;
  context.lineWidth = 2 * r;
  context.strokeStyle = OBSERVED_COLOUR;
  context.beginPath();
  for (let j = 0; j < parentIndex.length; j++) {
    if (!seen(j)) continue;
    let p = parentIndex[j]!;
    while (p >= 0 && !seen(p)) p = parentIndex[p]!;
    if (p < 0) continue;
    context.moveTo(...at(observed, p));
    context.lineTo(...at(observed, j));
    count++;
  }
  context.stroke();
  return count;
}
