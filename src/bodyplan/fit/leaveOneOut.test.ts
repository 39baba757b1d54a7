import { describe, expect, it } from 'vitest';
import { DEFAULT_IK_OPTIONS } from '../ik/ik.ts';
import { solveRecordingRange } from '../ik/ikRecording.ts';
import { syntheticFlyRecording } from '../testing/syntheticFlyRecording.ts';
import { leaveOneOut, recordingWithoutCamera } from './leaveOneOut.ts';

describe('the held-out camera check', () => {
  it('a camera whose observations were shifted by 20 px has the largest held-out error, on every keypoint', async () => {
    const fly = syntheticFlyRecording({ frames: 12, cameras: 4, ramps: [], shift: { camera: 2, pixels: [20, 0] } });
    const { model } = fly;
    const solve = (recording: Parameters<typeof solveRecordingRange>[1]) => solveRecordingRange(model, recording, DEFAULT_IK_OPTIONS, 0, recording.kind === '2d' ? recording.frames.length : 0);
    const progress: number[] = [];
    const result = await leaveOneOut(model, fly.recording, solve, (done) => progress.push(done));
    expect(progress).toEqual([1, 2, 3, 4]);
    const worst = Array.from(result.cameraErrors).indexOf(Math.max(...result.cameraErrors));
    expect(worst).toBe(2);
    // Solved from the three good cameras, the shifted one is off by about its shift.
    expect(result.cameraErrors[2]).toBeGreaterThan(15);
    expect(result.cameraErrors[2]).toBeLessThan(25);
    const n = model.jointCount;
    for (let j = 0; j < n; j++) {
      const own = result.keypointErrors[2 * n + j]!;
      if (Number.isNaN(own)) continue;
      for (const c of [0, 1, 3]) expect(own).toBeGreaterThan(result.keypointErrors[c * n + j]!);
    }
    for (let f = 0; f < 12; f++) expect(result.frameErrors[f * 4 + 2]).toBeGreaterThan(15);
  }, 60_000);

  it('without a shift every held-out error is small; fewer than 3 cameras is refused', async () => {
    const fly = syntheticFlyRecording({ frames: 6, cameras: 3, ramps: [] });
    const solve = (recording: Parameters<typeof solveRecordingRange>[1]) => solveRecordingRange(fly.model, recording, DEFAULT_IK_OPTIONS, 0, 6);
    const result = await leaveOneOut(fly.model, fly.recording, solve);
    for (const error of result.cameraErrors) expect(error).toBeLessThan(0.5);
    const two = recordingWithoutCamera(fly.recording, 0, fly.model.jointCount);
    expect(two.mappers).toEqual(fly.recording.mappers.slice(1));
    expect(Array.from(two.frames[0]!.points)).toEqual(Array.from(fly.recording.frames[0]!.points.subarray(2 * fly.model.jointCount)));
    await expect(leaveOneOut(fly.model, two, solve)).rejects.toThrow(/3 or more cameras/);
  }, 60_000);
});
