import { describe, expect, it } from 'vitest';
import { splitCsv } from './csv.ts';
import { loadBodyPlan } from '../format/load.ts';
import { solvedFramesToCsv, solvedFramesToJson } from './solvedExport.ts';
import { solvedFrames, solvedPoseAt } from '../ik/solvedFrames.ts';
import { readSolvedAngles } from '../series/readSolvedAngles.ts';

describe('solved frames as CSV', () => {
  it('quotes DOF headers with commas and quotes so that a CSV reader gets them back', () => {
    const plan = {
      fixed_base: true,
      joints: [
        { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
        { name: 'arm, left', parent: 'base', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', name: 'say "yaw"', axis: [0, 0, 1], neutral: 0 }] },
      ],
    };
    const model = loadBodyPlan(JSON.stringify(plan)).model!;
    // One packed frame: the DOF, root position, root quaternion, iterations, RMS, behind-camera count.
    const solved = solvedFrames(model, Float64Array.of(0.25, 0, 0, 0, 1, 0, 0, 0, 3, 0.5, 0));
    const split = splitCsv(solvedFramesToCsv(model, solved, [7]));
    if (!split.ok) throw new Error(split.message);
    expect(split.records.map((r) => r.fields)).toEqual([
      ['frame', 'rms_error', 'arm, left/say "yaw"'],
      ['7', '0.5', '0.25'],
    ]);
  });
});

describe('solved frames as JSON', () => {
  it('keeps the recording\'s frame rate, so the angles keep their time; without one, the CLI\'s shape', () => {
    const plan = {
      fixed_base: true,
      joints: [
        { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
        { name: 'arm', parent: 'base', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
      ],
    };
    const model = loadBodyPlan(JSON.stringify(plan)).model!;
    const solved = solvedFrames(model, Float64Array.of(0.25, 0, 0, 0, 1, 0, 0, 0, 3, 0.5, 0, 0.5, 0, 0, 0, 1, 0, 0, 0, 2, NaN, 0));
    const withRate = JSON.parse(solvedFramesToJson(solved, [10, 11], 120)) as { fps: number; frames: { frame: number; dofs: number[]; rms_error: number | null }[] };
    expect(withRate.fps).toBe(120);
    expect(withRate.frames.map((f) => [f.frame, f.dofs[0], f.rms_error])).toEqual([
      [10, 0.25, 0.5],
      [11, 0.5, null],
    ]);
    expect(Object.keys(JSON.parse(solvedFramesToJson(solved, [10, 11])) as object)).toEqual(['frames']);
    // An unknown rate (only the default assumed) is not written as if it had been measured.
    expect(Object.keys(JSON.parse(solvedFramesToJson(solved, [10, 11], null)) as object)).toEqual(['frames']);
  });
});

describe('solved frames with exclusions', () => {
  const plan = {
    fixed_base: true,
    joints: [
      { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
      { name: 'arm', parent: 'base', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', name: 'yaw', axis: [0, 0, 1], neutral: 0 }] },
    ],
  };
  const model = loadBodyPlan(JSON.stringify(plan)).model!;
  const solved = solvedFrames(model, Float64Array.of(0.25, 0, 0, 0, 1, 0, 0, 0, 3, 0.5, 0, 0.5, 0, 0, 0, 1, 0, 0, 0, 2, 0.7, 0, 0.75, 0, 0, 0, 1, 0, 0, 0, 2, 0.9, 0));
  const exclusions = [
    { camera: 'camB', keypoint: null, from: 1, to: 2 },
    { camera: 'camA', keypoint: 'arm', from: 2, to: 2 },
  ];

  it('JSON says what the angles were solved without, as `bodyplan ik --exclude` takes it', () => {
    const json = JSON.parse(solvedFramesToJson(solved, [10, 11, 12], 30, exclusions)) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['fps', 'exclusions', 'frames']);
    expect(json.exclusions).toEqual(['camB:1-2', 'camA/arm:2']);
  });

  it('CSV gets an "excluded" column naming those in force on each row (frames counted from 0, not by label), which readers of solved angles skip', () => {
    const text = solvedFramesToCsv(model, solved, [10, 11, 12], exclusions);
    const split = splitCsv(text);
    if (!split.ok) throw new Error(split.message);
    expect(split.records.map((r) => r.fields)).toEqual([
      ['frame', 'rms_error', 'excluded', 'arm/yaw'],
      ['10', '0.5', '', '0.25'],
      ['11', '0.7', 'camB:1-2', '0.5'],
      ['12', '0.9', 'camB:1-2 camA/arm:2', '0.75'],
    ]);
    const back = readSolvedAngles(text, model, 'solved.csv');
    if (!back.ok) throw new Error(back.message);
    expect(back.value.frameNumbers).toEqual([10, 11, 12]);
    expect(Array.from({ length: 3 }, (_, i) => solvedPoseAt(back.value.solved, i).dofs[0])).toEqual([0.25, 0.5, 0.75]);
    // Without exclusions the columns are as before.
    expect(solvedFramesToCsv(model, solved, [10, 11, 12]).split('\n')[0]).toBe('frame,rms_error,arm/yaw');
  });
});
