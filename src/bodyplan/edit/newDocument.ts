import type { BodyPlan } from '../format/schema.ts';

/** A new body plan with a single root joint (no DOFs) at the origin. */
export function newBodyPlan(options: { rootName?: string; fixedBase?: boolean } = {}): BodyPlan {
  return {
    fixed_base: options.fixedBase ?? false,
    joints: [{ name: options.rootName || 'root', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] }],
  };
}
