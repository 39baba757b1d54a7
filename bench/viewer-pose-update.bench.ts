// Time from one DOF change to updated instance matrices (the work the Studio does per pose change):
// forward kinematics, then the sphere and link matrices of every joint. Goal: <= 4 ms at 1,000 joints.
import { compileBodyPlan } from '../src/bodyplan/kinematics/model.ts';
import { bodyPlanSchema, type BodyPlan } from '../src/bodyplan/format/schema.ts';
import { ForwardKinematics } from '../src/bodyplan/kinematics/kinematics.ts';
import { neutralPose } from '../src/bodyplan/kinematics/pose.ts';
import { writeJointSphereMatrices, writeLinkSegmentMatrices } from '../src/features/studio/model/instanceMatrices.ts';

/** A branching tree (each joint's parent is one of the previous few) with three hinges per joint. */
function generatedPlan(jointCount: number): BodyPlan {
  const joints: BodyPlan['joints'] = [];
  for (let j = 0; j < jointCount; j++) {
    joints.push({
      name: `j${j}`,
      parent: j === 0 ? null : `j${Math.max(0, j - 1 - (j % 3))}`,
      offset_pos: [0.1, 0.02 * ((j % 5) - 2), 0.03],
      offset_quat: [1, 0, 0, 0],
      dofs: j === 0 ? [] : [
        { type: 'hinge', axis: [1, 0, 0], neutral: 0.1, limits: [-1, 1] },
        { type: 'hinge', axis: [0, 1, 0], neutral: -0.1, limits: null },
        { type: 'hinge', axis: [0, 0, 1], neutral: 0.05, limits: [-2, 2] },
      ],
    });
  }
  return bodyPlanSchema.parse({ fixed_base: false, joints });
}

function measure(jointCount: number): { median: number; p95: number; runs: number } {
  const model = compileBodyPlan(generatedPlan(jointCount));
  const fk = new ForwardKinematics(model);
  const dofs = neutralPose(model);
  const spheres = new Float32Array(16 * jointCount);
  const links = new Float32Array(16 * jointCount);
  const root = [0, 0, 0.5];
  const quat = [1, 0, 0, 0];
  const update = (step: number) => {
    dofs[step % model.dofCount] = Math.sin(step) * 0.5;
    fk.compute(dofs, root, quat);
    writeJointSphereMatrices(fk.keypoints, jointCount, 0.02, model.rootIndex, 0.035, spheres);
    writeLinkSegmentMatrices(fk.keypoints, model.parentIndex, jointCount, 0.008, links);
  };
  for (let i = 0; i < 200; i++) update(i); // warm-up for the JIT
  const runs = jointCount >= 10_000 ? 300 : 2000;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    update(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, p95: times[Math.floor(runs * 0.95)]!, runs };
}

console.log('DOF change -> FK -> sphere + link instance matrices (Node, float64 FK, Float32Array matrices)');
for (const jointCount of [30, 1_000, 10_000]) {
  const { median, p95, runs } = measure(jointCount);
  const goal = jointCount === 1_000 ? `  (goal <= 4 ms: ${median <= 4 ? 'met' : 'NOT met'})` : '';
  console.log(`${String(jointCount).padStart(6)} joints: median ${median.toFixed(4)} ms, p95 ${p95.toFixed(4)} ms over ${runs} updates${goal}`);
}
