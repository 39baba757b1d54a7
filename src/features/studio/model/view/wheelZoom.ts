/**
 * How far one mouse-wheel notch moves the camera toward (or away from) what it looks at: 12.5 %,
 * the middle of the 10–15 % a notch that Blender and MuJoCo's viewer step by. A smaller step made
 * a notch change the distance by a few percent and zooming across a robot took dozens of notches.
 */
export const WHEEL_ZOOM_STEP = 0.125;

/**
 * The `zoomSpeed` of three's OrbitControls that gives `step` per notch. OrbitControls scales the
 * distance by 0.95^(zoomSpeed × |deltaY| / 100) per wheel event, and a notch is deltaY 100 in
 * Chromium (pixel mode) and 3 lines × 16 = 48 in Firefox (line mode, which OrbitControls scales).
 */
export function orbitZoomSpeed(step: number = WHEEL_ZOOM_STEP, notchDeltaY = 100): number {
  return Math.log(1 - step) / Math.log(0.95) / (notchDeltaY / 100);
}
