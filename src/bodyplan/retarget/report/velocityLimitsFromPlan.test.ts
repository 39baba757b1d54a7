import { describe, expect, it } from 'vitest';
import { importRobotModel } from '../../import/importRobotModel.ts';
import { compileBodyPlan } from '../../kinematics/model.ts';
import { computeRetargetReport } from './computeRetargetReport.ts';
import { velocityLimitsFromPlan } from './velocityLimitsFromPlan.ts';

const URDF = `<robot name="arm"><link name="base"/><link name="upper"/><link name="fore"/>
<joint name="shoulder" type="revolute"><parent link="base"/><child link="upper"/><axis xyz="0 1 0"/><limit lower="-2" upper="2" effort="50" velocity="3"/></joint>
<joint name="elbow" type="revolute"><parent link="upper"/><child link="fore"/><origin xyz="0 0 -0.3"/><axis xyz="0 1 0"/><limit lower="-2" upper="2" effort="50"/></joint>
</robot>`;

describe('velocityLimitsFromPlan', () => {
  it("a URDF joint's <limit velocity> is the limit its speed is checked against; a joint without one gets 20 rad/s", () => {
    const { plan } = importRobotModel(URDF, { floatingBase: true });
    const limits = velocityLimitsFromPlan(plan!);
    expect([...limits]).toEqual([['shoulder', 3]]);
    const model = compileBodyPlan(plan!);
    // Both joints turn 0.2 rad a frame at 30 fps: 6 rad/s, over the shoulder's 3, under the default 20.
    const frameCount = 4;
    const row = (f: number) => [0, 0, 1, 1, 0, 0, 0, 0.2 * f, 0.2 * f];
    const trajectory = { fps: 30, frameCount, columns: ['root_x', 'root_y', 'root_z', 'root_qw', 'root_qx', 'root_qy', 'root_qz', 'upper/shoulder', 'fore/elbow'], values: new Float64Array([0, 1, 2, 3].flatMap(row)) };
    const targets = { fps: 30, frameCount, links: [], weights: new Float64Array(), positions: new Float64Array(), footLinks: [], contacts: new Uint8Array(), scale: 1 };
    const report = computeRetargetReport(model, trajectory, targets, { velocityLimits: limits });
    expect(report.velocity_violations).toEqual([{ joint: 'shoulder', limit: 3, limit_from: 'robot', unit: 'rad/s', frames: 3, max_speed: expect.closeTo(6, 9) as number, worst_frame: expect.any(Number) as number }]);
  });
});
