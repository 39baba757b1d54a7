import { readNamedPoses } from '../../../bodyplan/format/namedPoses.ts';
import type { BodyPlan } from '../../../bodyplan/format/schema.ts';
import type { BodyModel } from '../../../bodyplan/kinematics/model.ts';
import type { Pose } from '../../../bodyplan/kinematics/pose.ts';

/** A pose the Studio's "Named pose" select offers: "neutral", then the plan's `x-poses` in order. */
export interface NamedPoseChoice {
  name: string;
  dofs: Float64Array;
  root: { position?: number[]; quat?: number[] } | null;
  /** What of the plan's entry was not applied, each naming its place (shown when it is chosen). */
  warnings: string[];
}

/**
 * "neutral" (the DOFs' neutral values, a free root at the origin, as Export MJCF's key "neutral")
 * and every named pose the plan carries; a named pose called "neutral" takes the built-in's place.
 */
export function namedPoseChoices(document: BodyPlan | null, model: BodyModel): NamedPoseChoice[] {
  const neutral: NamedPoseChoice = { name: 'neutral', dofs: Float64Array.from(model.dofNeutral), root: model.fixedBase ? null : { position: [0, 0, 0], quat: [1, 0, 0, 0] }, warnings: [] };
  const named = document === null ? [] : readNamedPoses(document, model).poses;
  return [...(named.some((p) => p.name === 'neutral') ? [] : [neutral]), ...named];
}

/** The first choice the pose is at (to 1e-9), or '' when it is at none: the select shows it. */
export function choiceAtPose(choices: readonly NamedPoseChoice[], pose: Pose | null): string {
  if (pose === null) return '';
  const near = (a: ArrayLike<number>, b: ArrayLike<number>) => a.length === b.length && Array.from(a).every((v, i) => Math.abs(v - b[i]!) <= 1e-9);
  const at = choices.find((c) => near(c.dofs, pose.dofs) && (c.root?.position === undefined || near(c.root.position, pose.rootPosition)) && (c.root?.quat === undefined || near(c.root.quat, pose.rootQuat)));
  return at?.name ?? '';
}
