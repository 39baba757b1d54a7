import { describe, expect, it } from 'vitest';
import { lookAtCamera } from '../../../bodyplan/observations/lookAtCamera.ts';
import { recordingCameraNames } from './recordingCameraNames.ts';

const camera = lookAtCamera([0, 0, 5], [0, 0, 0], [0, 1, 0], { fx: 500, fy: 500, cx: 320, cy: 240 });
const twoD = (views: number) => ({ kind: '2d' as const, mappers: Array.from({ length: views }, () => camera), frames: [] });

describe('camera names decided at load', () => {
  it("takes the calibration's names, else the cameras file's name of the camera a CSV was read through, else Camera 1, 2, …", () => {
    expect(recordingCameraNames(twoD(2), { cameraNames: ['camA', 'camB'], cameraUsed: null }, { cameras: null })).toEqual(['camA', 'camB']);
    const rig = { fileName: 'rig.json', mappers: [camera, camera], names: ['left', 'right'] };
    expect(recordingCameraNames(twoD(1), { cameraUsed: 1 }, { cameras: rig })).toEqual(['right']);
    expect(recordingCameraNames(twoD(3), { cameraUsed: null }, { cameras: null })).toEqual(['Camera 1', 'Camera 2', 'Camera 3']);
    expect(recordingCameraNames({ kind: '3d', targets: [], weights: null }, { cameraUsed: null }, { cameras: null })).toEqual([]);
  });
});
