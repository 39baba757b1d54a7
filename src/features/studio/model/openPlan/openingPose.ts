import type { Pose } from '../../../../bodyplan/kinematics/pose.ts';
import { namedPoseChoices } from '../namedPoseChoices.ts';
import { carryPose } from './carryPose.ts';
import type { OpenPlan } from './openPlan.ts';
import { withDofs, withRoot } from './poseEdits.ts';

/** The named pose a plan opens at when it carries one. */
export const OPENING_POSE_NAME = 'initial';

/**
 * The pose a newly opened plan shows: its named pose "initial" when it carries one, else neutral
 * with the root at the origin. An imported MJCF model keeps its free root's placement (a G1's
 * pelvis at 0.793 m) only as that named pose (see src/bodyplan/import/mjcfKeyframes.ts), so without
 * this the robot would open lying at the origin, half through the floor. The pose is part of the
 * opening, not an edit: the history starts after it (documentReducer.ts).
 */
export function openingPose(plan: OpenPlan): Pose | null {
  const model = plan.model;
  if (!model) return null;
  const neutral = carryPose(null, null, model, true);
  const initial = namedPoseChoices(plan.document, model).find((c) => c.name === OPENING_POSE_NAME);
  // Applied as the "Named pose" select applies it (not clamped, as neutral is not).
  return initial ? withRoot(model, withDofs(neutral, initial.dofs), initial.root ?? {}) : neutral;
}
