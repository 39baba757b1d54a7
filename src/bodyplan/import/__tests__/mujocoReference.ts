import loadMujoco, { type MainModule } from 'mujoco-js';
import { compileBodyPlan } from '../../kinematics/model.ts';
import { ForwardKinematics } from '../../kinematics/kinematics.ts';
import type { BodyPlan } from '../../format/schema.ts';
import { intrinsicXyzFromQuat } from '../frames.ts';
import { mulberry32 } from '../../../testing/mulberry32.ts';

/**
 * The reference for the differential tests: MuJoCo itself (the official WebAssembly build).
 * Loads a model text, poses it at random within its joints' ranges, runs `mj_kinematics`, and
 * compares every body and site position MuJoCo reports with the body plan's FK keypoint of the
 * same name. Loading the module takes about two seconds: do it once per test file.
 */
let module: Promise<MainModule> | null = null;
export function mujoco(): Promise<MainModule> {
  module ??= loadMujoco().then((m) => {
    m.FS.mkdir('/models');
    return m;
  });
  return module;
}

const OBJ_BODY = 1;
const OBJ_JOINT = 3;
const OBJ_SITE = 6;
const JNT_FREE = 0;
const JNT_BALL = 1;
const JNT_SLIDE = 2;

export interface Comparison {
  /** Largest |plan keypoint − MuJoCo position| over all poses and compared points. */
  maxError: number;
  /** Largest distance of a compared point from the origin (the model's size). */
  size: number;
  /** How many named points were compared per pose. */
  compared: number;
  /** MuJoCo bodies/sites with no plan joint of that name (besides the world). */
  unmatched: string[];
  poses: number;
}


/**
 * Loads `xml` (MJCF or URDF, written to MuJoCo's virtual file system with `fileName`) and compares
 * it with `plan` over `poses` random poses. Plan DOFs take MuJoCo's joint values by name: a hinge or
 * slide `name` gets qpos − qpos0 (MuJoCo turns by qpos − ref); a ball `name` the intrinsic x-y-z
 * angles of its quaternion as `name:x`, `name:y`, `name:z`; a free joint gives the root pose.
 * Joints of `leftOutBodies` (bodies the import left out of the plan) are posed but not followed.
 */
export async function compareWithMujoco(
  xml: string, fileName: string, plan: BodyPlan, poses = 100, seed = 1, extraFiles: Record<string, string | Uint8Array> = {}, leftOutBodies: readonly string[] = [],
): Promise<Comparison> {
  const m = await mujoco();
  for (const [name, content] of Object.entries(extraFiles)) m.FS.writeFile(`/models/${name}`, content);
  m.FS.writeFile(`/models/${fileName}`, xml);
  let model: ReturnType<MainModule['MjModel']['loadFromXML']>;
  try {
    model = m.MjModel.loadFromXML(`/models/${fileName}`);
  } catch (error) {
    // MuJoCo throws a C++ exception; its text is only reachable through the module.
    const describe = (m as unknown as { getExceptionMessage?: (e: unknown) => string[] }).getExceptionMessage;
    throw new Error(`MuJoCo refused ${fileName}: ${describe ? describe((error as { excPtr?: number }).excPtr ?? error).join(": ") : String(error)}\n${xml}`, { cause: error });
  }
  const data = new m.MjData(model);
  try {
    const bodyModel = compileBodyPlan(plan);
    const fk = new ForwardKinematics(bodyModel, { trackDofFrames: false, incremental: false });
    const dofIndex = new Map<string, number>();
    // By DOF name, and by `<joint>:<index>` (how exportMjcf names unnamed DOFs' MuJoCo joints).
    bodyModel.dofNames.forEach((name, d) => {
      const j = bodyModel.dofJoint[d]!;
      dofIndex.set(`${bodyModel.jointNames[j]}:${d - bodyModel.dofStart[j]!}`, d);
      if (name !== null) dofIndex.set(name, d);
    });
    const jointIndex = new Map(bodyModel.jointNames.map((name, j) => [name, j]));

    const points: { name: string; kind: 'body' | 'site'; id: number; joint: number }[] = [];
    const unmatched: string[] = [];
    for (let b = 1; b < model.nbody; b++) {
      const name = m.mj_id2name(model, OBJ_BODY, b);
      const joint = jointIndex.get(name);
      if (joint === undefined) unmatched.push(`body ${name}`);
      else points.push({ name, kind: 'body', id: b, joint });
    }
    for (let s = 0; s < model.nsite; s++) {
      const name = m.mj_id2name(model, OBJ_SITE, s);
      const joint = jointIndex.get(name);
      if (joint === undefined) unmatched.push(`site ${name}`);
      else points.push({ name, kind: 'site', id: s, joint });
    }

    const next = mulberry32(seed);
    const uniform = (lo: number, hi: number) => lo + (hi - lo) * next();
    const jntType = model.jnt_type as Int32Array;
    const qposAdr = model.jnt_qposadr as Int32Array;
    const limited = model.jnt_limited as Uint8Array;
    const range = model.jnt_range as Float64Array;
    const qpos0 = model.qpos0 as Float64Array;
    const qpos = data.qpos as Float64Array;
    const bodyOfJoint = model.jnt_bodyid as Int32Array;
    const dofs = new Float64Array(bodyModel.dofCount);
    let maxError = 0;
    let size = 0;
    for (let pose = 0; pose < poses; pose++) {
      dofs.set(bodyModel.dofNeutral);
      let rootPos: number[] | undefined;
      let rootQuat: number[] | undefined;
      for (let j = 0; j < model.njnt; j++) {
        const name = m.mj_id2name(model, OBJ_JOINT, j);
        const adr = qposAdr[j]!;
        const type = jntType[j]!;
        // A joint of a body the plan left out (an object beside the robot) moves only that body:
        // MuJoCo poses it at random too, but no plan DOF or root pose follows it.
        const inPlan = !leftOutBodies.includes(m.mj_id2name(model, OBJ_BODY, bodyOfJoint[j]!));
        if (type === JNT_FREE || type === JNT_BALL) {
          const q = randomQuat(next);
          const at = type === JNT_FREE ? adr + 3 : adr;
          qpos.set(q, at);
          if (!inPlan) {
            qpos.set([uniform(-1, 1), uniform(-1, 1), uniform(-1, 1)].slice(0, type === JNT_FREE ? 3 : 0), adr);
            continue;
          }
          if (type === JNT_FREE) {
            rootPos = [uniform(-1, 1), uniform(-1, 1), uniform(-1, 1)];
            qpos.set(rootPos, adr);
            rootQuat = q;
          } else {
            const angles = intrinsicXyzFromQuat(q);
            ['x', 'y', 'z'].forEach((letter, i) => setDof(`${name}:${letter}`, angles[i]!));
          }
          continue;
        }
        const [lo, hi] = limited[j] ? [range[2 * j]!, range[2 * j + 1]!] : type === JNT_SLIDE ? [-0.5, 0.5] : [-Math.PI, Math.PI];
        const value = uniform(lo, hi);
        qpos[adr] = value;
        if (inPlan) setDof(name, value - qpos0[adr]!);
      }
      m.mj_kinematics(model, data);
      fk.compute(dofs, rootPos, rootQuat);
      const xpos = data.xpos as Float64Array;
      const sitePos = data.site_xpos as Float64Array;
      for (const p of points) {
        const source = p.kind === 'body' ? xpos : sitePos;
        for (let k = 0; k < 3; k++) {
          const expected = source[3 * p.id + k]!;
          maxError = Math.max(maxError, Math.abs(fk.keypoints[3 * p.joint + k]! - expected));
        }
        size = Math.max(size, Math.hypot(source[3 * p.id]!, source[3 * p.id + 1]!, source[3 * p.id + 2]!));
      }
    }
    return { maxError, size, compared: points.length, unmatched, poses };

    function setDof(name: string, value: number): void {
      const d = dofIndex.get(name);
      if (d === undefined) throw new Error(`MuJoCo joint "${name}" has no DOF of that name in the plan`);
      dofs[d] = value;
    }
  } finally {
    data.delete();
    model.delete();
  }
}

function randomQuat(next: () => number): number[] {
  // Uniform on the sphere of unit quaternions (Shoemake).
  const [u1, u2, u3] = [next(), next(), next()];
  const a = Math.sqrt(1 - u1);
  const b = Math.sqrt(u1);
  return [a * Math.sin(2 * Math.PI * u2), a * Math.cos(2 * Math.PI * u2), b * Math.sin(2 * Math.PI * u3), b * Math.cos(2 * Math.PI * u3)];
}
