import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../../../bodyplan/format/load.ts';
import { neutralPoseOf, copyPose } from '../../../bodyplan/kinematics/pose.ts';
import { describeDofControls } from './dofControls.ts';
import { AnnouncementThrottle, poseChangeSentence, selectionSentence } from './announcements.ts';

const model = loadBodyPlan(
  JSON.stringify({
    fixed_base: false,
    joints: [
      { name: 'pelvis', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
      { name: 'femur_L', parent: 'pelvis', offset_pos: [0, 0.1, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', name: 'flexion', axis: [0, 1, 0], neutral: 0, limits: [-2, 2] }, { type: 'hinge', name: 'abduction', axis: [1, 0, 0], neutral: 0, limits: [-1, 1] }] },
      { name: 'tibia_L', parent: 'femur_L', offset_pos: [0, 0, -0.4], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'slide', name: 'stretch', axis: [0, 0, 1], neutral: 0, limits: [0, 0.1] }] },
    ],
  }),
).model!;
const controls = describeDofControls(model);

describe('announcements', () => {
  it('names the selected joint, or says the selection was cleared', () => {
    expect(selectionSentence(model.jointNames, 1)).toBe('Selected joint femur_L');
    expect(selectionSentence(model.jointNames, null)).toBe('Selection cleared');
  });

  it('reads one DOF with its value and unit, several as a count, the root, or nothing', () => {
    const before = neutralPoseOf(model);
    const one = copyPose(before);
    one.dofs[0] = (12.5 * Math.PI) / 180;
    expect(poseChangeSentence(controls, before, one, 'deg')).toBe('Pose: femur_L flexion 12.5°');
    expect(poseChangeSentence(controls, before, one, 'rad')).toBe('Pose: femur_L flexion 0.2182 rad');
    const slide = copyPose(before);
    slide.dofs[2] = 0.05;
    expect(poseChangeSentence(controls, before, slide, 'deg')).toBe('Pose: tibia_L stretch 0.05');
    const two = copyPose(one);
    two.dofs[1] = 0.3;
    expect(poseChangeSentence(controls, before, two, 'deg')).toBe('Pose: 2 DOFs changed');
    const root = copyPose(before);
    root.rootPosition[2] = 1;
    expect(poseChangeSentence(controls, before, root, 'deg')).toBe('Pose: root moved');
    expect(poseChangeSentence(controls, before, copyPose(before), 'deg')).toBeNull();
  });

  it('announces at most once per interval, the latest sentence of a burst last', () => {
    let now = 0;
    const timers: { at: number; run: () => void; cancelled: boolean }[] = [];
    const said: string[] = [];
    const throttle = new AnnouncementThrottle(
      1000,
      () => now,
      (run, delay) => {
        const timer = { at: now + delay, run, cancelled: false };
        timers.push(timer);
        return { cancel: () => (timer.cancelled = true) };
      },
      (s) => said.push(s),
    );
    const advance = (to: number) => {
      now = to;
      for (const t of timers.splice(0).filter((t) => !t.cancelled)) {
        if (t.at <= now) t.run();
        else timers.push(t);
      }
    };
    throttle.push('a');
    expect(said).toEqual(['a']);
    advance(100);
    throttle.push('b');
    advance(300);
    throttle.push('c');
    expect(said).toEqual(['a']);
    advance(999);
    expect(said).toEqual(['a']);
    advance(1000);
    expect(said).toEqual(['a', 'c']);
    advance(2500);
    throttle.push('d');
    expect(said).toEqual(['a', 'c', 'd']);
    throttle.push('e');
    throttle.dispose();
    advance(10_000);
    expect(said).toEqual(['a', 'c', 'd']);
  });
});
