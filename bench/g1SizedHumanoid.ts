import type { BodyPlan, Dof } from '../src/bodyplan/format/schema.ts';

const hinge = (name: string, axis: [number, number, number]): Dof => ({ name, type: 'hinge', axis, neutral: 0, limits: [-1, 1] });

/** A humanoid the size of Unitree's G1: pelvis, 2 legs of 6, a 3-DOF waist, 2 arms of 7 (29 hinges). */
export function g1SizedHumanoid(): BodyPlan {
  const joints: BodyPlan['joints'] = [{ name: 'pelvis', parent: null, offset_pos: [0, 0, 0.8], offset_quat: [1, 0, 0, 0], dofs: [] }];
  const chain = (side: string, parent: string, start: [number, number, number], axes: [number, number, number][], step: [number, number, number]) => {
    let previous = parent;
    axes.forEach((axis, k) => {
      const name = `${side}_${k}`;
      joints.push({ name, parent: previous, offset_pos: k === 0 ? start : step, offset_quat: [1, 0, 0, 0], dofs: [hinge(`${name}_joint`, axis)] });
      previous = name;
    });
    return previous;
  };
  const leg: [number, number, number][] = [[0, 1, 0], [1, 0, 0], [0, 0, 1], [0, 1, 0], [0, 1, 0], [1, 0, 0]];
  chain('left_leg', 'pelvis', [0, 0.1, -0.05], leg, [0, 0, -0.07]);
  chain('right_leg', 'pelvis', [0, -0.1, -0.05], leg, [0, 0, -0.07]);
  const torso = chain('waist', 'pelvis', [0, 0, 0.05], [[0, 0, 1], [1, 0, 0], [0, 1, 0]], [0, 0, 0.03]);
  const arm: [number, number, number][] = [[0, 1, 0], [1, 0, 0], [0, 0, 1], [0, 1, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]];
  chain('left_arm', torso, [0, 0.15, 0.3], arm, [0, 0, -0.04]);
  chain('right_arm', torso, [0, -0.15, 0.3], arm, [0, 0, -0.04]);
  return { fixed_base: false, joints };
}

