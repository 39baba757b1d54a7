import { describe, expect, it } from 'vitest';
import { packArrays, packIkRecording, packIkRecordingInSteps, packIkRecordingShared, type PackedIkRecording, packStudioRecordingResult, unpackArrays, unpackIkRecording, unpackStudioRecordingResult, unpackStudioRecordingResultInSteps } from './packedFrames.ts';
import type { IkRecording } from './ikRecording.ts';
import type { StudioRecordingResult } from '../recording/studioRecordingFile.ts';

const f = (...values: number[]) => Float64Array.from(values);

describe('packed frame lists', () => {
  it('round-trips arrays of any length, missing entries and empty ones, as views of one buffer', () => {
    const list = [f(1, 2, 3), undefined, f(), f(NaN, 5), null, f(6)];
    const packed = packArrays(list);
    expect(packed.data.length).toBe(6);
    const back = unpackArrays(packed, undefined);
    expect(back.map((a) => (a ? [...a] : a))).toEqual([[1, 2, 3], undefined, [], [NaN, 5], undefined, [6]]);
    expect(back.filter((a) => a && a.length > 0).every((a) => a!.buffer === packed.data.buffer)).toBe(true);
  });

  it('stores an array repeated in consecutive entries once and gives back one shared view for it', () => {
    const shared = f(NaN, NaN, NaN);
    const packed = packArrays([shared, shared, shared, f(1, 2, 3), f(), f(4, 5, 6)]);
    expect(packed.data.length).toBe(9);
    const back = unpackArrays(packed, undefined);
    expect(back[0]).toBe(back[1]);
    expect(back[0]).toBe(back[2]);
    expect([...back[3]!]).toEqual([1, 2, 3]);
    expect([...back[4]!]).toEqual([]);
    expect([...back[5]!]).toEqual([4, 5, 6]);
  });

  it('round-trips 3D and 2D solver recordings, weights included', () => {
    const threeD: IkRecording = { kind: '3d', targets: [f(1, 2, 3), f(4, 5, 6)], weights: [f(1), f(0.5)] };
    const twoD: IkRecording = {
      kind: '2d',
      mappers: [{ type: 'xy' }],
      frames: [{ points: f(1, 2) }, { points: f(3, 4), weights: f(0.25) }],
    };
    for (const recording of [threeD, twoD]) {
      const { packed, transfer } = packIkRecording(recording);
      expect(transfer.length).toBeGreaterThan(0);
      expect(unpackIkRecording(structuredClone(packed, { transfer }))).toEqual(recording);
    }
  });

  it('sends a reader result whose targets are its playback frames as one list', () => {
    const frames = [f(1, 2, 3), f(4, 5, 6)];
    const result: StudioRecordingResult = {
      ok: true,
      value: {
        format: '3d',
        recording: { frames, frameNumbers: [0, 1], fps: 30, format: 'json', matchedBy: 'order', unmatched: [], observedJoints: 1 },
        ikRecording: { kind: '3d', targets: frames, weights: null },
        parts: null,
        cameraUsed: null,
      },
    };
    const { packed, transfer } = packStudioRecordingResult(result);
    expect(packed.ok && packed.value.ikRecording).toBe('targets are the frames');
    const back = unpackStudioRecordingResult(structuredClone(packed, { transfer }));
    expect(back).toEqual(result);
    if (back.ok && back.value.ikRecording.kind === '3d') expect(back.value.ikRecording.targets[1]).toBe(back.value.recording.frames[1]);
    expect(unpackStudioRecordingResult(packStudioRecordingResult({ ok: false, message: 'line 2: no' }).packed)).toEqual({ ok: false, message: 'line 2: no' });
  });
});

describe('packing views of one buffer', () => {
  it('copies frames that follow one another in one buffer as one range, and gets every value right', () => {
    const buffer = Float64Array.from({ length: 12 }, (_, i) => i);
    const list = [buffer.subarray(0, 3), buffer.subarray(3, 6), buffer.subarray(9, 12), buffer.subarray(6, 9), f(100)];
    const back = unpackArrays(packArrays(list), undefined);
    expect(back.map((a) => [...a!])).toEqual([[0, 1, 2], [3, 4, 5], [9, 10, 11], [6, 7, 8], [100]]);
  });
});

describe('packing into shared memory, in chunks', () => {
  const buffer = Float64Array.from({ length: 12 }, (_, i) => i);
  const repeated = f(NaN, NaN, NaN);
  // Views of one buffer one after another, a repeated entry and a missing weight: chunk bounds fall inside each.
  const threeD: IkRecording = {
    kind: '3d',
    targets: [buffer.subarray(0, 3), buffer.subarray(3, 6), buffer.subarray(6, 9), repeated, repeated, repeated, f(7, 8, 9), buffer.subarray(9, 12)],
    weights: [f(1), f(2), f(3), f(4), f(5), f(6), f(7), f(8)],
  };
  const twoD: IkRecording = { kind: '2d', mappers: [{ type: 'xy' }], frames: [{ points: f(1, 2) }, { points: f(3, 4), weights: f(0.25) }, { points: f(5, 6) }] };

  const dataOf = (packed: PackedIkRecording) => (packed.kind === '3d' ? [packed.targets.data, packed.weights!.data] : [packed.points.data, packed.weights.data]);

  it('holds, once every chunk is copied, what packIkRecording holds, in SharedArrayBuffers', () => {
    for (const recording of [threeD, twoD]) {
      const length = recording.kind === '3d' ? recording.targets.length : recording.frames.length;
      const { packed, copy } = packIkRecordingShared(recording);
      for (let from = 0; from < length; from += 2) copy(from, Math.min(length, from + 2));
      expect(unpackIkRecording(packed)).toEqual(recording);
      expect(dataOf(packed).every((d) => d.buffer instanceof SharedArrayBuffer)).toBe(true);
      expect(dataOf(packed).map((d) => [...d])).toEqual(dataOf(packIkRecording(recording).packed).map((d) => [...d]));
    }
  });

  it('copies only the frames asked for: a frame not copied yet reads as zeros', () => {
    const { packed, copy } = packIkRecordingShared(threeD);
    copy(0, 4);
    const targets = unpackIkRecording(packed);
    if (targets.kind !== '3d') throw new Error('3d expected');
    expect([...targets.targets[3]!]).toEqual([NaN, NaN, NaN]);
    expect([...targets.targets[6]!]).toEqual([0, 0, 0]);
    copy(4, 8);
    expect([...targets.targets[6]!]).toEqual([7, 8, 9]);
    expect([...targets.targets[5]!]).toEqual([NaN, NaN, NaN]);
  });

  it('packs in steps into buffers it transfers (the page packs a segment in slices): the same numbers as packIkRecording', () => {
    for (const recording of [threeD, twoD]) {
      const length = recording.kind === '3d' ? recording.targets.length : recording.frames.length;
      const { packed, transfer, copy } = packIkRecordingInSteps(recording);
      for (let from = 0; from < length; from += 3) copy(from, Math.min(length, from + 3));
      expect(unpackIkRecording(packed)).toEqual(recording);
      expect(dataOf(packed).every((d) => d.buffer instanceof ArrayBuffer && transfer.includes(d.buffer))).toBe(true);
      expect(dataOf(packed).map((d) => [...d])).toEqual(dataOf(packIkRecording(recording).packed).map((d) => [...d]));
    }
  });

  it('unpacks a reader result a few frames at a time into the same lists as all at once, weighted targets included', () => {
    const frames = [f(1, 2, 3), f(4, 5, 6), f(7, 8, 9)];
    const targets = [f(1, 1, 1), f(2, 2, 2), f(3, 3, 3)];
    const weights = [f(1), f(0.5), f(0)];
    const result: StudioRecordingResult = {
      ok: true,
      value: {
        format: '3d',
        recording: { frames, frameNumbers: [0, 1, 2], fps: 30, format: 'json', matchedBy: 'order', unmatched: [], observedJoints: 1 },
        ikRecording: { kind: '3d', targets, weights },
        parts: null,
        cameraUsed: null,
      },
    };
    const steps = unpackStudioRecordingResultInSteps(packStudioRecordingResult(result).packed);
    expect(steps.frameCount).toBe(3);
    steps.unpack(0, 2);
    steps.unpack(2, 3);
    expect(steps.result()).toEqual(result);
  });
});
