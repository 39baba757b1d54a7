/**
 * Round values for a linear axis from `lo` to `hi`: a step of 1, 2 or 5 times a power of ten, as
 * many ticks inside the range as fit `most` (at least the range's ends are named by the caller when
 * none fits). Ticks are rounded to the step's decimals, so no float noise reaches a label.
 */
export function linearTicks(lo: number, hi: number, most: number): number[] {
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || hi <= lo || most < 1) return [];
  const rough = (hi - lo) / Math.max(1, most);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const ticks: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) ticks.push(Number(v.toFixed(decimals)));
  return ticks.map((t) => (Object.is(t, -0) ? 0 : t));
}
