import { describe, expect, it } from 'vitest';
import { splitCsv } from './csv.ts';
import { loadBodyPlan } from '../format/load.ts';
import { solvedFramesToCsv, solvedFramesToJson } from './solvedExport.ts';
import { solvedFrames } from '../ik/solvedFrames.ts';

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
