import { describe, expect, it } from 'vitest';
import { readDeepLabCutCsv } from './deepLabCut.ts';
import { TRACKED } from './readers.fixtures.ts';

// Hand-written in DeepLabCut's layout: three header rows, then frame index, x, y, likelihood per part.
const DLC = `scorer,DLC_resnet50_flyJan1shuffle1_1000,DLC_resnet50_flyJan1shuffle1_1000,DLC_resnet50_flyJan1shuffle1_1000,DLC_resnet50_flyJan1shuffle1_1000,DLC_resnet50_flyJan1shuffle1_1000,DLC_resnet50_flyJan1shuffle1_1000,DLC_resnet50_flyJan1shuffle1_1000,DLC_resnet50_flyJan1shuffle1_1000,DLC_resnet50_flyJan1shuffle1_1000
bodyparts,leftknee,leftknee,leftknee,antenna,antenna,antenna,LeftFoot,LeftFoot,LeftFoot
coords,x,y,likelihood,x,y,likelihood,x,y,likelihood
0,101.5,200.25,0.99,50,60,0.9,120,210,0.95
1,102.5,201.25,0.3,51,61,0.9,,,0.1
2,103.5,202.25,0.61,52,62,0.9,NaN,NaN,0.0
`;

const nanToNull = (values: Float64Array) => Array.from(values, (v) => (Number.isNaN(v) ? null : v));

describe('readDeepLabCutCsv', () => {
  it('reads points per joint with the likelihood as weight; below the threshold (0.6) or empty is missing', () => {
    const result = readDeepLabCutCsv(DLC, TRACKED);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { frames, frameLabels, parts, unmatchedParts } = result.value;
    expect(parts).toEqual(['leftknee', 'antenna', 'LeftFoot']);
    expect(unmatchedParts).toEqual(['antenna']);
    expect(frameLabels).toEqual(['0', '1', '2']);
    expect(nanToNull(frames[0]!.points)).toEqual([null, null, 101.5, 200.25, 120, 210]);
    expect(Array.from(frames[0]!.weights!)).toEqual([0, 0.99, 0.95]);
    expect(nanToNull(frames[1]!.points)).toEqual([null, null, null, null, null, null]);
    expect(nanToNull(frames[2]!.points)).toEqual([null, null, 103.5, 202.25, null, null]);
    expect(frames[2]!.weights![1]).toBe(0.61);
  });

  it('the threshold and the mapping table are options', () => {
    const result = readDeepLabCutCsv(DLC, TRACKED, { likelihoodThreshold: 0.95, mapping: { antenna: 'Thorax' } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.unmatchedParts).toEqual([]);
    // Frame 0 at 0.95: the knee (0.99) and the foot (exactly 0.95) kept; the antenna (0.9), now Thorax, dropped.
    expect(nanToNull(result.value.frames[0]!.points)).toEqual([null, null, 101.5, 200.25, 120, 210]);
  });

  it('reads a single-animal file with an individuals row; refuses several individuals', () => {
    const withIndividuals = DLC.replace('bodyparts,', 'individuals,fly1,fly1,fly1,fly1,fly1,fly1,fly1,fly1,fly1\nbodyparts,');
    expect(readDeepLabCutCsv(withIndividuals, TRACKED).ok).toBe(true);
    const two = DLC.replace('bodyparts,', 'individuals,fly1,fly1,fly1,fly2,fly2,fly2,fly2,fly2,fly2\nbodyparts,');
    expect(readDeepLabCutCsv(two, TRACKED)).toEqual({ ok: false, message: 'line 2: several individuals (fly1, fly2): pick one with --individual NAME (in the Studio: Individual)' });
    expect(readDeepLabCutCsv(two, TRACKED, { individual: 'fly3' })).toEqual({ ok: false, message: 'line 2: no individual "fly3" in this file; it has fly1, fly2' });
    // Picking one reads only that individual's columns: fly2 has the third part only.
    const fly2 = readDeepLabCutCsv(two, TRACKED, { individual: 'fly2' });
    const fly1 = readDeepLabCutCsv(two, TRACKED, { individual: 'fly1' });
    expect(fly1.ok && fly1.value.parts.length).toBe(1);
    expect(fly2.ok && fly2.value.parts.length).toBe(2);
  });

  it.each([
    ['0,1,2,3\n', 'not a DeepLabCut CSV: the header rows "bodyparts" and "coords"'],
    [DLC.replace('coords,x,y,likelihood,x', 'coords,x,y,p,x'), 'line 3, field 4: coords must be x, y or likelihood, got "p"'],
    [DLC.replace('coords,x,y,likelihood,x', 'coords,x,x,likelihood,x'), 'line 3, field 3: part "leftknee" has a second "x" column'],
    [DLC.replace('0,101.5,', '0,abc,'), 'line 4, field 2 (part "leftknee", x): expected a number, got "abc"'],
    [DLC.replace('1,102.5,201.25,0.3,', '1,102.5,'), 'line 5: 8 fields, but the header has 10'],
    [DLC.replace('0,101.5,', '0,"101.5,'), 'never closed'],
  ])('located error %#', (text, message) => {
    const result = readDeepLabCutCsv(text, TRACKED);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });
});
