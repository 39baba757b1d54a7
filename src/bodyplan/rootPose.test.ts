import { describe, expect, it } from 'vitest';
import { quatFromRollPitchYaw, rollPitchYawFromQuat } from './rootPose.ts';

describe('root rotation angles', () => {
  it('turns a yaw of 90° into a rotation about Z', () => {
    const q = quatFromRollPitchYaw([0, 0, Math.PI / 2]);
    expect(q[0]).toBeCloseTo(Math.SQRT1_2, 12);
    expect(q[3]).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it('reads back the angles it wrote', () => {
    const angles: [number, number, number] = [0.3, -0.7, 2.1];
    const back = rollPitchYawFromQuat(quatFromRollPitchYaw(angles));
    back.forEach((v, i) => expect(v).toBeCloseTo(angles[i]!, 12));
  });
});
