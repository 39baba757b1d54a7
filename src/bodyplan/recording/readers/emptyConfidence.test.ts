import { describe, expect, it } from 'vitest';
import { readAniposeCsv } from './anipose.ts';
import { readDeepLabCutCsv } from './deepLabCut.ts';
import { TRACKED } from './readers.fixtures.ts';

/**
 * A tracker's confidence (DeepLabCut's likelihood, anipose's _score) that is empty or NaN says
 * nothing about the point, so the point is missing. Kept, it would enter the solve with weight NaN
 * and turn every angle of its frame into NaN. The guard is `!(likelihood >= threshold)`: written
 * `likelihood < threshold` it keeps NaN, which is what these tests would catch.
 */

const nanToNull = (values: Float64Array) => Array.from(values, (v) => (Number.isNaN(v) ? null : v));

// TRACKED's joints: Thorax, LeftKnee, LeftFoot. The knee's x and y are there on every frame; only its likelihood changes.
const dlc = (kneeLikelihood: string) => `scorer,s,s,s,s,s,s
bodyparts,LeftKnee,LeftKnee,LeftKnee,LeftFoot,LeftFoot,LeftFoot
coords,x,y,likelihood,x,y,likelihood
0,10,20,${kneeLikelihood},30,40,0.9
`;

describe('DeepLabCut: a point with an empty or NaN likelihood is missing (weight 0), not kept with weight NaN', () => {
  it.each([
    ['empty', ''],
    ['NaN', 'NaN'],
    ['nan', 'nan'],
  ])('%s likelihood, whatever the threshold (the default, 0, or below 0)', (_what, likelihood) => {
    for (const likelihoodThreshold of [undefined, 0, -1]) {
      const result = readDeepLabCutCsv(dlc(likelihood), TRACKED, likelihoodThreshold === undefined ? {} : { likelihoodThreshold });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const [frame] = result.value.frames;
      // The knee is missing; the foot, with its likelihood of 0.9, is still read.
      expect(nanToNull(frame!.points), `threshold ${likelihoodThreshold}`).toEqual([null, null, null, null, 30, 40]);
      expect(Array.from(frame!.weights!), `threshold ${likelihoodThreshold}`).toEqual([0, 0, 0.9]);
    }
  });

  it('the same point with a likelihood is read, with it as its weight (so the tests above see the likelihood, not the point)', () => {
    const result = readDeepLabCutCsv(dlc('0.75'), TRACKED, { likelihoodThreshold: 0 });
    expect(result.ok && nanToNull(result.value.frames[0]!.points)).toEqual([null, null, 10, 20, 30, 40]);
    expect(result.ok && Array.from(result.value.frames[0]!.weights!)).toEqual([0, 0.75, 0.9]);
  });
});

// anipose's pose-3d layout; the knee's coordinates are there, only its score changes.
const anipose = (kneeScore: string) => `LeftKnee_x,LeftKnee_y,LeftKnee_z,LeftKnee_score,LeftFoot_x,LeftFoot_y,LeftFoot_z,LeftFoot_score
1,2,3,${kneeScore},4,5,6,0.8
`;

describe('anipose: a point with an empty or NaN _score is missing, not kept with weight NaN', () => {
  it.each([
    ['empty', ''],
    ['NaN', 'NaN'],
  ])('%s score, with the default minimum (0) and below it', (_what, score) => {
    for (const minScore of [undefined, -1]) {
      const result = readAniposeCsv(anipose(score), TRACKED, minScore === undefined ? {} : { minScore });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(nanToNull(result.value.targets[0]!), `minScore ${minScore}`).toEqual([null, null, null, null, null, null, 4, 5, 6]);
      // A missing target is not solved for, whatever its weight; no weight is NaN either way.
      expect(result.value.weights![0]!.every((w) => Number.isFinite(w)), `minScore ${minScore}`).toBe(true);
    }
  });

  it('the same point with a score is read', () => {
    const result = readAniposeCsv(anipose('0.5'), TRACKED);
    expect(result.ok && nanToNull(result.value.targets[0]!)).toEqual([null, null, null, 1, 2, 3, 4, 5, 6]);
    expect(result.ok && Array.from(result.value.weights![0]!)).toEqual([1, 0.5, 0.8]);
  });
});
