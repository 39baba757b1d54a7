import { describe, expect, it } from 'vitest';
import { compileBodyPlan } from './model.ts';
import { ForwardKinematics } from './kinematics.ts';
import { neutralPose } from './pose.ts';
import type { BodyPlan, Joint } from '../format/schema.ts';
import { readFlyBodyPlan, readFlyFixtures } from '../testing/flyFixtures.ts';

function keypoint(fk: ForwardKinematics, j: number): number[] {
  return Array.from(fk.keypoints.subarray(3 * j, 3 * j + 3));
}

function expectClose(actual: ArrayLike<number>, expected: ArrayLike<number>, tolerance = 1e-12): void {
  expect(actual.length).toBe(expected.length);
  for (let i = 0; i < expected.length; i++) {
    expect(Math.abs(actual[i]! - expected[i]!), `component ${i}: ${actual[i]} vs ${expected[i]}`).toBeLessThanOrEqual(tolerance);
  }
}

function joint(name: string, parent: string | null, offset: [number, number, number], dofs: Joint['dofs'] = [], quat: [number, number, number, number] = [1, 0, 0, 0]): Joint {
  return { name, parent, offset_pos: offset, offset_quat: quat, dofs };
}

function hinge(axis: [number, number, number], neutral = 0): Joint['dofs'][number] {
  return { type: 'hinge', axis, neutral };
}

function slide(axis: [number, number, number], neutral = 0): Joint['dofs'][number] {
  return { type: 'slide', axis, neutral };
}

function plan(joints: Joint[], fixedBase = true): BodyPlan {
  return { fixed_base: fixedBase, joints };
}

describe('ForwardKinematics against QuickIK/MuJoCo data (NeuroMechFly)', () => {
  const model = compileBodyPlan(readFlyBodyPlan());
  const fixtures = readFlyFixtures();
  const fk = new ForwardKinematics(model);

  it('reproduces target_ego of every synthetic frame within 1e-9', () => {
    expect(fixtures.synthetic_frames).toHaveLength(8);
    expect(model.dofCount).toBe(42);
    expect(model.jointNames.slice(1)).toEqual(fixtures.leg_joint_names);
    let worst = 0;
    for (const frame of fixtures.synthetic_frames) {
      const dofs = frame.ground_truth_dof_angles_per_leg.flat();
      expect(dofs).toHaveLength(42);
      fk.compute(dofs, [0, 0, 0], [1, 0, 0, 0]);
      frame.target_ego.forEach((target, i) => {
        for (let axis = 0; axis < 3; axis++) {
          worst = Math.max(worst, Math.abs(fk.keypoints[3 * (i + 1) + axis]! - target[axis]!));
        }
      });
    }
    expect(worst).toBeLessThanOrEqual(1e-9);
  });

  it('differs from target_ego when the DOF vector is in another order (the check can fail)', () => {
    const frame = fixtures.synthetic_frames[0]!;
    const reversed = frame.ground_truth_dof_angles_per_leg.flat().reverse();
    fk.compute(reversed);
    const flat = frame.target_ego.flat();
    const worst = Math.max(...flat.map((v, i) => Math.abs(v - fk.keypoints[3 + i]!)));
    expect(worst).toBeGreaterThan(1e-3);
  });
});

describe('ForwardKinematics on hand-computed chains', () => {
  it('a hinge moves its descendants but not its own keypoint', () => {
    const model = compileBodyPlan(plan([joint('base', null, [0, 0, 0], [hinge([0, 0, 1])]), joint('tip', 'base', [1, 0, 0])]));
    const fk = new ForwardKinematics(model);
    fk.compute([Math.PI / 2]);
    expectClose(keypoint(fk, 0), [0, 0, 0]);
    expectClose(keypoint(fk, 1), [0, 1, 0]);
  });

  it('a two-link planar arm matches the textbook formula', () => {
    const model = compileBodyPlan(
      plan([
        joint('shoulder', null, [0, 0, 0], [hinge([0, 0, 1])]),
        joint('elbow', 'shoulder', [2, 0, 0], [hinge([0, 0, 1])]),
        joint('hand', 'elbow', [1.5, 0, 0]),
      ]),
    );
    const fk = new ForwardKinematics(model);
    const [a, b] = [0.3, -1.1];
    fk.compute([a, b]);
    expectClose(keypoint(fk, 1), [2 * Math.cos(a), 2 * Math.sin(a), 0]);
    expectClose(keypoint(fk, 2), [2 * Math.cos(a) + 1.5 * Math.cos(a + b), 2 * Math.sin(a) + 1.5 * Math.sin(a + b), 0]);
  });

  it('a slide moves the joint frame origin and the children, in the rotated frame', () => {
    const model = compileBodyPlan(
      plan([joint('base', null, [0, 0, 0], [hinge([0, 0, 1]), slide([1, 0, 0])]), joint('tip', 'base', [0, 0, 1])]),
    );
    const fk = new ForwardKinematics(model);
    fk.compute([Math.PI / 2, 0.5]);
    expectClose(keypoint(fk, 0), [0, 0, 0]);
    expectClose(Array.from(fk.frameOrigins.subarray(0, 3)), [0, 0.5, 0]);
    expectClose(keypoint(fk, 1), [0, 0.5, 1]);
  });

  it('offset_quat turns the frame in which the child offset and DOF axes act (normalized on load)', () => {
    const h = Math.SQRT1_2;
    // 90 degrees about z, written with length 2 to check normalization.
    const model = compileBodyPlan(
      plan([
        joint('base', null, [0, 0, 0]),
        joint('mid', 'base', [1, 0, 0], [slide([3, 0, 0])], [2 * h, 0, 0, 2 * h]),
        joint('tip', 'mid', [1, 0, 0]),
      ]),
    );
    const fk = new ForwardKinematics(model);
    fk.compute([0.25]);
    expectClose(keypoint(fk, 1), [1, 0, 0]);
    expectClose(keypoint(fk, 2), [1, 1.25, 0]);
    expectClose(Array.from(fk.baseRotation(1)), [0, -1, 0, 1, 0, 0, 0, 0, 1]);
  });

  it('applies a joint\'s DOFs in listed order (rotations do not commute)', () => {
    const xThenZ = compileBodyPlan(plan([joint('base', null, [0, 0, 0], [hinge([1, 0, 0]), hinge([0, 0, 1])]), joint('tip', 'base', [1, 0, 0])]));
    const zThenX = compileBodyPlan(plan([joint('base', null, [0, 0, 0], [hinge([0, 0, 1]), hinge([1, 0, 0])]), joint('tip', 'base', [1, 0, 0])]));
    const a = new ForwardKinematics(xThenZ);
    const b = new ForwardKinematics(zThenX);
    const q = Math.PI / 2;
    a.compute([q, q]);
    b.compute([q, q]);
    // Rx * Rz * ex: Rz ex = ey, then Rx ey = ez.
    expectClose(keypoint(a, 1), [0, 0, 1]);
    // Rz * Rx * ex = Rz ex = ey.
    expectClose(keypoint(b, 1), [0, 1, 0]);
  });

  it('processes parents first even when the list has a parent after its child', () => {
    const model = compileBodyPlan(
      plan([
        joint('tip', 'mid', [1, 0, 0]),
        joint('mid', 'base', [1, 0, 0], [hinge([0, 0, 1])]),
        joint('base', null, [0, 0, 0], [hinge([0, 0, 1])]),
      ]),
    );
    expect(model.rootIndex).toBe(2);
    // Flat DOF order follows the list: mid's DOF first, then base's.
    const fk = new ForwardKinematics(model);
    fk.compute([Math.PI / 2, Math.PI / 2]);
    expectClose(keypoint(fk, 2), [0, 0, 0]);
    expectClose(keypoint(fk, 1), [0, 1, 0]);
    expectClose(keypoint(fk, 0), [-1, 1, 0]);
  });

  it('a free root pose moves and turns everything; the root keypoint includes its offset', () => {
    const model = compileBodyPlan(plan([joint('root', null, [0, 0, 1]), joint('tip', 'root', [1, 0, 0])], false));
    const fk = new ForwardKinematics(model);
    const h = Math.SQRT1_2;
    fk.compute([], [10, 20, 30], [h, 0, 0, h]);
    expectClose(keypoint(fk, 0), [10, 20, 31]);
    expectClose(keypoint(fk, 1), [10, 21, 31]);
  });

  it('a fixed base ignores the root pose', () => {
    const model = compileBodyPlan(plan([joint('root', null, [0, 0, 1]), joint('tip', 'root', [1, 0, 0])], true));
    const fk = new ForwardKinematics(model);
    fk.compute([], [10, 20, 30], [0, 0, 0, 1]);
    expectClose(keypoint(fk, 0), [0, 0, 1]);
    expectClose(keypoint(fk, 1), [1, 0, 1]);
  });

  it('records each DOF\'s world axis and the point it acts at', () => {
    const model = compileBodyPlan(plan([joint('base', null, [0, 0, 0], [hinge([0, 0, 1]), hinge([1, 0, 0])]), joint('tip', 'base', [1, 0, 0])]));
    const fk = new ForwardKinematics(model, { trackDofFrames: true });
    fk.compute([Math.PI / 2, 0]);
    expectClose(Array.from(fk.dofWorldAxes), [0, 0, 1, 0, 1, 0]);
    expectClose([...fk.dofWorldOrigin(0), ...fk.dofWorldOrigin(1)], [0, 0, 0, 0, 0, 0]);
  });

  it('puts a DOF listed after a slide where the slide moved it', () => {
    const model = compileBodyPlan(plan([joint('base', null, [1, 0, 0], [hinge([0, 0, 1]), slide([0, 1, 0]), hinge([1, 0, 0])]), joint('tip', 'base', [1, 0, 0])]));
    const fk = new ForwardKinematics(model, { trackDofFrames: true });
    fk.compute([Math.PI / 2, 0.5, 0]);
    expectClose(Array.from(fk.dofWorldOrigin(0)), [1, 0, 0]);
    expectClose(Array.from(fk.dofWorldOrigin(1)), [1, 0, 0]);
    // The slide's axis (0, 1, 0) turned by 90 degrees about z is (-1, 0, 0).
    expectClose(Array.from(fk.dofWorldOrigin(2)), [0.5, 0, 0]);
    expect(() => new ForwardKinematics(model, { trackDofFrames: false }).dofWorldOrigin(0)).toThrow(/trackDofFrames/);
  });

  it('turns about an oblique axis (Rodrigues) and about coordinate axes alike', () => {
    const oblique = compileBodyPlan(plan([joint('base', null, [0, 0, 0], [hinge([1, 1, 0])]), joint('tip', 'base', [1, 0, 0])]));
    const fk = new ForwardKinematics(oblique);
    fk.compute([Math.PI]);
    expectClose(keypoint(fk, 1), [0, 1, 0]);
    // A negative coordinate axis takes the general path: -0.4 about -x equals +0.4 about +x.
    const minusX = new ForwardKinematics(compileBodyPlan(plan([joint('base', null, [0, 0, 0], [hinge([-1, 0, 0])]), joint('tip', 'base', [0, 1, 0])])));
    const plusX = new ForwardKinematics(compileBodyPlan(plan([joint('base', null, [0, 0, 0], [hinge([1, 0, 0])]), joint('tip', 'base', [0, 1, 0])])));
    minusX.compute([-0.4]);
    plusX.compute([0.4]);
    expectClose(keypoint(minusX, 1), [0, Math.cos(0.4), Math.sin(0.4)]);
    expectClose(keypoint(plusX, 1), [0, Math.cos(0.4), Math.sin(0.4)]);
  });

  it('gives the same keypoints and frames with DOF-frame tracking off', () => {
    const model = compileBodyPlan(readFlyBodyPlan());
    const tracked = new ForwardKinematics(model);
    const lean = new ForwardKinematics(model, { trackDofFrames: false });
    const dofs = readFlyFixtures().synthetic_frames[3]!.ground_truth_dof_angles_per_leg.flat();
    tracked.compute(dofs, [1, 2, 3], [0.9, 0.1, -0.2, 0.3]);
    lean.compute(dofs, [1, 2, 3], [0.9, 0.1, -0.2, 0.3]);
    expect(Array.from(lean.keypoints)).toEqual(Array.from(tracked.keypoints));
    expect(Array.from(lean.frameRotations)).toEqual(Array.from(tracked.frameRotations));
    expect(lean.dofWorldAxes).toHaveLength(0);
    expect(tracked.dofWorldAxes).toHaveLength(3 * 42);
  });

  it('turns by the angle Math.sin/Math.cos give, to ~1 ulp, across quadrants and large angles', () => {
    const model = compileBodyPlan(plan([joint('base', null, [0, 0, 0], [hinge([0, 0, 1])]), joint('tip', 'base', [1, 0, 0])]));
    const fk = new ForwardKinematics(model);
    const angles = [0, -0, 1e-300, Math.PI / 4, -Math.PI / 4, Math.PI / 2, Math.PI, -Math.PI, 3 * Math.PI / 2, 2.5, -2.5, 7, -123.456, 99_999.9, -1e5, 1e5 + 1, 3e7];
    for (let k = -40; k <= 40; k++) angles.push(k * Math.PI / 4, k * 0.3927 + 1e-9);
    for (const angle of angles) {
      fk.compute([angle]);
      expect(Math.abs(fk.keypoints[3]! - Math.cos(angle)), `cos ${angle}`).toBeLessThanOrEqual(4e-16);
      expect(Math.abs(fk.keypoints[4]! - Math.sin(angle)), `sin ${angle}`).toBeLessThanOrEqual(4e-16);
    }
  });

  it('turns by Math.sin/Math.cos to ~1 ulp for 40,000 seeded random angles (its own sine table and series)', () => {
    const model = compileBodyPlan(plan([joint('base', null, [0, 0, 0], [hinge([0, 0, 1])]), joint('tip', 'base', [1, 0, 0])]));
    const fk = new ForwardKinematics(model, { incremental: false });
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (const range of [2 * Math.PI, 1e5]) {
      for (let i = 0; i < 20_000; i++) {
        const angle = (2 * random() - 1) * range;
        fk.compute([angle]);
        if (Math.abs(fk.keypoints[3]! - Math.cos(angle)) > 4e-16 || Math.abs(fk.keypoints[4]! - Math.sin(angle)) > 4e-16) {
          expect.fail(`angle ${angle}: (${fk.keypoints[3]}, ${fk.keypoints[4]}) vs (${Math.cos(angle)}, ${Math.sin(angle)})`);
        }
      }
    }
  });

  it('computes the neutral pose of the fly with every keypoint finite', () => {
    const model = compileBodyPlan(readFlyBodyPlan());
    const fk = new ForwardKinematics(model);
    fk.compute(neutralPose(model));
    expect(Array.from(fk.keypoints).every(Number.isFinite)).toBe(true);
  });
});
