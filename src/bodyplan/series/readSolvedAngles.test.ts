import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../format/load.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { solvedStride } from '../ik/ikRecording.ts';
import { solvedFrames, type SolvedFrames } from '../ik/solvedFrames.ts';
import { solvedFramesToCsv, solvedFramesToJson } from '../recording/solvedExport.ts';
import { readSolvedAngles, type SolvedAngles } from './readSolvedAngles.ts';

const examples = join(import.meta.dirname, '..', '..', '..', 'public', 'bodyplans');
const planOf = (name: string): BodyModel => loadBodyPlan(readFileSync(join(examples, name), 'utf8')).model!;

/** `count` frames of awkward doubles (thirds, tiny and huge magnitudes), one frame with nothing observed. */
function someSolve(model: BodyModel, count: number): SolvedFrames {
  const stride = solvedStride(model);
  const data = new Float64Array(stride * count);
  for (let f = 0; f < count; f++) {
    const at = f * stride;
    for (let d = 0; d < model.dofCount; d++) data[at + d] = Math.sin(f * 1.3 + d) / 3 + (d === 0 ? 1e-17 * f : 0);
    data.set([f / 7, -2 / 3, 1e5 / 3], at + model.dofCount);
    const q = [1, f / 10, -0.2, 0.3];
    const n = Math.hypot(...q);
    data.set(q.map((v) => v / n), at + model.dofCount + 3);
    data[at + model.dofCount + 7] = 3 + f;
    data[at + model.dofCount + 8] = f === 2 ? NaN : 0.001 / (f + 1);
    data[at + model.dofCount + 9] = 0;
  }
  return solvedFrames(model, data);
}

function read(text: string, model: BodyModel, name: string): SolvedAngles {
  const result = readSolvedAngles(text, model, name);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('solved angles: export, then read, is exact', () => {
  for (const name of ['planar-two-link-arm.json', 'humanoid.json']) {
    it(`JSON round trip on ${name}: every packed number back (NaN RMS included) and the same text again`, () => {
      const model = planOf(name);
      const solved = someSolve(model, 5);
      const numbers = [10, 11, 12, 20, 21];
      const text = solvedFramesToJson(solved, numbers);
      const back = read(text, model, 'take-solved.json');
      expect(back.frameNumbers).toEqual(numbers);
      expect(Array.from(back.solved.data)).toEqual(Array.from(solved.data));
      expect(solvedFramesToJson(back.solved, back.frameNumbers)).toBe(text);
    });

    it(`CSV round trip on ${name}: DOFs, root and RMS back exactly, the same text again`, () => {
      const model = planOf(name);
      const solved = someSolve(model, 4);
      const text = solvedFramesToCsv(model, solved, [0, 1, 2, 3]);
      const back = read(text, model, 'take-solved.csv');
      expect(back.frameNumbers).toEqual([0, 1, 2, 3]);
      expect(back.dofPresent.every(Boolean)).toBe(true);
      const stride = solvedStride(model);
      for (let f = 0; f < 4; f++) {
        const rootCount = model.fixedBase ? 0 : 7;
        const want = Array.from(solved.data.subarray(f * stride, f * stride + model.dofCount + rootCount));
        expect(Array.from(back.solved.data.subarray(f * stride, f * stride + model.dofCount + rootCount))).toEqual(want);
        expect(back.solved.data[f * stride + model.dofCount + 8]).toEqual(solved.data[f * stride + model.dofCount + 8]);
      }
      expect(solvedFramesToCsv(model, back.solved, back.frameNumbers)).toBe(text);
    });
  }

  it("reads `bodyplan ik`'s output (no frame numbers: rows count from 0)", () => {
    const model = planOf('planar-two-link-arm.json');
    const cli = { frames: [{ dofs: [0.1, 0.2], root_pos: [0, 0, 0], root_quat: [1, 0, 0, 0], iterations: 4, rms_error: null }, { dofs: [0.3, 0.4], root_pos: [0, 0, 0], root_quat: [1, 0, 0, 0], iterations: 2, rms_error: 0.01 }] };
    const back = read(JSON.stringify(cli, null, 2), model, 'out.json');
    expect(back.frameNumbers).toEqual([0, 1]);
    expect(back.solved.data[model.dofCount + 10 + 1]).toBe(0.4);
  });

  it('a CSV with DOF columns left out and in another order reads the DOFs it names; the rest are NaN', () => {
    const model = planOf('planar-two-link-arm.json');
    const back = read('elbow/bend,frame\n0.5,3\n0.25,1\n', model, 'ref.csv');
    expect(back.frameNumbers).toEqual([3, 1]);
    expect(back.dofPresent).toEqual([false, true]);
    expect(back.solved.data[1]).toBe(0.5);
    expect(back.solved.data[0]).toBeNaN();
  });
});

describe('solved angles: bad files get located errors', () => {
  const model = planOf('planar-two-link-arm.json');
  const error = (text: string, name = 'ref.csv') => {
    const result = readSolvedAngles(text, model, name);
    if (result.ok) throw new Error('expected an error');
    return result.message;
  };

  it('names the line, column and header of a value that is not a number', () => {
    expect(error('frame,rms_error,shoulder/swing,elbow/bend\n0,0.1,0.2,0.3\n1,0.1,abc,0.3\n')).toBe('line 3, column 3 (shoulder/swing): "abc" is not a number');
  });
  it('names an unknown column with a suggestion', () => {
    expect(error('frame,shoulder/swng\n0,1\n')).toBe('line 1, column 2: "shoulder/swng" is not a DOF of this plan (columns are "joint/dof"); did you mean "shoulder/swing"?');
  });
  it('needs a frame column, whole frame numbers, no frame twice and full rows', () => {
    expect(error('shoulder/swing\n0\n')).toMatch(/^line 1: a "frame" column is needed/);
    expect(error('frame,shoulder/swing\n0.5,0\n')).toBe('line 2, column 1 (frame): the frame number must be a whole number, got "0.5"');
    expect(error('frame,shoulder/swing\n4,0\n\n4,1\n')).toBe('line 4, column 1 (frame): frame 4 appears twice (first on line 2)');
    expect(error('frame,shoulder/swing\n4\n')).toBe('line 2: 1 fields, the header has 2');
  });
  it('locates a JSON frame with the wrong number of DOFs by line, column and frame', () => {
    const text = JSON.stringify({ frames: [{ frame: 7, dofs: [0, 1] }, { frame: 8, dofs: [0] }] }, null, 2);
    expect(error(text, 'ref.json')).toBe('line 12, column 15: frame 8: "dofs" must be 2 numbers (the plan\'s DOFs), got 1');
  });
  it('reports JSON syntax errors at their line and column', () => {
    expect(error('{"frames": [\n  {"dofs": [0, 1],}\n]}', 'ref.json')).toMatch(/^not valid JSON: line 2, column \d+/);
  });
});
