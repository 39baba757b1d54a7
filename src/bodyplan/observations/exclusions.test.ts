import { describe, expect, it } from 'vitest';
import { applyExclusions, checkExclusions, formatExclusion, parseExclusion, type Exclusion } from './exclusions.ts';
import type { Frame2D } from '../ik/solve2d.ts';

const names = { cameras: ['camA', 'camB', 'camC'], joints: ['hip', 'knee', 'rh_tarsus'] };

function parsed(text: string): Exclusion {
  const result = parseExclusion(text);
  if (!result.ok) throw new Error(result.message);
  return result.exclusion;
}

/** `count` frames of 3 cameras × 3 joints, every point observed with weight 0.9. */
function frames(count: number): Frame2D[] {
  return Array.from({ length: count }, (_, f) => ({
    points: new Float64Array(2 * 9).map((_, i) => f * 100 + i),
    weights: new Float64Array(9).fill(0.9),
  }));
}

describe('parseExclusion', () => {
  it('reads a camera range, a keypoint range and one frame, and writes them back the same', () => {
    expect(parsed('camB:80-109')).toEqual({ camera: 'camB', keypoint: null, from: 80, to: 109 });
    expect(parsed('camB/rh_tarsus:80-109')).toEqual({ camera: 'camB', keypoint: 'rh_tarsus', from: 80, to: 109 });
    expect(parsed('cam_01:7')).toEqual({ camera: 'cam_01', keypoint: null, from: 7, to: 7 });
    for (const text of ['camB:80-109', 'camB/rh_tarsus:80-109', 'cam_01:7']) expect(formatExclusion(parsed(text))).toBe(text);
  });

  it('says what is wrong with a malformed exclusion, quoting it', () => {
    const messages = ['camB', ':1-2', 'camB/:1-2', 'camB:x-2', 'camB:9-3', 'camB:-3'].map((text) => {
      const result = parseExclusion(text);
      return result.ok ? 'accepted' : result.message;
    });
    expect(messages[0]).toMatch(/exclusion "camB": expected CAMERA:FROM-TO/);
    expect(messages[1]).toMatch(/camera name is missing/);
    expect(messages[2]).toMatch(/a camera and a keypoint name is missing/);
    expect(messages[3]).toMatch(/"x-2" is not a frame range/);
    expect(messages[4]).toMatch(/ends \(3\) before it starts \(9\)/);
    expect(messages[5]).toMatch(/"-3" is not a frame range/);
  });
});

describe('checkExclusions', () => {
  it('names an unknown camera or keypoint and lists the ones there are', () => {
    expect(checkExclusions([parsed('camB:1-2'), parsed('camA/knee:0')], names)).toEqual([]);
    const problems = checkExclusions([parsed('camD:1-2'), parsed('camA/ankle:0')], names);
    expect(problems[0]).toBe('exclusion "camD:1-2": no camera is called "camD" (cameras: camA, camB, camC)');
    expect(problems[1]).toBe('exclusion "camA/ankle:0": no keypoint is called "ankle" (keypoints: hip, knee, rh_tarsus)');
  });
});

describe('applyExclusions', () => {
  it('zeroes the weights of a camera over its range and of one keypoint over another, in a copy', () => {
    const original = frames(6);
    const { frames: out, excludedObservations } = applyExclusions(original, [parsed('camB:1-2'), parsed('camC/rh_tarsus:2-3')], names);
    // camB: 3 joints × 2 frames; camC/rh_tarsus: 2 frames.
    expect(excludedObservations).toBe(8);
    const zeroed = out.map((frame) => [...frame.weights!].flatMap((w, at) => (w === 0 ? [at] : [])));
    expect(zeroed).toEqual([[], [3, 4, 5], [3, 4, 5, 8], [8], [], []]);
    // The recording as loaded is untouched, and frames with nothing excluded are the same objects.
    expect(original.every((frame) => frame.weights!.every((w) => w === 0.9))).toBe(true);
    expect(out[0]).toBe(original[0]);
    expect(out[2]!.points).toBe(original[2]!.points);
  });

  it('clips a range past the end, counts only observations that were there, and fills absent weights', () => {
    const original = frames(3);
    original[2]!.points[2 * 3] = NaN; // camB/hip missing in frame 2
    delete original[1]!.weights;
    const { frames: out, excludedObservations } = applyExclusions(original, [parsed('camB:1-400'), parsed('camB/knee:1')], names);
    expect(excludedObservations).toBe(3 + 2);
    expect([...out[1]!.weights!]).toEqual([1, 1, 1, 0, 0, 0, 1, 1, 1]);
    expect(out).toHaveLength(3);
  });
});
