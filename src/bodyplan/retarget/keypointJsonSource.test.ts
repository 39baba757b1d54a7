import { describe, expect, it } from 'vitest';
import { compileBodyPlan } from '../kinematics/model.ts';
import { placeSource } from './placeSource.ts';
import { readSourceMotion } from './readSourceMotion.ts';
import { computeRetargetReport } from './report/computeRetargetReport.ts';
import { solveRetarget } from './solveRetarget.ts';
import { suggestMapping } from './suggestMapping.ts';
import { g1TestHumanoid } from './testing/g1TestHumanoid.ts';
import { walkTurnJumpMotion } from './testing/walkTurnJumpMotion.ts';

const motion = walkTurnJumpMotion();
const names = motion.joints.map((j) => j.name);

/** The test clip's joints as 3D keypoint JSON, Y up in centimetres (as a pose estimator might write it); LeftHand hidden on frames 40-45. */
function clipJson(): string {
  const n = names.length;
  const frames = Array.from({ length: motion.frameCount }, (_, f) =>
    names.map((name, j) => {
      if (name === 'LeftHand' && f >= 40 && f <= 45) return null;
      const [x, y, z] = [0, 1, 2].map((a) => motion.worldPositions[3 * (f * n + j) + a]! * 100);
      return [y!, z!, x!];
    }),
  );
  return JSON.stringify({ fps: 30, joints: names, frames });
}

const file = (text: string) => ({ name: 'clip.json', bytes: new TextEncoder().encode(text) });

describe('3D keypoint JSON as a retarget source', () => {
  it('reads names, rate and positions, detects Y up and centimetres, and the retarget meets the foot goals', async () => {
    const read = await readSourceMotion(file(clipJson()));
    if (!read.ok) throw new Error(read.message);
    const clip = read.value;
    expect(clip.names).toEqual(names);
    expect(clip.parents.every((p) => p === -1)).toBe(true);
    expect(clip.fps).toBe(30);
    expect(clip.frameCount).toBe(motion.frameCount);
    expect(clip.conventions).toMatchObject({ up: 'y', unit: 'cm' });
    const hand = names.indexOf('LeftHand');
    expect(clip.positions[3 * (40 * names.length + hand)]).toBeNaN();
    let worst = 0;
    for (let i = 0; i < clip.positions.length; i++) if (Number.isFinite(clip.positions[i]!)) worst = Math.max(worst, Math.abs(clip.positions[i]! - motion.worldPositions[i]!));
    expect(worst).toBeLessThan(1e-9);

    const plan = g1TestHumanoid();
    const model = compileBodyPlan(plan);
    const placed = placeSource(clip, suggestMapping(clip.names, plan).map, plan);
    if (!placed.ok) throw new Error(placed.message);
    const report = computeRetargetReport(model, solveRetarget(model, placed.value), placed.value);
    console.log(`keypoint JSON: skating ${report.foot_skating_cm.max_per_contact.toFixed(2)} cm/contact, penetration ${report.ground_penetration_mm.max.toFixed(1)} mm`);
    expect(report.foot_skating_cm.max_per_contact).toBeLessThan(1);
    expect(report.ground_penetration_mm.max).toBeLessThan(5);
  });

  it('says what is missing or wrong, and where', async () => {
    const message = async (value: unknown) => {
      const read = await readSourceMotion(file(typeof value === 'string' ? value : JSON.stringify(value)));
      return read.ok ? 'read' : read.message;
    };
    expect(await message({ fps: 30, frames: [[[0, 0, 0]]] })).toBe('clip.json: "joints" must name each keypoint of a frame, in order (a retarget maps keypoints to robot links by name)');
    expect(await message({ joints: ['Hips'], frames: [[[0, 0, 0]]] })).toMatch(/^clip\.json: "fps" must be the frame rate/);
    expect(await message({ fps: 30, joints: ['Hips', 'Head'], frames: [[[0, 0, 0], [0, 0, 1]], [[0, 0, 0]]] })).toBe('clip.json: frames[1] must be an array of 2 entries (one per name in "joints"), got 1');
    expect(await message({ fps: 30, joints: ['Hips', 'Head'], frames: [[[0, 0, 0], [0, 'x', 1]]] })).toBe('clip.json: frames[0][1] ("Head") must be [x, y, z] of 3 finite numbers or null');
    expect(await message({ fps: 30, joints: ['Hips', 'Hips'], frames: [] })).toBe('clip.json: "joints" names a keypoint twice ("Hips")');
    expect(await message('{"fps": 30, "joints": ["Hips"], "frames": [[[0, 0, 0]]')).toMatch(/^clip\.json: not valid JSON: line 1, column \d+/);
  });
});
