// Forward kinematics per call on a generated 10,000-joint plan (3 hinge DOFs per joint) and on
// the fly, plus evidence of zero allocation per call (heap growth and GC count over many calls).
// Goal (issue 3): <= 0.5 ms per call for 10,000 joints, zero allocations per call.
import { compileBodyPlan, type BodyModel } from '../src/bodyplan/model.ts';
import { ForwardKinematics } from '../src/bodyplan/kinematics.ts';
import { neutralPose } from '../src/bodyplan/pose.ts';
import type { BodyPlan } from '../src/bodyplan/schema.ts';
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

function measure(label: string, model: BodyModel, timedCalls: number, allocationCalls: number, trackDofFrames: boolean, goalMs?: number): void {
  const fk = new ForwardKinematics(model, { trackDofFrames });
  const dofs = neutralPose(model);
  const rootPos = Float64Array.of(0.1, 0.2, 0.3);
  const rootQuat = Float64Array.of(0.9, 0.1, 0.2, 0.3);
  for (let i = 0; i < Math.min(timedCalls, 2000); i++) {
    dofs[i % model.dofCount]! += 1e-6;
    fk.compute(dofs, rootPos, rootQuat);
  }

  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < timedCalls; i++) {
    dofs[i % model.dofCount]! += 1e-6;
    fk.compute(dofs, rootPos, rootQuat);
  }
  const perCallMs = (performance.now() - start) / timedCalls;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerCallMs = (cpu.user + cpu.system) / 1000 / timedCalls;

  const allocation = describeAllocation(allocationCalls, (i) => {
    dofs[i % model.dofCount]! += 1e-6;
    fk.compute(dofs, rootPos, rootQuat);
  });

  const verdict = (ms: number) => (goalMs === undefined ? '' : ms <= goalMs ? ' (goal met)' : ' (goal NOT met)');
  console.log(`${label}: ${model.jointCount} joints, ${model.dofCount} DOFs, DOF frames ${trackDofFrames ? 'tracked (default, as IK needs)' : 'off (keypoints and joint frames only)'}`);
  const goal = goalMs === undefined ? '' : `; goal <= ${goalMs} ms`;
  console.log(
    `  FK per call over ${timedCalls} calls: ${perCallMs.toFixed(4)} ms wall${verdict(perCallMs)}, ` +
      `${cpuPerCallMs.toFixed(4)} ms CPU time${verdict(cpuPerCallMs)}${goal} (shared machine: CPU time excludes waiting for a core)`,
  );
  console.log(`  allocation over ${allocationCalls} calls, 3 rounds: ${allocation}`);
}

const generated = compileBodyPlan(generatedPlan(10_000));
const fly = compileBodyPlan(readFlyBodyPlan());
for (const trackDofFrames of [true, false]) {
  measure('generated plan', generated, 2_000, 5_000, trackDofFrames, 0.5);
  measure('NeuroMechFly', fly, 200_000, 100_000, trackDofFrames);
}
stopAllocationObserver();
