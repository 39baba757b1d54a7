import type { Reprojection } from '../../../bodyplan/observations/reprojection.ts';

/** Observed points: filled discs in this colour, drawn last so they stay visible over the model. */
const OBSERVED_COLOUR = '#e11d48';
/** The model's reprojected keypoints (rings) and skeleton. */
const MODEL_COLOUR = '#2563eb';
const RESIDUAL_COLOUR = 'rgb(15 23 42 / 55%)';
/** Observations excluded from the solve: grey, with no residual line (the fit does not answer to them). */
const EXCLUDED_COLOUR = '#94a3b8';

export interface CameraDrawing {
  reprojection: Reprojection;
  parentIndex: Int32Array;
  /** Image pixels → canvas pixels. */
  scale: number;
  /** Canvas pixels per CSS pixel, so markers keep their on-screen size. */
  pixelRatio: number;
  image: ImageBitmap | null;
  highlighted: number | null;
  /** Per joint, whether its observation in this camera and frame is excluded from the solve (weight 0). */
  excluded?: (joint: number) => boolean;
}

/** Draws one camera's view: the frame image if any, the model's skeleton and keypoints, residuals, then the observations. */
export function drawCameraView(context: CanvasRenderingContext2D, drawing: CameraDrawing): void {
  const { reprojection, parentIndex, scale, pixelRatio: r, image, highlighted } = drawing;
  const excluded = drawing.excluded ?? (() => false);
  const { width, height } = context.canvas;
  context.clearRect(0, 0, width, height);
  // A closed bitmap has no size: it is skipped rather than drawn (which would throw).
  if (image && image.width > 0) context.drawImage(image, 0, 0, width, height);
  else {
    context.fillStyle = '#f1f5f9';
    context.fillRect(0, 0, width, height);
  }
  const { projected, observed } = reprojection;
  const at = (points: Float64Array, j: number) => [points[2 * j]! * scale, points[2 * j + 1]! * scale] as const;
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
}
