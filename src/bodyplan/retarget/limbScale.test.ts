import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { compileBodyPlan } from '../kinematics/model.ts';
import { neutralPose } from '../kinematics/pose.ts';
import { placeSource, type PlacementOptions } from './placeSource.ts';
import { readSourceMotion } from './readSourceMotion.ts';
import { computeRetargetReport } from './report/computeRetargetReport.ts';
import { solveRetarget } from './solveRetarget.ts';
import { suggestMapping } from './suggestMapping.ts';
import { g1TestHumanoid } from './testing/g1TestHumanoid.ts';

// The test clip is a person (legs about half their height) onto a G1-like robot (legs about two
// thirds of its height). One height factor puts the pelvis target far below the robot's straight-leg
// pelvis; per-limb scale gives the legs the robot's pelvis height and the rest its height above it.
// (Both now meet the foot goals: footHold.test.ts.)

const plan = g1TestHumanoid();
const model = compileBodyPlan(plan);

async function placed(options: PlacementOptions) {
  const bytes = new Uint8Array(readFileSync(join(import.meta.dirname, 'test-data', 'walk-turn-jump.bvh')));
  const source = await readSourceMotion({ name: 'walk-turn-jump.bvh', bytes });
  if (!source.ok) throw new Error(source.message);
  const result = placeSource(source.value, suggestMapping(source.value.names, plan).map, plan, options);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('per-limb scale', () => {
  it("gives the first frame's pelvis target the robot's own pelvis height above its lowest foot", async () => {
    const targets = await placed({ scale: 'per-limb' });
    const fk = new ForwardKinematics(model, { trackDofFrames: false });
    fk.compute(neutralPose(model));
    const z = (name: string) => fk.keypoints[3 * model.jointNames.indexOf(name) + 2]!;
    const target = (name: string) => targets.positions[3 * targets.links.indexOf(name) + 2]!;
    const feet = ['left_toe_link', 'right_toe_link'];
    const robotPelvis = z('pelvis') - Math.min(...feet.map(z));
    const targetPelvis = target('pelvis') - Math.min(...feet.map(target));
    console.log(`pelvis above the lowest toe at frame 0: robot ${robotPelvis.toFixed(4)} m, per-limb target ${targetPelvis.toFixed(4)} m`);
    expect(targetPelvis).toBeCloseTo(robotPelvis, 2);
  });

  it('tracks the pelvis closer than one height factor, on the walk, turn and jump', async () => {
    const measure = async (options: PlacementOptions) => {
      const targets = await placed(options);
      const report = computeRetargetReport(model, solveRetarget(model, targets), targets);
      const pelvis = report.tracking_error_cm.find((link) => link.link === 'pelvis')!;
      return { pelvis: pelvis.rms, skating: report.foot_skating_cm.max_per_contact };
    };
    const single = await measure({});
    const perLimb = await measure({ scale: 'per-limb' });
    console.log(`pelvis tracking error (rms): one factor ${single.pelvis.toFixed(2)} cm, per-limb ${perLimb.pelvis.toFixed(2)} cm; skating ${single.skating.toFixed(2)} and ${perLimb.skating.toFixed(2)} cm/contact`);
    expect(perLimb.pelvis).toBeLessThan(single.pelvis / 2);
  });

  it('refuses a map without the pelvis, with the way out', async () => {
    const bytes = new Uint8Array(readFileSync(join(import.meta.dirname, 'test-data', 'walk-turn-jump.bvh')));
    const source = await readSourceMotion({ name: 'walk-turn-jump.bvh', bytes });
    if (!source.ok) throw new Error(source.message);
    const map = suggestMapping(source.value.names, plan).map;
    const result = placeSource(source.value, { ...map, entries: map.entries.filter((e) => e.link !== 'pelvis') }, plan, { scale: 'per-limb' });
    expect(result).toEqual({ ok: false, message: "per-limb scale needs the robot's pelvis (its root link) mapped" });
  });
});
