import type { BodyPlan } from '../../format/schema.ts';

/**
 * The velocity limits a robot file gave, by the report's joint name (the DOF's name): the URDF
 * importer keeps `<limit velocity>` as `x-urdf-velocity` on the DOF (the BodyModel drops extension
 * keys, so these are read from the plan document). Pass to computeRetargetReport's velocityLimits.
 * MJCF has no joint velocity limit, so an MJCF import has none and the defaults apply.
 */
export function velocityLimitsFromPlan(plan: BodyPlan): Map<string, number> {
  const limits = new Map<string, number>();
  for (const joint of plan.joints) {
    joint.dofs.forEach((dof, k) => {
      const velocity = dof['x-urdf-velocity'];
      if (typeof velocity === 'number' && velocity > 0) limits.set(dof.name ?? `${joint.name}/dof ${k + 1}`, velocity);
    });
  }
  return limits;
}
