import { describe, expect, it } from 'vitest';
import { readAniposeCsv } from './anipose.ts';
import { TRACKED } from './readers.fixtures.ts';

// Hand-written in anipose's pose-3d layout: per part _x _y _z _error _ncams _score, then extra columns.
const ANIPOSE = `LeftKnee_x,LeftKnee_y,LeftKnee_z,LeftKnee_error,LeftKnee_ncams,LeftKnee_score,leftfoot_x,leftfoot_y,leftfoot_z,leftfoot_error,leftfoot_ncams,leftfoot_score,M_00,center_0,fnum
1.0,2.0,3.0,0.5,3,0.9,4.0,5.0,6.0,12.0,2,0.8,1,0,0
1.5,2.5,3.5,0.4,3,0.2,,,,,0,,1,0,1
`;

const nanToNull = (values: Float64Array) => Array.from(values, (v) => (Number.isNaN(v) ? null : v));

describe('readAniposeCsv', () => {
  it('reads <part>_x/_y/_z into 3D targets by joint name (case-insensitive), the score as weight, other columns ignored', () => {
    const result = readAniposeCsv(ANIPOSE, TRACKED);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.parts).toEqual(['LeftKnee', 'leftfoot']);
    expect(result.value.unmatchedParts).toEqual([]);
    expect(nanToNull(result.value.targets[0]!)).toEqual([null, null, null, 1, 2, 3, 4, 5, 6]);
    expect(Array.from(result.value.weights![0]!)).toEqual([1, 0.9, 0.8]);
    expect(nanToNull(result.value.targets[1]!)).toEqual([null, null, null, 1.5, 2.5, 3.5, null, null, null]);
  });

  it('minScore and maxError drop points; without a _score column the weights are null', () => {
    const result = readAniposeCsv(ANIPOSE, TRACKED, { minScore: 0.5, maxError: 10 });
    expect(result.ok && nanToNull(result.value.targets[0]!)).toEqual([null, null, null, 1, 2, 3, null, null, null]);
    expect(result.ok && nanToNull(result.value.targets[1]!)).toEqual([null, null, null, null, null, null, null, null, null]);
    const bare = readAniposeCsv('knee_x,knee_y,knee_z\n1,2,3\n', TRACKED, { mapping: { knee: 'LeftKnee' } });
    expect(bare.ok && bare.value.weights).toBeNull();
    expect(bare.ok && nanToNull(bare.value.targets[0]!)).toEqual([null, null, null, 1, 2, 3, null, null, null]);
  });

  it.each([
    ['', 'the file is empty'],
    ['fnum,M_00\n0,1\n', 'line 1: no <part>_x, <part>_y, <part>_z columns found'],
    ['knee_x,knee_y,knee_score\n1,2,0.5\n', 'line 1: part "knee" has knee_z missing'],
    [ANIPOSE.replace('1.0,2.0,3.0', '1.0,two,3.0'), 'line 2, field 2 (LeftKnee_y): expected a finite number, got "two"'],
    [ANIPOSE.replace('1.5,2.5,3.5,0.4,3,0.2,', '1.5,'), 'line 3: 10 fields, but the header has 15'],
  ])('located error %#', (text, message) => {
    const result = readAniposeCsv(text, TRACKED);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });
});
