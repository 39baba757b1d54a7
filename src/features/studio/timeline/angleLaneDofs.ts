import type { DofControl } from '../model/dofControls.ts';

/** How many DOFs the angle lane plots when no joint with DOFs is selected. */
export const FALLBACK_DOF_COUNT = 3;

export interface AngleLaneDofs {
  /** The DOFs' controls, in DOF order. */
  controls: DofControl[];
  /** True when these are not the selection's but the plan's first DOFs (the lane says so). */
  fallback: boolean;
}

/**
 * What the timeline's angle lane plots: the selected joint's DOFs; with no joint selected, or one
 * without DOFs, the plan's first few joint angles (hinges first: a floating base's translations would
 * put lengths on an axis in degrees), so the lane is never an empty box.
 */
export function angleLaneDofs(controls: readonly DofControl[], selectedJoint: number | null): AngleLaneDofs {
  const own = selectedJoint === null ? [] : controls.filter((c) => c.jointIndex === selectedJoint);
  if (own.length > 0) return { controls: own, fallback: false };
  const hinges = controls.filter((c) => c.kind === 'hinge');
  return { controls: (hinges.length > 0 ? hinges : controls).slice(0, FALLBACK_DOF_COUNT), fallback: true };
}

/** The unit a value axis shows for these DOFs: "deg", "rad" or "length", or several joined when they differ. */
export function axisUnit(suffixes: readonly string[]): string {
  const named = [...new Set(suffixes.map((s) => (s === '°' ? 'deg' : s)))];
  return named.join(' / ');
}
