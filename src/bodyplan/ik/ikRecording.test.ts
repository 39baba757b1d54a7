import { describe, expect, it } from 'vitest';
import { DEFAULT_IK_OPTIONS } from './ik.ts';
import { compileBodyPlan } from '../kinematics/model.ts';
import { flyNativeTargets, readFlyBodyPlan } from '../testing/flyFixtures.ts';
import { recordingRangeSolver, solveRecordingRange, solvedStride, type IkRecording } from './ikRecording.ts';

const model = compileBodyPlan(readFlyBodyPlan());
const targets = flyNativeTargets(model.jointCount, 30);
const recording: IkRecording = { kind: '3d', targets, weights: null };
const stride = solvedStride(model);

describe('solving ranges of a recording with one solver', () => {
  it('writes each range, cold-started, into the rows it is told: bit for bit what separate solves give', () => {
    const out = new Float64Array(stride * 32).fill(-7);
    const solve = recordingRangeSolver(model, recording, DEFAULT_IK_OPTIONS);
    solve({ from: 0, to: 12, keepFrom: 0, out, outRow: 1 });
    // With 3 frames of warm-up dropped, as a segment solved with --overlap 3.
    solve({ from: 9, to: 30, keepFrom: 12, out, outRow: 13 });
    expect([...out.subarray(stride, stride * 13)]).toEqual([...solveRecordingRange(model, recording, DEFAULT_IK_OPTIONS, 0, 12)]);
    expect([...out.subarray(stride * 13, stride * 31)]).toEqual([...solveRecordingRange(model, recording, DEFAULT_IK_OPTIONS, 9, 30, 12)]);
    // The rows around are left alone.
    expect(out.subarray(0, stride).every((x) => x === -7)).toBe(true);
    expect(out.subarray(stride * 31).every((x) => x === -7)).toBe(true);
    // The second range is a cold start: its first kept frame differs from the one-run solve's.
    expect(out[stride * 13]).not.toBe(solveRecordingRange(model, recording, DEFAULT_IK_OPTIONS, 0, 30)[stride * 12]);
  });

  it('asks before reading each frame, in order, and refuses an output too short for the range', () => {
    const asked: number[] = [];
    recordingRangeSolver(model, recording, DEFAULT_IK_OPTIONS)({ from: 4, to: 8, keepFrom: 6, out: new Float64Array(stride * 2), outRow: 0, beforeFrame: (f) => asked.push(f) });
    expect(asked).toEqual([4, 5, 6, 7]);
    expect(() => recordingRangeSolver(model, recording, DEFAULT_IK_OPTIONS)({ from: 0, to: 10, keepFrom: 0, out: new Float64Array(stride * 10), outRow: 1 })).toThrow(RangeError);
  });
});
