import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setJointWeightScaler } from '../../../../bodyplan/edit/jointProps.ts';
import { ForwardKinematics } from '../../../../bodyplan/kinematics/kinematics.ts';
import { loadBodyPlan } from '../../../../bodyplan/format/load.ts';
import { parseRecording } from '../../../../bodyplan/recording/recording.ts';
import { createStudioStore } from '../studioStore.ts';
import { solvedFramesToCsv, solvedFramesToJson } from '../../../../bodyplan/recording/solvedExport.ts';
import { DEFAULT_IK_SETTINGS, effectiveJointWeights, solveBelongsInWorker, solveStepCost, toIkOptions } from '../../model/ikSettings.ts';
import { dofsAtLimits, limitReached } from '../../model/limits.ts';
import { solveRecordingRange } from '../../../../bodyplan/ik/ikRecording.ts';
import { solvedDofAt, solvedFrames, solvedRmsAt } from '../../../../bodyplan/ik/solvedFrames.ts';
import { FLY_BODY_PLAN_PATH } from '../../../../bodyplan/testing/flyFixtures.ts';


const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'public', 'bodyplans');

function openedStore(file: string) {
  const text = readFileSync(join(examples, file), 'utf8');
  const store = createStudioStore();
  store.dispatch({ type: 'planOpened', source: { name: file, text, origin: 'example' } });
  return store;
}

function keypoint(store: ReturnType<typeof createStudioStore>, joint: number): number[] {
  return Array.from(store.getKinematics()!.keypoints.subarray(3 * joint, 3 * joint + 3));
}

describe('IK mode over the Studio store', () => {
  it('a pinned tip starts at its keypoint; moving its target moves the tip there, within limits', () => {
    const studio = openedStore('planar-two-link-arm.json');
    const ik = studio.ik;
    const ikState = () => studio.api.getState().ik;
    ik.setEnabled(true);
    ik.setSettings({ neutralWeight: 0 });
    ik.pin(2);
    expect(ikState().pins[0]!.target).toEqual(keypoint(studio, 2));
    const target: [number, number, number] = [0.2, 0.35, 0];
    ik.setTarget(2, target);
    const tip = keypoint(studio, 2);
    expect(Math.hypot(tip[0]! - target[0], tip[1]! - target[1], tip[2]! - target[2])).toBeLessThan(1e-4);
    const model = studio.getState().plan!.model!;
    for (const [d, value] of studio.getState().pose!.dofs.entries()) {
      expect(value).toBeGreaterThanOrEqual(model.dofLower[d]!);
      expect(value).toBeLessThanOrEqual(model.dofUpper[d]!);
    }
    expect(ikState().last?.where).toBe('main thread');
    // Just out of reach (the arm is 0.55 long): the arm stretches toward it and the elbow rests on its limit (bend >= 0).
    const far = 0.6 / Math.hypot(0.2, 0.35);
    ik.setTarget(2, [0.2 * far, 0.35 * far, 0]);
    expect(limitReached(model, 1, studio.getState().pose!.dofs[1]!)).toBe('lower');
    expect(dofsAtLimits(model, studio.getState().pose!.dofs)).toEqual([{ dof: 1, side: 'lower' }]);
    studio.dispose();
  });

  it('a live weight_scaler override changes the fit without touching the plan, and opening another plan clears pins', () => {
    const studio = openedStore('planar-two-link-arm.json');
    const ik = studio.ik;
    const ikState = () => studio.api.getState().ik;
    ik.setEnabled(true);
    ik.setSettings({ iterations: 200 });
    ik.pin(1);
    ik.pin(2);
    // Conflicting targets: the elbow wants to stay, the hand is pulled to where the elbow cannot stay.
    ik.setTarget(2, [0, 0.45, 0]);
    const before = keypoint(studio, 1);
    ik.setWeight(2, 100);
    const after = keypoint(studio, 1);
    expect(Math.hypot(after[0]! - before[0]!, after[1]! - before[1]!)).toBeGreaterThan(1e-3);
    const model = studio.getState().plan!.model!;
    expect(model.jointWeight[2]).toBe(1);
    expect(effectiveJointWeights(model, ikState().weightOverrides)[2]).toBe(100);
    // Written to the plan through the editor's document edit: the model is recompiled, pins and the pose stay.
    studio.dispatch({ type: 'documentEdited', edit: (d) => setJointWeightScaler(d, 2, 100) });
    ik.setWeight(2, null);
    expect(studio.getState().plan!.model!.jointWeight[2]).toBe(100);
    expect(studio.getState().plan!.source.text).toContain('"weight_scaler": 100');
    expect(ikState().pins.map((p) => p.joint)).toEqual([1, 2]);
    const rewritten = keypoint(studio, 1);
    expect(Math.hypot(rewritten[0]! - after[0]!, rewritten[1]! - after[1]!)).toBeLessThan(1e-6);
    const text = readFileSync(join(examples, 'humanoid.json'), 'utf8');
    studio.dispatch({ type: 'planOpened', source: { name: 'h', text, origin: 'example' } });
    expect(ikState().pins).toEqual([]);
    studio.dispose();
  });
});

describe('recording solve and export', () => {
  it('recovers known poses of the arm from a recording made by FK, warm-started frame to frame', () => {
    const text = readFileSync(join(examples, 'planar-two-link-arm.json'), 'utf8');
    const model = loadBodyPlan(text).model!;
    const fk = new ForwardKinematics(model);
    const poses = [
      [0.2, 0.5],
      [0.4, 0.9],
      [-0.3, 1.4],
    ];
    const frames = poses.map((p) => {
      fk.compute(Float64Array.from(p));
      return [0, 1, 2].map((j) => Array.from(fk.keypoints.subarray(3 * j, 3 * j + 3)));
    });
    const parsed = parseRecording(JSON.stringify({ frames, fps: 10 }), model);
    if (!parsed.ok) throw new Error(parsed.message);
    const options = toIkOptions({ ...DEFAULT_IK_SETTINGS, neutralWeight: 0, iterations: 50 });
    const recording = { kind: '3d' as const, targets: parsed.value.frames, weights: null };
    const solved = solvedFrames(model, solveRecordingRange(model, recording, options, 0, poses.length));
    poses.forEach((pose, f) => {
      expect(solvedRmsAt(solved, f)).toBeLessThan(1e-6);
      expect(solvedDofAt(solved, f, 0)).toBeCloseTo(pose[0]!, 5);
      expect(solvedDofAt(solved, f, 1)).toBeCloseTo(pose[1]!, 5);
    });
    const json = JSON.parse(solvedFramesToJson(solved, [10, 11, 12])) as { frames: { frame: number; dofs: number[] }[] };
    expect(json.frames.map((f) => f.frame)).toEqual([10, 11, 12]);
    expect(json.frames[2]!.dofs[1]).toBeCloseTo(1.4, 5);
    const csv = solvedFramesToCsv(model, solved, [10, 11, 12]).trim().split('\n');
    expect(csv[0]).toBe('frame,rms_error,shoulder/swing,elbow/bend');
    expect(csv).toHaveLength(4);
    expect(Number(csv[3]!.split(',')[3])).toBeCloseTo(1.4, 5);
  });
});

describe('where a solve runs', () => {
  const chain = (n: number) => {
    const joints = Array.from({ length: n }, (_, j) => ({
      name: `joint_${j}`,
      parent: j === 0 ? null : `joint_${j - 1}`,
      offset_pos: [0.01, 0, 0],
      offset_quat: [1, 0, 0, 0],
      dofs: j === 0 ? [] : [{ type: 'hinge', axis: [0, 0, 1], neutral: 0, limits: [-0.2, 0.2] }],
    }));
    return loadBodyPlan(JSON.stringify({ fixed_base: true, joints })).model!;
  };

  it('keeps the examples and the fly on the main thread and sends deep chains to the worker', () => {
    const humanoid = loadBodyPlan(readFileSync(join(examples, 'humanoid.json'), 'utf8')).model!;
    const all = (m: { jointCount: number }) => Array.from({ length: m.jointCount }, (_, j) => j);
    expect(solveBelongsInWorker(humanoid, all(humanoid), 10)).toBe(false);
    const fly = loadBodyPlan(readFileSync(FLY_BODY_PLAN_PATH, 'utf8')).model!;
    expect(solveBelongsInWorker(fly, all(fly), 10)).toBe(false);
    // A 3-joint chain, hinges on joints 1 and 2: DOF depths 1 and 2 squared, plus the tip's chain (joint 1's hinge) squared.
    expect(solveStepCost(chain(3), [2])).toBe(1 + 4 + 1);
    expect(solveBelongsInWorker(chain(300), [299], 10)).toBe(true);
  });
});
