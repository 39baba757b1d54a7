/**
 * The view math of a camera view: the whole image fitted to the view ("contain": aspect kept,
 * letterboxed), zoom about a point, pan, and the limits that keep the image on screen. All sizes
 * and points are in one pixel space of the view (the canvas's own pixels): the video frame, the
 * observed points and the reprojected points all go through the same transform.
 */

export interface Size {
  width: number;
  height: number;
}

/** Where the image sits in the view: view pixel = (x + scale·u, y + scale·v) for image pixel (u, v). */
export interface ImageTransform {
  scale: number;
  x: number;
  y: number;
}

/**
 * What the user chose: the zoom relative to the fitted scale (1 = the whole image fits) and the
 * image point at the view's centre. Kept this way (not as a transform) so that a view that is
 * resized keeps showing the same part of the image at the same relative zoom.
 */
export interface ImageViewport {
  zoom: number;
  centreU: number;
  centreV: number;
}

/** One wheel notch or +/− key press zooms by this factor (15 %, as image viewers such as Foxglove's step). */
export const ZOOM_STEP = 1.15;
/** Past this zoom one image pixel covers dozens of view pixels: nothing more to see. */
export const MAX_ZOOM = 40;
/** An arrow key pans by this fraction of the view's size. */
export const PAN_KEY_FRACTION = 0.1;

/** The whole image, centred. */
export function fittedViewport(image: Size): ImageViewport {
  return { zoom: 1, centreU: image.width / 2, centreV: image.height / 2 };
}

/** Whether the viewport is the fitted one (the Fit button then has nothing to do). */
export function isFitted(viewport: ImageViewport, image: Size): boolean {
  const fitted = fittedViewport(image);
  return viewport.zoom === 1 && viewport.centreU === fitted.centreU && viewport.centreV === fitted.centreV;
}

/** The largest scale at which the whole image fits in the view. */
export function fitScale(image: Size, view: Size): number {
  return Math.min(view.width / image.width, view.height / image.height);
}

export function imageTransform(viewport: ImageViewport, image: Size, view: Size): ImageTransform {
  const scale = fitScale(image, view) * viewport.zoom;
  return { scale, x: view.width / 2 - scale * viewport.centreU, y: view.height / 2 - scale * viewport.centreV };
}

/** The image point under a view point. */
export function imagePointAt(transform: ImageTransform, x: number, y: number): [number, number] {
  return [(x - transform.x) / transform.scale, (y - transform.y) / transform.scale];
}

/** Zoom limited to [1, MAX_ZOOM], and the view's centre kept on the image, so that the image can never be panned out of sight. */
export function clampViewport(viewport: ImageViewport, image: Size): ImageViewport {
  return {
    zoom: Math.min(MAX_ZOOM, Math.max(1, viewport.zoom)),
    centreU: Math.min(image.width, Math.max(0, viewport.centreU)),
    centreV: Math.min(image.height, Math.max(0, viewport.centreV)),
  };
}

/** Zooms by `factor` about the view point (x, y): the image point under it stays under it. Zooming back out to 1 is the fitted view again. */
export function zoomAbout(viewport: ImageViewport, factor: number, x: number, y: number, image: Size, view: Size): ImageViewport {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, viewport.zoom * factor));
  if (zoom === 1) return fittedViewport(image);
  const [u, v] = imagePointAt(imageTransform(viewport, image, view), x, y);
  const scale = fitScale(image, view) * zoom;
  return clampViewport({ zoom, centreU: u - (x - view.width / 2) / scale, centreV: v - (y - view.height / 2) / scale }, image);
}

/** Moves the image by (dx, dy) view pixels, as a drag does. */
export function panBy(viewport: ImageViewport, dx: number, dy: number, image: Size, view: Size): ImageViewport {
  const scale = fitScale(image, view) * viewport.zoom;
  return clampViewport({ zoom: viewport.zoom, centreU: viewport.centreU - dx / scale, centreV: viewport.centreV - dy / scale }, image);
}

/**
 * The zoom factor of one wheel event: a notch (100 pixels, 3 lines or a page, by `deltaMode`) is one
 * ZOOM_STEP; a touchpad's small deltas zoom by the matching fraction of a step. Up (negative) zooms in.
 */
export function wheelZoomFactor(deltaY: number, deltaMode: number): number {
  const notch = deltaMode === 1 ? 3 : deltaMode === 2 ? 1 : 100;
  return ZOOM_STEP ** (-deltaY / notch);
}
