/** The frame ← or → steps to from `frame`, kept inside 0..frameCount−1; null for any other key. */
export function steppedFrame(key: string, frame: number, frameCount: number): number | null {
  const step = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0;
  return step === 0 ? null : Math.min(frameCount - 1, Math.max(0, frame + step));
}
