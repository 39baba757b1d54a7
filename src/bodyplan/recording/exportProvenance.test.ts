import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../format/load.ts';
import { solvedFrames } from '../ik/solvedFrames.ts';
import { readSolvedAngles } from '../series/readSolvedAngles.ts';
import { provenanceComment, withProvenanceComment, type ExportProvenance } from './exportProvenance.ts';
import { solvedFramesToCsv, solvedFramesToJson } from './solvedExport.ts';

const made: ExportProvenance = {
  tool: 'Body Plan Studio',
  trial: '2019-08-02-vid01',
  files: ['calibration.toml', '2019-08-02-vid01-camADLC_resnet50_flyMay1shuffle1_1030000.h5'],
  plan: 'fly.json',
  frameRate: '100 fps (from camA.mp4)',
  settings: [
    ['likelihood threshold', 0.6],
    ['exclusions', 'camB:80-109'],
  ],
};

const plan = {
  fixed_base: true,
  joints: [
    { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    { name: 'arm', parent: 'base', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', name: 'bend', axis: [0, 0, 1], neutral: 0 }] },
  ],
};
const model = loadBodyPlan(JSON.stringify(plan)).model!;
// One packed frame: the DOF, root position, root quaternion, iterations, RMS, behind-camera count.
const solved = solvedFrames(model, Float64Array.of(0.25, 0, 0, 0, 1, 0, 0, 0, 3, 0.5, 0));

describe('export provenance', () => {
  it('says the trial, files, plan, frame rate and settings on one comment line', () => {
    expect(provenanceComment(made)).toBe(
      '# Made by Body Plan Studio from trial 2019-08-02-vid01 (calibration.toml, 2019-08-02-vid01-camADLC_resnet50_flyMay1shuffle1_1030000.h5); ' +
        'plan fly.json; frame rate 100 fps (from camA.mp4); likelihood threshold 0.6; exclusions camB:80-109',
    );
  });

  it('keeps to one line when a name holds a line break', () => {
    expect(provenanceComment({ ...made, files: ['a\nb.csv'] }).split('\n')).toHaveLength(1);
  });

  it('leaves the solved CSV readable by our reader (the comment line is skipped)', () => {
    const csv = withProvenanceComment(solvedFramesToCsv(model, solved, [7]), made);
    expect(csv.split('\n')[0]).toMatch(/^# Made by Body Plan Studio from trial 2019-08-02-vid01/);
    const read = readSolvedAngles(csv, model, 'trial-solved.csv');
    expect(read.ok && read.value.frameNumbers).toEqual([7]);
  });

  it('puts made_from first in the solved JSON, which our reader still reads', () => {
    const json = solvedFramesToJson(solved, [7], 100, [], made);
    const parsed = JSON.parse(json) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['made_from', 'fps', 'frames']);
    expect(parsed.made_from).toEqual({
      tool: 'Body Plan Studio',
      trial: '2019-08-02-vid01',
      files: made.files,
      plan: 'fly.json',
      frame_rate: '100 fps (from camA.mp4)',
      settings: { 'likelihood threshold': 0.6, exclusions: 'camB:80-109' },
    });
    const read = readSolvedAngles(json, model, 'trial-solved.json');
    expect(read.ok && read.value.frameNumbers).toEqual([7]);
  });
});
