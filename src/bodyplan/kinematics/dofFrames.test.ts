import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bodyPlanSchema } from '../format/schema.ts';
import { compileBodyPlan } from './model.ts';
import { ForwardKinematics } from './kinematics.ts';
import { neutralPose } from './pose.ts';
import { angleAboutAxis, dofWorldFrame, hingesMovingLink } from './dofFrames.ts';

const examples = join(import.meta.dirname, '..', '..', '..', 'public', 'bodyplans');
const humanoid = compileBodyPlan(bodyPlanSchema.parse(JSON.parse(readFileSync(join(examples, 'humanoid.json'), 'utf8'))));

describe('DOF world frames', () => {
  it('agrees with forward kinematics on every DOF axis and origin', () => {
    const fk = new ForwardKinematics(humanoid);
    const dofs = neutralPose(humanoid).map((v, i) => v + 0.1 * Math.sin(i));
    fk.compute(dofs, [0.1, 0.2, 0.9], [Math.cos(0.2), 0, 0, Math.sin(0.2)]);
    for (let d = 0; d < humanoid.dofCount; d++) {
      const frame = dofWorldFrame(humanoid, fk, dofs, d);
      for (let k = 0; k < 3; k++) {
        expect(frame.axis[k]).toBeCloseTo(fk.dofWorldAxes[3 * d + k]!, 12);
        expect(frame.origin[k]).toBeCloseTo(fk.dofWorldOrigin(d)[k]!, 12);
      }
    }
  });

  it('finds the hinges that move a link: the parent joint, or the nearest ancestor with hinges', () => {
    const index = (name: string) => humanoid.jointNames.indexOf(name);
    const names = (dofs: number[]) => dofs.map((d) => `${humanoid.jointNames[humanoid.dofJoint[d]!]} ${humanoid.dofNames[d]}`);
    expect(names(hingesMovingLink(humanoid, index('left_knee')))).toEqual(['left_hip flexion', 'left_hip abduction', 'left_hip rotation']);
    // head_top's parent "head" has a hinge; left_toe_tip's parent "left_toe" has one too.
    expect(names(hingesMovingLink(humanoid, index('head_top')))).toEqual(['head nod']);
    expect(hingesMovingLink(humanoid, humanoid.rootIndex)).toEqual([]);
  });

  it('measures the signed angle about an axis that turns one point onto another', () => {
    expect(angleAboutAxis([0, 0, 0], [0, 0, 1], [1, 0, 5], [0, 2, -1])).toBeCloseTo(Math.PI / 2, 12);
    expect(angleAboutAxis([1, 1, 0], [0, 0, 1], [2, 1, 0], [1, 0, 0])).toBeCloseTo(-Math.PI / 2, 12);
  });

  it('turning the hinge by that angle brings the dragged keypoint under the pointer', () => {
    const fk = new ForwardKinematics(humanoid);
    const dofs = neutralPose(humanoid);
    fk.compute(dofs);
    const knee = humanoid.jointNames.indexOf('left_knee');
    const flexion = hingesMovingLink(humanoid, knee)[0]!;
    const frame = dofWorldFrame(humanoid, fk, dofs, flexion);
    const from = Array.from(fk.keypoints.subarray(3 * knee, 3 * knee + 3));
    const target = [frame.origin[0] + 0.2, frame.origin[1], frame.origin[2] - 0.1];
    dofs[flexion] = dofs[flexion]! + angleAboutAxis(frame.origin, frame.axis, from, target);
    fk.compute(dofs);
    const after = Array.from(fk.keypoints.subarray(3 * knee, 3 * knee + 3));
    expect(angleAboutAxis(frame.origin, frame.axis, after, target)).toBeCloseTo(0, 9);
  });
});
