// Forward kinematics per call on a generated 10,000-joint plan (3 hinge DOFs per joint) and on
// the fly, plus evidence of zero allocation per call (heap growth and GC count over many calls).
// FK is incremental, so two cases are measured apart: (a) one DOF changed per call (the viewer),
// (b) every DOF and the root pose changed per call (a full recompute), both with the default
// incremental FK and with `incremental: false`, the configuration the IK solver uses.
// Goal: <= 0.5 ms per call for 10,000 joints, zero allocations per call.
import { compileBodyPlan, type BodyModel } from '../src/bodyplan/kinematics/model.ts';
import { ForwardKinematics } from '../src/bodyplan/kinematics/kinematics.ts';
import { neutralPose } from '../src/bodyplan/kinematics/pose.ts';
import type { BodyPlan } from '../src/bodyplan/format/schema.ts';
import { readFlyBodyPlan } from '../src/bodyplan/testing/flyFixtures.ts';
import { describeAllocation, stopAllocationObserver } from './measureAllocation.ts';

/** A random tree (seeded): each joint hangs off one of the joints before it. */
function generatedPlan(jointCount: number): BodyPlan {
  let seed = 12345;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const joints: BodyPlan['joints'] = [];
  for (let i = 0; i < jointCount; i++) {
    joints.push({
      name: `j${i}`,
      parent: i === 0 ? null : `j${Math.max(0, i - 1 - Math.floor(random() * 8))}`,
      offset_pos: [random() - 0.5, random() - 0.5, random() - 0.5],
      offset_quat: [1, random() * 0.1, random() * 0.1, random() * 0.1],
      dofs: [
        { type: 'hinge', axis: [1, 0, 0], neutral: random() - 0.5 },
        { type: 'hinge', axis: [0, 1, 0], neutral: random() - 0.5 },
        { type: 'hinge', axis: [0, 0, 1], neutral: random() - 0.5 },
      ],
    });
  }
  return { fixed_base: false, joints };
}

/** How each timed call changes the input. */
type Change = 'one' | 'all';

const CHANGE_LABELS: Record<Change, string> = {
  one: '(a) ONE DOF changed per call (the viewer dragging a slider; incremental FK recomputes only that joint\'s subtree)',
  all: '(b) ALL DOFs and the root pose changed per call (a recording playing, the IK solver; every joint recomputed)',
};

/** A DOF vector off the neutral pose by a seeded pseudo-random amount in every DOF. */
function perturbedPose(model: BodyModel, seed: number): Float64Array {
  const dofs = neutralPose(model);
  let state = seed;
  for (let d = 0; d < dofs.length; d++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    dofs[d]! += (state / 2147483648 - 0.5) * 0.2;
  }
  return dofs;
}

/** Mean number of joints a change of DOFs 0 .. calls-1 (taken in turn) moves: the joint and its descendants. */
function meanSubtreeSize(model: BodyModel, calls: number): number {
  const size = new Int32Array(model.jointCount).fill(1);
  for (let i = model.order.length - 1; i >= 0; i--) {
    const j = model.order[i]!;
    const p = model.parentIndex[j]!;
    if (p >= 0) size[p]! += size[j]!;
  }
  let sum = 0;
  for (let i = 0; i < calls; i++) sum += size[model.dofJoint[i % model.dofCount]!]!;
  return sum / calls;
}

function measure(label: string, model: BodyModel, change: Change, incremental: boolean, timedCalls: number, allocationCalls: number, trackDofFrames: boolean, goalMs?: number): void {
  const fk = new ForwardKinematics(model, { trackDofFrames, incremental });
  const dofs = neutralPose(model);
  // (b) alternates between two precomputed vectors and root poses, so changing them costs nothing.
  const poses = [perturbedPose(model, 1), perturbedPose(model, 2)] as const;
  const rootPositions = [Float64Array.of(0.1, 0.2, 0.3), Float64Array.of(0.11, 0.19, 0.31)] as const;
  const rootQuats = [Float64Array.of(0.9, 0.1, 0.2, 0.3), Float64Array.of(0.89, 0.11, 0.2, 0.31)] as const;
  const call =
    change === 'one'
      ? (i: number) => {
          dofs[i % model.dofCount]! += 1e-6;
          fk.compute(dofs, rootPositions[0], rootQuats[0]);
        }
      : (i: number) => {
          const k = i & 1 ? 1 : 0;
          fk.compute(poses[k], rootPositions[k], rootQuats[k]);
        };
  for (let i = 0; i < Math.min(timedCalls, 2000); i++) call(i);

  // Ten batches: the mean over all calls, and the median batch, which a burst of CPU steal on this
  // shared machine cannot move the way it moves a mean.
  const batches = 10;
  const perBatch = Math.ceil(timedCalls / batches);
  const batchCpuMs: number[] = [];
  const start = performance.now();
  for (let b = 0; b < batches; b++) {
    const cpuBefore = process.cpuUsage();
    for (let i = b * perBatch; i < (b + 1) * perBatch; i++) call(i);
    const cpu = process.cpuUsage(cpuBefore);
    batchCpuMs.push((cpu.user + cpu.system) / 1000 / perBatch);
  }
  const perCallMs = (performance.now() - start) / (batches * perBatch);
  const cpuPerCallMs = batchCpuMs.reduce((sum, ms) => sum + ms, 0) / batches;
  const sortedBatches = [...batchCpuMs].sort((a, b) => a - b);
  const medianBatchMs = (sortedBatches[batches / 2 - 1]! + sortedBatches[batches / 2]!) / 2;

  const allocation = describeAllocation(allocationCalls, call);

  const verdict = (ms: number) => (goalMs === undefined ? '' : ms <= goalMs ? ' (goal met)' : ' (goal NOT met)');
  console.log(
    `${label}: ${model.jointCount} joints, ${model.dofCount} DOFs, DOF frames ${trackDofFrames ? 'tracked (default, as IK needs)' : 'off (keypoints and joint frames only)'}, ` +
      (incremental ? 'incremental FK (default)' : 'incremental: false (as the IK solver)'),
  );
  console.log(`  ${CHANGE_LABELS[change]}`);
  if (change === 'all') console.log(`  a full compute takes ${fk.pairedJointCount} of ${model.jointCount} joints two at a time (same x/y/z hinge sequence, one per SIMD lane)`);
  if (change === 'one') {
    const moved = meanSubtreeSize(model, timedCalls);
    console.log(`  DOFs 0..${Math.min(timedCalls, model.dofCount) - 1} changed in turn; each change recomputes ${moved.toFixed(0)} of ${model.jointCount} joints on average`);
  }
  const goal = goalMs === undefined ? '' : `; goal <= ${goalMs} ms`;
  console.log(
    `  FK per call over ${batches * perBatch} calls: mean ${perCallMs.toFixed(4)} ms wall, ${cpuPerCallMs.toFixed(4)} ms CPU time; ` +
      `median of ${batches} batches ${medianBatchMs.toFixed(4)} ms CPU time${verdict(medianBatchMs)} ` +
      `(batches ${sortedBatches[0]!.toFixed(4)}-${sortedBatches[batches - 1]!.toFixed(4)} ms)${goal} (shared machine: CPU time excludes waiting for a core)`,
  );
  console.log(`  allocation over ${allocationCalls} calls, 3 rounds: ${allocation}`);
}

console.log(`ForwardKinematics: float64 WebAssembly kernel (AssemblyScript, SIMD) in Node ${process.version}`);
const generated = compileBodyPlan(generatedPlan(10_000));
const fly = compileBodyPlan(readFlyBodyPlan());
for (const [change, incremental] of [['one', true], ['all', true], ['all', false]] as const) {
  for (const trackDofFrames of [true, false]) {
    measure('generated plan', generated, change, incremental, 2_000, 5_000, trackDofFrames, 0.5);
    measure('NeuroMechFly', fly, change, incremental, 200_000, 100_000, trackDofFrames);
  }
}
stopAllocationObserver();
