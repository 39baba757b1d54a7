import { describe, expect, it } from 'vitest';
import { compileBodyPlan } from '../../../bodyplan/kinematics/model.ts';
import { solvedPoseAt, solvedRmsAt } from '../../../bodyplan/ik/solvedFrames.ts';
import { solveRetarget } from '../../../bodyplan/retarget/solveRetarget.ts';
import { fkMotionTargets } from '../../../bodyplan/retarget/testing/fkMotionTargets.ts';
import { g1TestHumanoid } from '../../../bodyplan/retarget/testing/g1TestHumanoid.ts';
import { trajectoryPoseAt } from '../../../bodyplan/retarget/trajectoryColumns.ts';
import type { SuggestedRow } from '../../../bodyplan/retarget/suggestMapping.ts';
import { mapOfRows, mappingRowsOf, retargetedRecording, rowsWithMap } from './retargetMotion.ts';

describe('the retarget table rows', () => {
  const suggested: SuggestedRow[] = [
    { source: 'Hips', side: null, role: 'pelvis', link: 'pelvis', weight: 1 },
    { source: 'LeftUpLeg', side: 'left', role: 'hip', link: 'left_hip_pitch_link', weight: 1 },
    { source: 'Spine1', side: null, role: 'none', link: null, weight: 1, why: 'no robot link at this body point' },
  ];

  it('shows why each row was suggested or left unmapped, and maps only the mapped rows, in order', () => {
    const rows = mappingRowsOf(suggested);
    expect(rows.map((r) => r.reason)).toEqual(['read as pelvis', 'read as left hip', 'no robot link at this body point']);
    expect(mapOfRows(rows)).toEqual({
      version: 1,
      entries: [
        { source: 'Hips', link: 'pelvis', weight: 1 },
        { source: 'LeftUpLeg', link: 'left_hip_pitch_link', weight: 1 },
      ],
    });
  });

  it('a loaded map is the whole map: its rows take its links and weights, the others are unmapped', () => {
    const rows = rowsWithMap(mappingRowsOf(suggested), { version: 1, entries: [{ source: 'Spine1', link: 'torso_link', weight: 3 }] });
    expect(rows.map((r) => [r.source, r.link, r.weight])).toEqual([
      ['Hips', null, 1],
      ['LeftUpLeg', null, 1],
      ['Spine1', 'torso_link', 3],
    ]);
    expect(mapOfRows(rows).entries).toEqual([{ source: 'Spine1', link: 'torso_link', weight: 3 }]);
  });
});

describe('retargetedRecording', () => {
  it('packs the trajectory so the Studio replays each frame as the solve left it, with the targets on the mapped links', () => {
    const model = compileBodyPlan(g1TestHumanoid());
    const links = ['pelvis', 'left_ankle_roll_link', 'right_ankle_roll_link'];
    const targets = fkMotionTargets(model, links, 6, 30, 0.2);
    const trajectory = solveRetarget(model, targets);
    const residual = [0.01, 0.02, 0.03, 0.04, 0.05, 0.06];
    const { recording, solved } = retargetedRecording(model, targets, trajectory, residual);

    expect(solved.count).toBe(6);
    expect(recording.frames).toHaveLength(6);
    expect(recording.fps).toBe(30);
    expect(recording.observedJoints).toBe(3);
    for (let f = 0; f < 6; f++) {
      const shown = solvedPoseAt(solved, f);
      const solvedPose = trajectoryPoseAt(trajectory, f);
      expect(Array.from(shown.dofs)).toEqual(Array.from(solvedPose.dofs));
      expect(Array.from(shown.rootPosition)).toEqual(Array.from(solvedPose.rootPosition));
      expect(Array.from(shown.rootQuat)).toEqual(Array.from(solvedPose.rootQuat));
      expect(solvedRmsAt(solved, f)).toBe(residual[f]);
    }
    // The left ankle's target sits at that joint's slot; an unmapped joint has none.
    const ankle = model.jointNames.indexOf('left_ankle_roll_link');
    expect(Array.from(recording.frames[3]!.subarray(3 * ankle, 3 * ankle + 3))).toEqual(Array.from(targets.positions.subarray(3 * (3 * 3 + 1), 3 * (3 * 3 + 1) + 3)));
    const knee = model.jointNames.indexOf('left_knee_link');
    expect(Number.isNaN(recording.frames[3]![3 * knee]!)).toBe(true);
  });
});
