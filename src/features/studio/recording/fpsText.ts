/**
 * A frame rate as people write it. Files store the frame *time*, rounded (BVH's "Frame Time: 0.033333"),
 * so the rate read back is 30.000300003 where the clip is 30 fps: a rate within 0.01 % of a whole number
 * is that number; any other (NTSC's 29.97) keeps at most three decimals.
 */
export function fpsText(fps: number): string {
  const whole = Math.round(fps);
  if (whole > 0 && Math.abs(fps - whole) <= 1e-4 * fps) return String(whole);
  return String(Number(fps.toFixed(3)));
}
