// Our forward kinematics against MuJoCo's mj_kinematics (the official WebAssembly build, mujoco-js),
// in the same process, on the same poses: the fly, a G1-sized humanoid (29 hinges), and a shallow
// 1,000-joint tree (3 hinges per joint). Each plan is written as MJCF by exportMjcf and loaded into
// MuJoCo, and both sides first agree on the keypoints. Prints µs per call and the ratio MuJoCo/ours.
// Our FK runs a full recompute (incremental off, the IK solver's setting). mj_kinematics also
// computes geom and site frames; the exported models have no geoms and sites only at leaves.
// (Deeper trees are left out: mujoco-js 0.0.7 crashes on chains deeper than ~150 bodies. The
// 10,000-joint shallow tree runs only with BENCH_MUJOCO_10K=1: MuJoCo's load of it alone takes
// about 18 minutes here; its load time is printed on its own line.)
import loadMujoco from 'mujoco-js';
import { exportMjcf } from '../src/bodyplan/export/exportMjcf.ts';
import { ForwardKinematics } from '../src/bodyplan/kinematics/kinematics.ts';
import { compileBodyPlan } from '../src/bodyplan/kinematics/model.ts';
import type { BodyPlan, Dof } from '../src/bodyplan/format/schema.ts';
import { readFlyBodyPlan } from '../src/bodyplan/testing/flyFixtures.ts';
import { g1SizedHumanoid } from './g1SizedHumanoid.ts';

const OBJ_JOINT = 3;
const POSES = 64;

function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const hinge = (name: string, axis: [number, number, number]): Dof => ({ name, type: 'hinge', axis, neutral: 0, limits: [-1, 1] });

/** A shallow random tree: joint i hangs from joint floor((i-1)/8), 3 hinges per joint (or 1: x). */
function shallowTree(jointCount: number, hingesPerJoint: 1 | 3 = 3): BodyPlan {
  const random = seeded(7);
  const joints: BodyPlan['joints'] = [];
  for (let i = 0; i < jointCount; i++) {
    joints.push({
      name: `j${i}`, parent: i === 0 ? null : `j${Math.floor((i - 1) / 8)}`,
      offset_pos: [random() - 0.5, random() - 0.5, random() - 0.5], offset_quat: [1, 0, 0, 0],
      dofs: [hinge(`j${i}x`, [1, 0, 0]), hinge(`j${i}y`, [0, 1, 0]), hinge(`j${i}z`, [0, 0, 1])].slice(0, hingesPerJoint),
    });
  }
  return { fixed_base: false, joints };
}

const mujoco = await loadMujoco();
mujoco.FS.mkdir('/bench');

function run(label: string, plan: BodyPlan, calls: number, options: { announceLoad?: boolean } = {}): void {
  const model = compileBodyPlan(plan);
  const fk = new ForwardKinematics(model, { trackDofFrames: false, incremental: false });
  mujoco.FS.writeFile('/bench/model.xml', exportMjcf(plan));
  const loadStarted = performance.now();
  const mj = mujoco.MjModel.loadFromXML('/bench/model.xml');
  const loadMs = performance.now() - loadStarted;
  if (options.announceLoad) console.log(`${label}: MuJoCo loadFromXML took ${(loadMs / 1000).toFixed(1)} s (not part of the per-call figures)`);
  const data = new mujoco.MjData(mj);
  try {
    // The same poses for both: plan DOF values and root pose, and the matching qpos vectors.
    const random = seeded(3);
    const qposAdr = mj.jnt_qposadr as Int32Array;
    const adrByName = new Map<string, number>();
    for (let j = 0; j < mj.njnt; j++) adrByName.set(mujoco.mj_id2name(mj, OBJ_JOINT, j), qposAdr[j]!);
    // Unnamed DOFs are exported as `<joint>:<index>`.
    const dofAdr = model.dofNames.map((name, d) => {
      const j = model.dofJoint[d]!;
      return adrByName.get(name ?? `${model.jointNames[j]}:${d - model.dofStart[j]!}`) ?? -1;
    });
    if (dofAdr.includes(-1)) throw new Error(`${label}: a DOF has no MuJoCo joint`);
    const rootQuat = Float64Array.of(0.9, 0.1, 0.2, 0.3).map((v, _, q) => v / Math.hypot(...q));
    const rootPos = Float64Array.of(0.1, 0.2, 0.3);
    const poses = Array.from({ length: POSES }, () => Float64Array.from({ length: model.dofCount }, () => random() * 2 - 1));
    const qposes = poses.map((dofs) => {
      const q = new Float64Array(mj.nq);
      q.set(rootPos, 0);
      q.set(rootQuat, 3); // the free joint comes first: the root body holds it
      dofs.forEach((v, d) => (q[dofAdr[d]!] = v));
      return q;
    });
    const qpos = data.qpos as Float64Array;
    const xpos = data.xpos as Float64Array;
    // Agreement first: a benchmark of two functions that disagree would compare nothing.
    qpos.set(qposes[0]!);
    mujoco.mj_kinematics(mj, data);
    fk.compute(poses[0]!, rootPos, rootQuat);
    let worst = 0;
    const jointByName = new Map(model.jointNames.map((name, j) => [name, j]));
    for (let b = 1; b < mj.nbody; b++) {
      const j = jointByName.get(mujoco.mj_id2name(mj, 1, b));
      if (j === undefined) continue;
      for (let k = 0; k < 3; k++) worst = Math.max(worst, Math.abs(fk.keypoints[3 * j + k]! - xpos[3 * b + k]!));
    }
    if (!(worst < 1e-9)) throw new Error(`${label}: our FK and MuJoCo disagree by ${worst}`);

    const time = (fn: (i: number) => void): number => {
      for (let i = 0; i < Math.min(calls, 200); i++) fn(i); // warm-up
      const started = performance.now();
      for (let i = 0; i < calls; i++) fn(i);
      return ((performance.now() - started) * 1000) / calls;
    };
    const ours = time((i) => fk.compute(poses[i % POSES]!, rootPos, rootQuat));
    const theirs = time((i) => {
      qpos.set(qposes[i % POSES]!);
      mujoco.mj_kinematics(mj, data);
    });
    console.log(
      `${label.padEnd(34)} ${String(model.jointCount).padStart(5)} joints ${String(model.dofCount).padStart(5)} DOFs | ours ${ours.toFixed(2).padStart(8)} µs | mj_kinematics ${theirs.toFixed(2).padStart(8)} µs | MuJoCo/ours ${(theirs / ours).toFixed(2)}x | (MuJoCo load ${loadMs.toFixed(0)} ms)`,
    );
  } finally {
    data.delete();
    mj.delete();
  }
}

console.log(`FK per call, all DOFs and the root pose changed per call (${POSES} poses in turn), same process:`);
run('NeuroMechFly (QuickIK plan)', readFlyBodyPlan(), 20_000);
run('G1-sized humanoid (generated)', g1SizedHumanoid(), 20_000);
run('1,000-joint shallow tree (generated)', shallowTree(1000), 1_000);
// With 3 hinges per joint (30,000 DOFs) MuJoCo's WebAssembly build runs out of its 2 GB memory while
// compiling the model (measured here: mjCError "Cannot enlarge memory" after about an hour); one hinge
// per joint keeps the same 10,000 bodies with 10,000 DOFs.
if (process.env.BENCH_MUJOCO_10K === '1') {
  try {
    run('10,000-joint shallow tree, 1 hinge each', shallowTree(10_000, 1), 200, { announceLoad: true });
  } catch (error) {
    console.log(`10,000-joint shallow tree: MuJoCo could not load it: ${error instanceof Error ? error.message : String(error)}`);
  }
}
else console.log('(10,000-joint shallow tree: set BENCH_MUJOCO_10K=1; MuJoCo takes about 18 minutes to load it)');
