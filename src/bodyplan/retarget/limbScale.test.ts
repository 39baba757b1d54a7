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
import type { RetargetMap, SourceMotion } from './retargetTypes.ts';
import { robotLinkRoles, roleKey } from './robotLinkRoles.ts';

// The test clip is a person (legs about half their height) onto a G1-like robot (legs about two
// thirds of its height). One height factor puts the pelvis target far below the robot's straight-leg
// pelvis; per-limb scale gives each leg the robot's leg length over the source's, the arms and the
// spine theirs. (Both meet the issue's foot goals: footHold.test.ts.)

const plan = g1TestHumanoid();
const model = compileBodyPlan(plan);
const BVH = 'walk-turn-jump.bvh';

async function placed(options: PlacementOptions) {
  const bytes = new Uint8Array(readFileSync(join(import.meta.dirname, 'test-data', BVH)));
  const source = await readSourceMotion({ name: BVH, bytes });
  if (!source.ok) throw new Error(source.message);
  const result = placeSource(source.value, suggestMapping(source.value.names, plan).map, plan, options);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** A plan joint's position in the robot's neutral pose. */
function neutralAt(name: string): number[] {
  const fk = new ForwardKinematics(model, { trackDofFrames: false });
  fk.compute(neutralPose(model));
  const j = model.jointNames.indexOf(name);
  return [0, 1, 2].map((a) => fk.keypoints[3 * j + a]!);
}

const distance = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

describe('per-limb scale', () => {
  it("measures a BVH's limbs on its rest pose, the OFFSETs: each leg's factor is the robot's pelvis-to-ankle length over the BVH's", async () => {
    const targets = await placed({ scale: 'per-limb' });
    // The BVH's OFFSET lines by joint name (cm), read here on their own: Hips → LeftUpLeg → LeftLeg → LeftFoot.
    const text = readFileSync(join(import.meta.dirname, 'test-data', BVH), 'utf8');
    const offset = (joint: string) => /OFFSET\s+(\S+)\s+(\S+)\s+(\S+)/.exec(text.slice(text.search(new RegExp(`JOINT ${joint}\\b`))))!.slice(1).map(Number);
    const sourceLeg = (side: string) => [`${side}UpLeg`, `${side}Leg`, `${side}Foot`].reduce((sum, joint) => sum + Math.hypot(...offset(joint)) / 100, 0);
    for (const side of ['left', 'right'] as const) {
      const chain = ['pelvis', `${side}_hip_pitch_link`, `${side}_knee_link`, `${side}_ankle_roll_link`].map(neutralAt);
      const robotLeg = distance(chain[0]!, chain[1]!) + distance(chain[1]!, chain[2]!) + distance(chain[2]!, chain[3]!);
      const leg = targets.limbScales!.find((limb) => limb.limb === `${side} leg`)!;
      console.log(`${side} leg: robot ${robotLeg.toFixed(4)} m, BVH ${sourceLeg(side === 'left' ? 'Left' : 'Right').toFixed(4)} m, factor ${leg.factor.toFixed(4)}`);
      expect(leg.source_from).toBe('rest pose');
      expect(leg.robot_length_m).toBeCloseTo(robotLeg, 12);
      expect(leg.source_length_m).toBeCloseTo(sourceLeg(side === 'left' ? 'Left' : 'Right'), 12);
      expect(leg.factor).toBeCloseTo(robotLeg / leg.source_length_m, 12);
    }
    expect(targets.limbScales!.map((limb) => limb.limb)).toEqual(['left leg', 'right leg', 'left arm', 'right arm', 'spine']);
    // The pelvis's path goes by the legs' mean factor.
    expect(targets.scale).toBeCloseTo((targets.limbScales![0]!.factor + targets.limbScales![1]!.factor) / 2, 12);
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
    const bytes = new Uint8Array(readFileSync(join(import.meta.dirname, 'test-data', BVH)));
    const source = await readSourceMotion({ name: BVH, bytes });
    if (!source.ok) throw new Error(source.message);
    const map = suggestMapping(source.value.names, plan).map;
    const result = placeSource(source.value, { ...map, entries: map.entries.filter((e) => e.link !== 'pelvis') }, plan, { scale: 'per-limb' });
    expect(result).toEqual({ ok: false, message: "per-limb scale needs the robot's pelvis (its root link) mapped" });
  });

  it('refuses a map with no leg to measure, with the way out', async () => {
    const bytes = new Uint8Array(readFileSync(join(import.meta.dirname, 'test-data', BVH)));
    const source = await readSourceMotion({ name: BVH, bytes });
    if (!source.ok) throw new Error(source.message);
    const map = suggestMapping(source.value.names, plan).map;
    const result = placeSource(source.value, { ...map, entries: map.entries.filter((e) => !/hip|knee|ankle|toe/.test(e.link)) }, plan, { scale: 'per-limb' });
    expect(result).toEqual({ ok: false, message: 'per-limb scale needs two mapped points of a leg (e.g. the knee and the ankle) to measure it: set the scale' });
  });
});

describe('per-limb scale on a source whose arms are 1.5× longer for its legs than the robot\'s', () => {
  // The robot's own motion (arms swinging, standing), its points taken as a source's markers, the
  // whole body at 0.9× and then each arm's elbow and hand 1.5× as far from its shoulder.
  const roles = robotLinkRoles(plan.joints);
  const mapped = [...new Set([...roles.values()])];
  const arms = (['left', 'right'] as const).map((side) => ['shoulder', 'elbow', 'hand'].map((role) => mapped.indexOf(roles.get(roleKey(side, role as 'hand'))!)));
  const FRAMES = 60;
  const dof = (name: string) => model.dofNames.indexOf(name);
  const fk = new ForwardKinematics(model, { trackDofFrames: false });
  /** The mapped points (links × 3) of the robot at `dofs`, made into the longer-armed source. */
  const sourcePoints = (dofs: Float64Array): Float64Array => {
    fk.compute(dofs);
    const points = Float64Array.from(mapped.flatMap((name) => [0, 1, 2].map((a) => 0.9 * fk.keypoints[3 * model.jointNames.indexOf(name) + a]!)));
    for (const [shoulder, ...rest] of arms) {
      for (const l of rest) for (let a = 0; a < 3; a++) points[3 * l! + a] = points[3 * shoulder! + a]! + 1.5 * (points[3 * l! + a]! - points[3 * shoulder! + a]!);
    }
    return points;
  };
  const positions = new Float64Array(FRAMES * mapped.length * 3);
  const hands = ['left', 'right'].map((side) => model.jointNames.indexOf(roles.get(roleKey(side as 'left', 'hand'))!));
  /** Per frame, the robot's own hands (the truth a retarget of this source should give back). */
  const robotHands: number[][] = [];
  for (let f = 0; f < FRAMES; f++) {
    const dofs = neutralPose(model);
    const phase = (2 * Math.PI * f) / FRAMES;
    for (const side of ['left', 'right']) {
      dofs[dof(`${side}_shoulder_pitch_joint`)] = -0.8 * Math.sin(phase);
      dofs[dof(`${side}_elbow_joint`)] = 0.9 + 0.5 * Math.sin(phase);
    }
    positions.set(sourcePoints(dofs), f * mapped.length * 3);
    robotHands.push(hands.flatMap((j) => [0, 1, 2].map((a) => fk.keypoints[3 * j + a]!)));
  }
  const map: RetargetMap = { version: 1, entries: mapped.map((link) => ({ source: link, link, weight: /wrist|ankle|toe/.test(link) ? 5 : link === 'pelvis' ? 2 : 1 })) };
  const motion = (rest: boolean): SourceMotion => ({
    names: mapped, parents: mapped.map(() => -1), fps: 30, frameCount: FRAMES, positions: Float64Array.from(positions),
    ...(rest ? { rest: sourcePoints(neutralPose(model)) } : {}),
    conventions: { up: 'z', forward: '+x', unit: 'm', detectedFrom: 'made by the test' },
  });
  const place = (rest: boolean, scale: PlacementOptions['scale']) => {
    const result = placeSource(motion(rest), map, plan, { scale });
    if (!result.ok) throw new Error(result.message);
    return result.value;
  };

  it('gives each arm a factor 1/1.5 of the legs\' (exactly, from the rest pose; within 1% from the median over frames)', () => {
    for (const rest of [true, false]) {
      const limbs = place(rest, 'per-limb').limbScales!;
      const factor = (limb: string) => limbs.find((l) => l.limb === limb)!.factor;
      console.log(`${rest ? 'rest pose' : 'median over frames'}: ${limbs.map((l) => `${l.limb} ${l.factor.toFixed(4)}`).join(', ')}`);
      for (const side of ['left', 'right']) {
        if (rest) {
          expect(factor(`${side} leg`)).toBeCloseTo(1 / 0.9, 12);
          expect(factor(`${side} arm`) / factor(`${side} leg`)).toBeCloseTo(1 / 1.5, 12);
        } else {
          expect(Math.abs(factor(`${side} arm`) / factor(`${side} leg`) * 1.5 - 1)).toBeLessThan(0.01);
        }
      }
    }
  });

  it('puts the robot\'s hands where its own motion had them, far closer than one height factor', () => {
    // The source came from the robot's motion, so a right retarget gives that motion's hands back.
    const handError = (scale: PlacementOptions['scale']) => {
      const targets = place(true, scale);
      const trajectory = solveRetarget(model, targets);
      const width = trajectory.columns.length;
      let squares = 0;
      for (let f = 0; f < FRAMES; f++) {
        const row = Array.from(trajectory.values.subarray(width * f, width * (f + 1)));
        fk.compute(row.slice(8), row.slice(1, 4), row.slice(4, 8));
        hands.forEach((j, h) => (squares += [0, 1, 2].reduce((sum, a) => sum + (fk.keypoints[3 * j + a]! - robotHands[f]![3 * h + a]!) ** 2, 0)));
      }
      return 100 * Math.sqrt(squares / (2 * FRAMES));
    };
    const single = handError('auto');
    const perLimb = handError('per-limb');
    console.log(`hands from the robot's own (rms over both hands and all frames): one factor ${single.toFixed(2)} cm, per-limb ${perLimb.toFixed(2)} cm`);
    expect(perLimb).toBeLessThan(single / 4);
  });
});
