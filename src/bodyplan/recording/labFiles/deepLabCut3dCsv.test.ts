import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { humanMarkerMotion } from '../../testing/humanMarkerMotion.ts';
import { isDeepLabCut3dCsv, readDeepLabCut3dCsv } from './deepLabCut3dCsv.ts';

const DLC_3D = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'test-data', 'lab-files', 'deeplabcut3d', 'walk_DLC_3D.csv'), 'utf8');

const DLC_2D = ['scorer,DLC_resnet50_walkOct1shuffle1_100000,DLC_resnet50_walkOct1shuffle1_100000,DLC_resnet50_walkOct1shuffle1_100000', 'bodyparts,nose,nose,nose', 'coords,x,y,likelihood', '0,12.5,40.1,0.99', ''].join('\n');

const small = (rows: string[], header = ['scorer,DLC_3D,DLC_3D,DLC_3D,DLC_3D,DLC_3D,DLC_3D', 'bodyparts,nose,nose,nose,tail,tail,tail', 'coords,x,y,z,x,y,z']) => [...header, ...rows, ''].join('\n');

function refusal(result: ReturnType<typeof readDeepLabCut3dCsv>): string {
  if (result.ok) throw new Error('expected a refusal');
  return result.message;
}

describe('readDeepLabCut3dCsv', () => {
  it('reads DeepLabCut 3D output back to the positions it was written from', () => {
    const result = readDeepLabCut3dCsv(DLC_3D);
    if (!result.ok) throw new Error(result.message);
    const table = result.value;
    const motion = humanMarkerMotion();
    expect(table.markers).toEqual(motion.markers);
    expect(table.frameCount).toBe(100);
    expect(table.frameNumbers?.slice(0, 3)).toEqual([0, 1, 2]);
    let worst = 0;
    let missing = 0;
    motion.positions.forEach((truth, i) => {
      if (Number.isNaN(truth)) {
        expect(table.values[i]).toBeNaN();
        missing++;
      } else worst = Math.max(worst, Math.abs(table.values[i]! - truth));
    });
    console.log(`walk_DLC_3D.csv: ${table.markers.length} parts × ${table.frameCount} frames, worst error ${worst.toExponential(2)} m, ${missing / 3} missing points`);
    expect(worst).toBeLessThan(1e-12);
    expect(missing / 3).toBe(16);
    expect(table.fps).toBeUndefined();
  });

  it('scales by unitScale (metres per file unit) and reads empty and NaN fields as missing', () => {
    const result = readDeepLabCut3dCsv(small(['0,10,20,30,,,', '1,1,2,3,NaN,nan,NaN']), { unitScale: 0.001 });
    if (!result.ok) throw new Error(result.message);
    expect(Array.from(result.value.values)).toEqual([0.01, 0.02, 0.03, NaN, NaN, NaN, 0.001, 0.002, 0.003, NaN, NaN, NaN]);
    expect(result.value.notes).toEqual(['coordinates × 0.001 m per file unit']);
  });

  it('picks one individual of a multi-animal file and lists them when none is given', () => {
    const header = ['scorer,DLC_3D,DLC_3D,DLC_3D,DLC_3D,DLC_3D,DLC_3D', 'individuals,mouse1,mouse1,mouse1,mouse2,mouse2,mouse2', 'bodyparts,nose,nose,nose,nose,nose,nose', 'coords,x,y,z,x,y,z'];
    const text = small(['0,1,2,3,4,5,6'], header);
    expect(refusal(readDeepLabCut3dCsv(text))).toBe('line 2: several individuals (mouse1, mouse2): pick one with --individual NAME (in the Studio: Individual)');
    expect(refusal(readDeepLabCut3dCsv(text, { individual: 'rat' }))).toBe('line 2: no individual "rat" (the file has mouse1, mouse2)');
    const second = readDeepLabCut3dCsv(text, { individual: 'mouse2' });
    if (!second.ok) throw new Error(second.message);
    expect(Array.from(second.value.values)).toEqual([4, 5, 6]);
    expect(second.value.notes?.[0]).toBe('individual "mouse2" of mouse1, mouse2');
  });

  it('refuses a 2D file, bad headers and bad numbers with their line and field', () => {
    expect(refusal(readDeepLabCut3dCsv(DLC_2D))).toBe('line 3, field 4: coords "likelihood" where DeepLabCut\'s 3D file has z (x, y, z per part; a 2D file has x, y, likelihood)');
    expect(refusal(readDeepLabCut3dCsv('frame,a_x\n0,1\n'))).toBe('line 1: not a DeepLabCut CSV: the header rows "bodyparts" and "coords" were not found at the top');
    expect(refusal(readDeepLabCut3dCsv(small(['0,1,2,3,4,abc,6'])))).toBe('line 4, field 6 (tail y): "abc" is not a number');
    expect(refusal(readDeepLabCut3dCsv(small(['0,1,2,3,4,5'])))).toBe('line 4: 6 fields, but the header has 7');
    expect(refusal(readDeepLabCut3dCsv(small([], ['scorer,DLC_3D,DLC_3D,DLC_3D', 'bodyparts,nose,nose,tail', 'coords,x,y,z'])))).toBe('line 2, field 2: part "nose" does not head its x, y and z columns (fields 2-4 name nose, nose, tail)');
    expect(refusal(readDeepLabCut3dCsv(small([]), { unitScale: 0 }))).toBe('unitScale 0 is not a positive number of metres per file unit');
  });
});

describe('isDeepLabCut3dCsv', () => {
  it('tells the 3D CSV (x, y, z) from the 2D one (x, y, likelihood) and from other files', () => {
    expect(isDeepLabCut3dCsv(DLC_3D)).toBe(true);
    expect(isDeepLabCut3dCsv(small([], ['scorer,DLC_3D,DLC_3D,DLC_3D', 'individuals,m1,m1,m1', 'bodyparts,nose,nose,nose', 'coords,x,y,z']))).toBe(true);
    expect(isDeepLabCut3dCsv(DLC_2D)).toBe(false);
    expect(isDeepLabCut3dCsv('pelvis_x,pelvis_y,pelvis_z,pelvis_error\n1,2,3,0.1\n')).toBe(false);
    expect(isDeepLabCut3dCsv('PathFileType\t4\t(X/Y/Z)\twalk.trc\n')).toBe(false);
  });
});
