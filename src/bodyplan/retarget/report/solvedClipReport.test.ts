import { describe, expect, it } from 'vitest';
import { compileBodyPlan } from '../../kinematics/model.ts';
import { solveRetarget } from '../solveRetarget.ts';
import { fkMotionTargets } from '../testing/fkMotionTargets.ts';
import { g1TestHumanoid } from '../testing/g1TestHumanoid.ts';
import { computeRetargetReport } from './computeRetargetReport.ts';

const LINKS = ['pelvis', 'left_knee_link', 'left_ankle_roll_link', 'right_knee_link', 'right_ankle_roll_link', 'torso_link', 'left_elbow_link', 'left_rubber_hand', 'right_elbow_link', 'right_rubber_hand'];

describe('the report card of a solved clip', () => {
  it("reads the solve's own trajectory: a reachable motion is tracked within millimetres and its joints stay within their limits", () => {
    const model = compileBodyPlan(g1TestHumanoid());
    // Every DOF swings by 0.2 rad around neutral: inside every G1 limit except the knee's -0.0873, which the solve must respect.
    const targets = fkMotionTargets(model, LINKS, 60, 30, 0.2);
    const report = computeRetargetReport(model, solveRetarget(model, targets), targets);
    const worst = Math.max(...report.tracking_error_cm.map((t) => t.max));
    console.log(`solved 60-frame walk on g1TestHumanoid: worst tracking ${worst.toFixed(3)} cm, limit violations ${report.limit_violations.length}, speed violations ${report.velocity_violations.length}, acceleration spikes ${JSON.stringify(report.acceleration_spikes.joints)}`);
    expect(report.frames).toBe(60);
    expect(report.tracking_error_cm.map((t) => t.link)).toEqual(LINKS);
    expect(report.tracking_error_cm.every((t) => t.frames === 60)).toBe(true);
    expect(report.limit_violations).toEqual([]);
    expect(report.velocity_violations).toEqual([]);
    // The knee's targets ask for up to 0.11 rad past its limit: where it stops, the shin's links miss theirs.
    expect(worst).toBeLessThan(5);
    expect(report.per_frame.tracking_cm).toHaveLength(60);
  });
});
