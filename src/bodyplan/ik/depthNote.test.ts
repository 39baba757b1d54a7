import { describe, expect, it } from 'vitest';
import { lookAtCamera } from '../observations/lookAtCamera.ts';
import type { Mapper } from '../observations/mapper.ts';
import { depthNote } from './depthNote.ts';

const camera = lookAtCamera([0, 0, 5], [0, 0, 0], [0, 1, 0], { fx: 500, fy: 500, cx: 320, cy: 240 });
const twoD = (mappers: Mapper[]) => ({ kind: '2d' as const, mappers, frames: [] });

describe('depthNote', () => {
  it('a solve from one camera gets one note that depth is not observed; two cameras, an X-Y view or 3D targets none', () => {
    expect(depthNote(twoD([camera]))).toMatch(/^Solved from one camera: depth \(the distance from the camera\) is not observed\. .*add a second calibrated camera/);
    expect(depthNote(twoD([camera, camera]))).toBeNull();
    expect(depthNote(twoD([{ type: 'xy' }]))).toBeNull();
    expect(depthNote({ kind: '3d', targets: [], weights: null })).toBeNull();
  });
});
