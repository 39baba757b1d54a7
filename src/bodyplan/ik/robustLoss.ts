/**
 * Robust losses for the 2D fit: one camera that tracked the wrong leg, or one mislabelled frame,
 * must move the pose little. Each observation's squared pixel distance r² enters the objective as
 * ρ(r), which equals r²/2 near zero (so a clean recording fits as with plain least squares), and the
 * solver's Gauss-Newton model uses the reweighting ψ(r)/r (iteratively reweighted least squares).
 *
 * - `cauchy` (the default for recordings): ρ = (c²/2)·ln(1 + r²/c²), weight 1/(1 + r²/c²). A point
 *   200 px off with c = 10 px weighs 1/401 of a clean one: a wrong camera hardly pulls.
 * - `huber`: ρ = r²/2 up to c, then c·(r − c/2), weight min(1, c/r): convex, but a wrong camera
 *   still pulls with a bounded force.
 * - `none`: QuickIK's objective, ρ = r²/2.
 */

export type RobustLoss = 'none' | 'huber' | 'cauchy';

export const ROBUST_LOSSES: readonly RobustLoss[] = ['none', 'huber', 'cauchy'];

/** What a recording's 2D fit uses unless told otherwise. */
export const DEFAULT_ROBUST_LOSS: RobustLoss = 'cauchy';

/** The scale c in pixels: about the error of a good keypoint detector at video resolution. */
export const DEFAULT_ROBUST_SCALE_PX = 10;

/** ρ for a residual whose squared length is `r2`. */
export function robustCost(loss: RobustLoss, scale: number, r2: number): number {
  if (loss === 'none') return 0.5 * r2;
  if (loss === 'cauchy') return 0.5 * scale * scale * Math.log1p(r2 / (scale * scale));
  const r = Math.sqrt(r2);
  return r <= scale ? 0.5 * r2 : scale * (r - 0.5 * scale);
}

/** The IRLS weight ψ(r)/r for a residual whose squared length is `r2` (1 near zero). */
export function robustWeight(loss: RobustLoss, scale: number, r2: number): number {
  if (loss === 'none') return 1;
  if (loss === 'cauchy') return 1 / (1 + r2 / (scale * scale));
  const r = Math.sqrt(r2);
  return r <= scale ? 1 : scale / r;
}
