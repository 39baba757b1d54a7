import type { BodyPlan } from './schema.ts';
import { parsePoseJson, type PoseNames } from '../recording/poseJson.ts';

/**
 * Named poses a plan carries in its extension `x-poses` (an MJCF import writes its keyframes
 * there): `{"stand": {"root": {"pos": [x,y,z], "quat": [w,x,y,z]}, "dofs": {joint: {dof: value}}}}`,
 * each entry in the pose file's named shape (recording/poseJson.ts), so a pose file and a named
 * pose read alike. DOFs an entry leaves out take their neutral value; `root` only for a free base.
 */
export interface NamedPose {
  root?: { pos: number[]; quat: number[] };
  dofs: Record<string, Record<string, number>>;
}
export type NamedPoses = Record<string, NamedPose>;

export const NAMED_POSES_KEY = 'x-poses';

/** One named pose read against a plan: flat DOFs in plan order, the root when it has one. */
export interface ReadNamedPose {
  name: string;
  dofs: Float64Array;
  root: { position?: number[]; quat?: number[] } | null;
  /** What of the entry was not applied, each naming its place (`x-poses/stand/dofs/knee`). */
  warnings: string[];
}

/** The names a plan's poses refer to (the shape BodyModel has), from the document itself. */
export function poseNamesOf(plan: BodyPlan): PoseNames & { dofNeutral: Float64Array } {
  const dofStart = new Int32Array(plan.joints.length + 1);
  const dofNames: (string | null)[] = [];
  const neutral: number[] = [];
  plan.joints.forEach((joint, j) => {
    dofStart[j] = dofNames.length;
    for (const dof of joint.dofs) {
      dofNames.push(dof.name ?? null);
      neutral.push(dof.neutral);
    }
  });
  dofStart[plan.joints.length] = dofNames.length;
  return { jointNames: plan.joints.map((j) => j.name), dofStart, dofNames, dofCount: dofNames.length, fixedBase: plan.fixed_base, dofNeutral: Float64Array.from(neutral) };
}

/**
 * The plan's named poses in their order, each read against `names` from the DOFs' neutral values.
 * An entry that cannot be read at all is left out with a warning in `problems`.
 */
export function readNamedPoses(plan: BodyPlan, names: PoseNames & { dofNeutral: ArrayLike<number> }): { poses: ReadNamedPose[]; problems: string[] } {
  const poses: ReadNamedPose[] = [];
  const problems: string[] = [];
  const value = (plan as Record<string, unknown>)[NAMED_POSES_KEY];
  if (value === undefined) return { poses, problems };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push(`${NAMED_POSES_KEY} must be an object of named poses {"name": {"root": …, "dofs": …}}; no named pose is read`);
    return { poses, problems };
  }
  for (const [name, entry] of Object.entries(value as Record<string, unknown>)) {
    const place = `${NAMED_POSES_KEY}/${name}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      problems.push(`${place}: a named pose must be an object {"root": …, "dofs": …}; left out`);
      continue;
    }
    const parsed = parsePoseJson(JSON.stringify(entry), names, names.dofNeutral);
    if (!parsed.ok) {
      problems.push(`${place}: ${parsed.message.replace(/, line \d+:\d+\)$/, ')')}; left out`);
      continue;
    }
    poses.push({ name, dofs: parsed.dofs, root: parsed.root, warnings: parsed.warnings.map((w) => `${place}${w.pointer}: ${w.message}`) });
  }
  return { poses, problems };
}
