import { describe, expect, it } from 'vitest';
import {
  clampViewport,
  fittedViewport,
  fitScale,
  imagePointAt,
  imageTransform,
  isFitted,
  MAX_ZOOM,
  panBy,
  wheelZoomFactor,
  zoomAbout,
  ZOOM_STEP,
} from './imageViewport.ts';

// A 640×480 camera image in a tall view (letterboxed above and below) and in a wide one (at the sides).
const image = { width: 640, height: 480 };
const tall = { width: 800, height: 1000 };
const wide = { width: 1600, height: 600 };

/** The image's rectangle in the view: left, top, right, bottom. */
function imageRect(transform: { scale: number; x: number; y: number }) {
  return [transform.x, transform.y, transform.x + transform.scale * image.width, transform.y + transform.scale * image.height];
}

describe('fitting the whole image', () => {
  it('fills the width of a tall view and centres the image vertically', () => {
    expect(imageRect(imageTransform(fittedViewport(image), image, tall))).toEqual([0, 200, 800, 800]);
  });
  it('fills the height of a wide view and centres the image horizontally', () => {
    const t = imageTransform(fittedViewport(image), image, wide);
    expect(t.scale).toBeCloseTo(1.25, 12);
    expect(imageRect(t)).toEqual([400, 0, 1200, 600]);
    expect(fitScale(image, wide)).toBe(1.25);
  });
  it('keeps showing the same part at the same relative zoom when the view is resized', () => {
    const zoomed = zoomAbout(fittedViewport(image), 2, 100, 300, image, tall);
    const before = imagePointAt(imageTransform(zoomed, image, tall), 400, 500);
    const after = imagePointAt(imageTransform(zoomed, image, wide), 800, 300);
    expect(after[0]).toBeCloseTo(before[0], 9);
    expect(after[1]).toBeCloseTo(before[1], 9);
  });
});

describe('zooming about a point', () => {
  it('scales by the factor and keeps the image point under the pointer', () => {
    const start = fittedViewport(image);
    const pointer = [250, 430] as const;
    const under = imagePointAt(imageTransform(start, image, tall), ...pointer);
    const zoomed = zoomAbout(start, ZOOM_STEP, ...pointer, image, tall);
    const t = imageTransform(zoomed, image, tall);
    expect(t.scale / imageTransform(start, image, tall).scale).toBeCloseTo(1.15, 12);
    const still = imagePointAt(t, ...pointer);
    expect(still[0]).toBeCloseTo(under[0], 9);
    expect(still[1]).toBeCloseTo(under[1], 9);
  });
  it('never zooms out past the fitted view, and zooming back to it refits (centred)', () => {
    const zoomed = zoomAbout(fittedViewport(image), 1.5, 10, 210, image, tall);
    expect(isFitted(zoomed, image)).toBe(false);
    expect(zoomAbout(zoomed, 1 / 1.5, 700, 700, image, tall)).toEqual(fittedViewport(image));
    expect(zoomAbout(fittedViewport(image), 0.5, 100, 100, image, tall)).toEqual(fittedViewport(image));
  });
  it('stops at the largest zoom', () => {
    expect(zoomAbout(fittedViewport(image), 1000, 400, 500, image, tall).zoom).toBe(MAX_ZOOM);
  });
  it('turns wheel deltas into steps: a notch of 100 px or 3 lines is one step, up zooms in', () => {
    expect(wheelZoomFactor(-100, 0)).toBeCloseTo(1.15, 12);
    expect(wheelZoomFactor(100, 0)).toBeCloseTo(1 / 1.15, 12);
    expect(wheelZoomFactor(-3, 1)).toBeCloseTo(1.15, 12);
    expect(wheelZoomFactor(-1, 2)).toBeCloseTo(1.15, 12);
    // A touchpad's small delta zooms by a fraction of a step.
    expect(wheelZoomFactor(-10, 0)).toBeCloseTo(1.15 ** 0.1, 12);
  });
});

describe('panning', () => {
  it('moves the image with the drag', () => {
    const zoomed = zoomAbout(fittedViewport(image), 3, 400, 500, image, tall);
    const before = imageTransform(zoomed, image, tall);
    const after = imageTransform(panBy(zoomed, 30, -20, image, tall), image, tall);
    expect(after.x - before.x).toBeCloseTo(30, 9);
    expect(after.y - before.y).toBeCloseTo(-20, 9);
  });
  it('keeps the view centre on the image however far it is dragged', () => {
    const zoomed = zoomAbout(fittedViewport(image), 3, 400, 500, image, tall);
    const far = panBy(zoomed, 1e6, -1e6, image, tall);
    expect(far.centreU).toBe(0);
    expect(far.centreV).toBe(image.height);
    const [u, v] = imagePointAt(imageTransform(far, image, tall), tall.width / 2, tall.height / 2);
    expect(u).toBeCloseTo(0, 9);
    expect(v).toBeCloseTo(480, 9);
  });
  it('clamps a viewport read from anywhere into range', () => {
    expect(clampViewport({ zoom: 0.2, centreU: -5, centreV: 900 }, image)).toEqual({ zoom: 1, centreU: 0, centreV: 480 });
    expect(clampViewport({ zoom: 99, centreU: 10, centreV: 20 }, image)).toEqual({ zoom: MAX_ZOOM, centreU: 10, centreV: 20 });
  });
});
