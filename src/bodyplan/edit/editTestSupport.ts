// Test-only helpers for the edit tests: generated documents, a structural validity check, and FK by name.
import fc from 'fast-check';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { compileBodyPlan } from '../kinematics/model.ts';
import { bodyPlanSchema, type BodyPlan, type Dof, type Joint } from '../format/schema.ts';

/** Problems that make a document invalid (schema + the format's semantic error rules + list order). */
export function structuralProblems(document: BodyPlan): string[] {
  const problems: string[] = [];
  const parsed = bodyPlanSchema.safeParse(document);
  if (!parsed.success) problems.push(`schema: ${parsed.error.message}`);
  const position = new Map<string, number>();
  document.joints.forEach((joint, i) => {
    if (position.has(joint.name)) problems.push(`duplicate name ${joint.name}`);
    position.set(joint.name, i);
  });
  const roots = document.joints.filter((j) => j.parent === null);
  if (roots.length !== 1) problems.push(`${roots.length} roots`);
  document.joints.forEach((joint, i) => {
    if (joint.parent === null) return;
    const p = position.get(joint.parent);
    if (p === undefined) problems.push(`${joint.name}: unknown parent ${joint.parent}`);
    else if (p >= i) problems.push(`${joint.name}: parent ${joint.parent} listed after it`);
    if (Math.hypot(...joint.offset_quat) === 0) problems.push(`${joint.name}: zero quaternion`);
    for (const dof of joint.dofs) {
      if (Math.hypot(...dof.axis) === 0) problems.push(`${joint.name}: zero axis`);
      if (dof.limits && dof.limits[0] > dof.limits[1]) problems.push(`${joint.name}: limits reversed`);
    }
  });
  return problems;
}

/** A deterministic pseudo-random DOF value for a joint "identity tag" and DOF index. */
export function tagValue(tag: string, dofIndex: number): number {
  let h = 2166136261;
  for (const ch of `${tag}#${dofIndex}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (((h >>> 0) / 4294967296) * 2 - 1) * 1.5;
}

export interface JointFrames {
  keypoint: [number, number, number];
  origin: [number, number, number];
  rotation: number[]; // 9, row-major (the frame the joint's children hang from)
}

/** FK (project kinematics) at the pose `value(jointName, dofIndex)`, by joint name. */
export function framesByName(document: BodyPlan, value: (joint: Joint, dofIndex: number, dof: Dof) => number): Map<string, JointFrames> {
  const model = compileBodyPlan(document);
  const pose: number[] = [];
  for (const joint of document.joints) joint.dofs.forEach((dof, k) => pose.push(value(joint, k, dof)));
  const fk = new ForwardKinematics(model);
  fk.compute(pose);
  const result = new Map<string, JointFrames>();
  document.joints.forEach((joint, j) => {
    result.set(joint.name, {
      keypoint: [fk.keypoints[3 * j]!, fk.keypoints[3 * j + 1]!, fk.keypoints[3 * j + 2]!],
      origin: [fk.frameOrigins[3 * j]!, fk.frameOrigins[3 * j + 1]!, fk.frameOrigins[3 * j + 2]!],
      rotation: Array.from(fk.frameRotations.subarray(9 * j, 9 * j + 9)),
    });
  });
  return result;
}

export function distance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}

/** p expressed in a frame: R^T (p - o). */
export function toLocal(frame: JointFrames, p: readonly number[]): [number, number, number] {
  const d = [p[0]! - frame.origin[0], p[1]! - frame.origin[1], p[2]! - frame.origin[2]];
  const r = frame.rotation;
  return [0, 1, 2].map((c) => r[c]! * d[0]! + r[3 + c]! * d[1]! + r[6 + c]! * d[2]!) as [number, number, number];
}

// Spread evenly over [-1, 1] (fc.double favours tiny values like 1e-200, which hide mistakes), never -0
// (JSON text cannot hold -0, so a saved and reloaded document would differ).
const coordinate = fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 1_000_000 + 0);
const nonZero3 = fc.tuple(coordinate, coordinate, coordinate).filter((v) => Math.hypot(...v) > 0.1);
const nonZero4 = fc.tuple(coordinate, coordinate, coordinate, coordinate).filter((v) => Math.hypot(...v) > 0.1);

const dofArbitrary: fc.Arbitrary<Dof> = fc
  .record({
    type: fc.constantFrom('hinge' as const, 'slide' as const),
    axis: nonZero3,
    neutral: coordinate,
    limits: fc.option(fc.tuple(coordinate, coordinate).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number]), { nil: undefined }),
    name: fc.option(fc.constantFrom('l_hip', 'left_knee', 'pitch', 'yaw'), { nil: undefined }),
  })
  .map((dof) => {
    const result: Dof = { type: dof.type, axis: dof.axis, neutral: dof.neutral };
    if (dof.name !== undefined) result.name = dof.name;
    if (dof.limits !== undefined) result.limits = dof.limits;
    return result;
  });

const PREFIXES = ['l_', 'l_', 'l_', 'left_', 'lf_', 'r_', 'mid_'];

/** Valid documents of 1..maxJoints joints, parents always listed first, names mostly mirrorable. */
export function bodyPlanArbitrary(maxJoints = 9): fc.Arbitrary<BodyPlan> {
  return fc
    .array(
      fc.record({
        parentPick: fc.nat(),
        prefix: fc.constantFrom(...PREFIXES),
        offset: fc.tuple(coordinate, coordinate, coordinate),
        quat: nonZero4,
        dofs: fc.array(dofArbitrary, { maxLength: 3 }),
        weight: fc.option(fc.integer({ min: 0, max: 300 }).map((n) => n / 100), { nil: undefined }),
        meta: fc.option(fc.string({ maxLength: 12 }), { nil: undefined }), // quotes, backslashes, brackets ...
      }),
      { minLength: 1, maxLength: maxJoints },
    )
    .chain((specs) =>
      fc.boolean().map((fixedBase) => {
        const joints: Joint[] = specs.map((spec, i) => {
          const joint: Joint = {
            name: i === 0 ? 'body' : `${spec.prefix}j${i}`,
            parent: i === 0 ? null : i === 1 ? 'body' : pickParent(specs, spec.parentPick, i),
            offset_pos: spec.offset,
            offset_quat: spec.quat,
            dofs: spec.dofs,
          };
          if (spec.weight !== undefined) joint.weight_scaler = spec.weight;
          if (spec.meta !== undefined) joint['x-note'] = { index: i, text: spec.meta, tags: ['generated'] };
          return joint;
        });
        return { fixed_base: fixedBase, joints };
      }),
    );
}

function pickParent(specs: readonly { prefix: string }[], pick: number, i: number): string {
  const p = pick % i;
  return p === 0 ? 'body' : `${specs[p]!.prefix}j${p}`;
}
