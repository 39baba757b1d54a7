/** Past this the damping has shrunk every step to nothing: the state is where the objective stops falling. */
const MAX_DAMPING = 1e10;

/** Where a Levenberg-Marquardt loop stands after it tried a step. */
export interface StepOutcome {
  /** The damping for the next step. */
  damping: number;
  /** The loop can stop: the state is at the minimum the tolerances can tell. */
  converged: boolean;
}

/**
 * The TypeScript solvers' (2D observations, orientation targets) rule after a tried step, as the 3D
 * kernel's: an accepted step shrinks the damping threefold, never below `minDamping`, and converges
 * when the step was within the tolerances (`small`); a rejected one grows it tenfold for a shorter,
 * more gradient-like step from the same state, and a small step that does not help, or a damping
 * past 1e10, means the state is at the minimum.
 */
export function dampingAfterStep(accepted: boolean, small: boolean, damping: number, minDamping: number): StepOutcome {
  if (accepted) return { damping: Math.max(minDamping, damping / 3), converged: small };
  const grown = damping * 10;
  return { damping: grown, converged: small || grown > MAX_DAMPING };
}
