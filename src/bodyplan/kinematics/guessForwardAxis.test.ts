import { describe, expect, it } from 'vitest';
import { guessForwardAxis, type ForwardAxisGuess, type SignedAxis } from './guessForwardAxis.ts';
import { compileBodyPlan } from './model.ts';
import { ForwardKinematics } from './kinematics.ts';
import { neutralPose } from './pose.ts';
import type { BodyPlan } from '../format/schema.ts';
import { readFlyBodyPlan } from '../testing/flyFixtures.ts';

type Joint = [name: string, parent: string | null, offset: [number, number, number]];

/** A plan of fixed joints at the given offsets (DOFs do not matter to the guess: it reads the neutral pose). */
function plan(joints: Joint[]): BodyPlan {
  return {
    fixed_base: false,
    joints: joints.map(([name, parent, offset]) => ({ name, parent, offset_pos: offset, offset_quat: [1, 0, 0, 0], dofs: [] })),
  } as unknown as BodyPlan;
}

function guessWithReason(document: BodyPlan, up: SignedAxis = 'z'): ForwardAxisGuess | null {
  const model = compileBodyPlan(document);
  const fk = new ForwardKinematics(model);
  fk.compute(neutralPose(model));
  return guessForwardAxis(model.jointNames, model.parentIndex, fk.keypoints, up);
}

const guess = (document: BodyPlan, up: SignedAxis = 'z'): SignedAxis | null => guessWithReason(document, up)?.axis ?? null;

/** A G1-like humanoid, Z up, facing +X: 0.2 m between the hips, arms hanging, the feet pointing forward from the ankles. */
function humanoid(named: boolean): Joint[] {
  const n = (word: string, plain: string) => (named ? word : plain);
  const leg = (side: 'left' | 'right', y: number): Joint[] => [
    [`${side}_hip`, 'pelvis', [0, y, -0.05]],
    [`${side}_knee`, `${side}_hip`, [0, 0, -0.35]],
    [`${side}_ankle`, `${side}_knee`, [0, 0, -0.35]],
    [`${side}_${n('toe', 'end')}`, `${side}_ankle`, [0.15, 0, -0.05]],
  ];
  const arm = (side: 'left' | 'right', y: number): Joint[] => [
    [`${side}_shoulder`, 'torso', [0, y, 0.3]],
    [`${side}_elbow`, `${side}_shoulder`, [0, 0, -0.25]],
    [`${side}_wrist`, `${side}_elbow`, [0, 0, -0.25]],
  ];
  return [
    ['pelvis', null, [0, 0, 0.8]],
    ...leg('left', 0.1),
    ...leg('right', -0.1),
    ['torso', 'pelvis', [0, 0, 0.1]],
    ...arm('left', 0.2),
    ...arm('right', -0.2),
    [n('head', 'top'), 'torso', [0.02, 0, 0.5]],
  ];
}

/** A Go2-like quadruped, Z up, trunk along +X, legs named as Unitree names them (FL_ front-left, RR_ rear-right). */
function quadruped(named: boolean): Joint[] {
  const legs: Joint[] = [];
  for (const [front, x] of [[true, 0.19], [false, -0.19]] as const) {
    for (const [left, y] of [[true, 0.05], [false, -0.05]] as const) {
      const prefix = named ? `${front ? 'F' : 'R'}${left ? 'L' : 'R'}` : `leg${legs.length / 3}`;
      legs.push([`${prefix}_hip`, 'trunk', [x, y, 0]], [`${prefix}_thigh`, `${prefix}_hip`, [0, y, 0]], [`${prefix}_calf`, `${prefix}_thigh`, [0, 0, -0.2]]);
    }
  }
  return [['trunk', null, [0, 0, 0.3]], ...legs];
}

/** The joints of a plan turned from Z up to Y up (x, y, z) → (x, z, −y), the way three.js-style plans are built. */
const yUp = (joints: Joint[]): Joint[] => joints.map(([name, parent, [x, y, z]]) => [name, parent, [x, z, -y]]);

describe('guessForwardAxis', () => {
  it('faces NeuroMechFly +X: its front legs (lf_, rf_) reach ahead of the rest', () => {
    expect(guess(readFlyBodyPlan())).toBe('x');
  });

  it('faces a G1-like humanoid +X, by its head and toes, and without names by its shallow axis and its feet', () => {
    expect(guess(plan(humanoid(true)))).toBe('x');
    expect(guess(plan(humanoid(false)))).toBe('x');
  });

  it('a humanoid whose feet point −Y faces −Y', () => {
    const turned = humanoid(false).map(([name, parent, [x, y, z]]): Joint => [name, parent, [y, -x, z]]);
    expect(guess(plan(turned))).toBe('-y');
  });

  it('faces a quadruped along its trunk: +X by its front legs, and without names by its long axis', () => {
    expect(guess(plan(quadruped(true)))).toBe('x');
    expect(guess(plan(quadruped(false)))).toBe('x');
  });

  it('a quadruped whose front legs are on −X faces −X', () => {
    const backwards = quadruped(true).map(([name, parent, [x, y, z]]): Joint => [name, parent, [-x, y, z]]);
    expect(guess(plan(backwards))).toBe('-x');
  });

  it('reads the horizontal axes of a Y-up plan', () => {
    expect(guess(plan(yUp(quadruped(true))), 'y')).toBe('x');
    // Z up → Y up maps the humanoid's +X front to +X, its left (+Y) to −Z.
    expect(guess(plan(yUp(humanoid(true))), 'y')).toBe('x');
  });

  it('says what each guess was read from: the name words of the front and back joints, the long axis, the end joints', () => {
    expect(guessWithReason(readFlyBodyPlan())).toEqual({ axis: 'x', reason: { from: 'names', front: ['lf', 'rf'], back: [] } });
    expect(guessWithReason(plan(quadruped(true)))).toEqual({ axis: 'x', reason: { from: 'names', front: ['fl', 'fr'], back: ['rl', 'rr'] } });
    expect(guessWithReason(plan(humanoid(true)))?.reason).toEqual({ from: 'names', front: ['toe', 'head'], back: [] });
    expect(guessWithReason(plan(quadruped(false)))?.reason).toEqual({ from: 'long-axis' });
    expect(guessWithReason(plan(humanoid(false)))?.reason).toEqual({ from: 'end-joints' });
  });

  it('makes no guess for a plan as wide as it is deep, or a single joint', () => {
    const cross: Joint[] = [
      ['root', null, [0, 0, 0]],
      ['x_tip', 'root', [1, 0, 0]],
      ['y_tip', 'root', [0, 1, 0]],
      ['z_tip', 'root', [0, 0, 1]],
      ['foot', 'root', [0, 0, -0.5]],
    ];
    expect(guess(plan(cross))).toBeNull();
    expect(guess(plan([['root', null, [0, 0, 0]]]))).toBeNull();
    // A vertical chain has no width or depth at all: nothing says which way it faces.
    expect(guess(plan([['root', null, [0, 0, 0]], ['tip', 'root', [0, 0, 1]]]))).toBeNull();
  });
});
