import { describe, expect, it } from 'vitest';
import { lookAtCamera } from '../observations/lookAtCamera.ts';
import { TRACKED } from './readers/readers.fixtures.ts';
import { savedRecordingJson } from './savedRecording.ts';
import { DEFAULT_LOAD_OPTIONS, readStudioRecording } from './studioRecordingFile.ts';

const intrinsics = { fx: 500, fy: 500, cx: 320, cy: 240 };
const camA = lookAtCamera([0, 0, 5], [0, 0, 0], [0, 1, 0], intrinsics);
const camB = lookAtCamera([5, 0, 0], [0, 0, 0], [0, 0, 1], intrinsics);

describe('savedRecordingJson', () => {
  it('writes a calibrated recording with its camera names and exclusions that reads back the same, exclusions included', () => {
    const frames = [
      { points: Float64Array.of(1, 2, NaN, NaN, 5, 6, 7, 8, 9.5, 10.25, NaN, NaN), weights: Float64Array.of(0.9, 0, 0.8, 0.7, 1, 0) },
      { points: Float64Array.of(3, 4, 5, 6, NaN, NaN, 7, 8, 9, 10, 11, 12), weights: Float64Array.of(0.5, 0.6, 0, 0.4, 0.3, 0.2) },
    ];
    const exclusions = [{ camera: 'camB', keypoint: 'LeftKnee', from: 0, to: 1 }];
    const text = savedRecordingJson({ mappers: [camA, camB], frames, cameraNames: ['camA', 'camB'], exclusions, fps: 100 }, TRACKED.jointCount);
    const read = readStudioRecording('take-saved.json', text, TRACKED, DEFAULT_LOAD_OPTIONS);
    if (!read.ok) throw new Error(read.message);
    expect(read.value.cameraNames).toEqual(['camA', 'camB']);
    expect(read.value.exclusions).toEqual(exclusions);
    expect(read.value.recording.fps).toBe(100);
    const back = read.value.ikRecording;
    if (back.kind !== '2d') throw new Error('expected 2D');
    expect(back.frames.map((f) => Array.from(f.points))).toEqual(frames.map((f) => Array.from(f.points)));
    expect(back.frames.map((f) => Array.from(f.weights!))).toEqual(frames.map((f) => Array.from(f.weights)));
    // JSON has no -0: compare the numbers with -0 as 0.
    const plain = (m: typeof camA) => ({ ...m, world2camPos: Array.from(m.world2camPos, (v) => v + 0), world2camRot: Array.from(m.world2camRot, (v) => v + 0) });
    expect(back.mappers.map((m) => plain(m as typeof camA))).toEqual([camA, camB].map(plain));
    // One line per frame.
    expect(text.split('\n').filter((line) => line.startsWith('  [[')).length).toBe(4);
  });
});
