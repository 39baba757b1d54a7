import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBvh } from './bvhReader.ts';
import { readSourceMotion } from './readSourceMotion.ts';
import type { SourceMotion } from './retargetTypes.ts';
import { clipMarkerPositions, CLIP_MARKERS, HIDDEN_LWRB_FRAMES } from './testing/clipFiles.ts';
import { walkTurnJumpMotion } from './testing/walkTurnJumpMotion.ts';

const folder = join(import.meta.dirname, 'test-data');
const file = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(join(folder, name))) });
const motion = walkTurnJumpMotion();

/** The largest distance (m) between a read clip and the generator's Z-up, +X-facing positions. */
function largestError(read: SourceMotion, expected: Float64Array): number {
  let worst = 0;
  for (let i = 0; i < expected.length; i++) {
    if (Number.isNaN(expected[i]!)) expect(read.positions[i], `value ${i}`).toBeNaN();
    else worst = Math.max(worst, Math.abs(read.positions[i]! - expected[i]!));
  }
  return worst;
}

async function read(name: string, overrides = {}): Promise<SourceMotion> {
  const result = await readSourceMotion(file(name), overrides);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('readSourceMotion', () => {
  it('reads the Y-up centimetre BVH (LAFAN1 layout) to metres, Z up, facing +X, at 30 fps', async () => {
    const clip = await read('walk-turn-jump.bvh');
    expect(clip.conventions).toMatchObject({ up: 'y', unit: 'cm', forward: '+z' });
    expect(clip.conventions.detectedFrom).toMatch(/^up y \(the body is tallest along Y: .*; unit cm \(the body is 1\d\d tall: 1\.\d+ m in cm\); forward \+z \(up × right-to-left of the hips/);
    expect(clip.fps).toBe(30);
    expect(clip.frameCount).toBe(135);
    expect(clip.names.slice(0, 5)).toEqual(['Hips', 'LeftUpLeg', 'LeftLeg', 'LeftFoot', 'LeftToe']);
    expect(clip.parents.slice(0, 5)).toEqual([-1, 0, 1, 2, 3]);
    expect(largestError(clip, motion.worldPositions)).toBeLessThan(1e-5);
  });

  it('reads the Z-up metre BVH facing +Y to the same positions', async () => {
    const clip = await read('walk-turn-jump-zup-m.bvh');
    expect(clip.conventions).toMatchObject({ up: 'z', unit: 'm', forward: '+y' });
    // Written with 4 decimals in metres: 0.05 mm of rounding.
    expect(largestError(clip, motion.worldPositions)).toBeLessThan(1e-4);
  });

  it('reads the .trc markers with the unit its Units line states and hidden markers as NaN', async () => {
    const clip = await read('walk-turn-jump.trc');
    expect(clip.conventions).toMatchObject({ up: 'y', unit: 'mm', forward: '+x' });
    expect(clip.conventions.detectedFrom).toContain('unit mm (the .trc Units line)');
    expect(clip.names).toEqual(CLIP_MARKERS.map(([name]) => name));
    expect(clip.parents.every((p) => p === -1)).toBe(true);
    const lwrb = clip.names.indexOf('LWRB');
    expect(clip.positions[3 * (HIDDEN_LWRB_FRAMES[0] * clip.names.length + lwrb)]).toBeNaN();
    expect(largestError(clip, clipMarkerPositions(motion))).toBeLessThan(1e-5);
  });

  it('reads the .c3d markers (Z up) with the unit POINT:UNITS states', async () => {
    const clip = await read('walk-turn-jump.c3d');
    expect(clip.conventions).toMatchObject({ up: 'z', unit: 'mm', forward: '+x' });
    expect(clip.conventions.detectedFrom).toContain('unit mm (the .c3d POINT:UNITS)');
    expect(clip.fps).toBe(30);
    // Float points in millimetres.
    expect(largestError(clip, clipMarkerPositions(motion))).toBeLessThan(1e-5);
  });

  it('takes the user\'s up axis, unit and forward axis over the detected ones, and says so', async () => {
    const clip = await read('walk-turn-jump.bvh', { unit: 'mm', forward: '-x' });
    expect(clip.conventions).toMatchObject({ up: 'y', unit: 'mm', forward: '-x' });
    expect(clip.conventions.detectedFrom).toContain('unit mm (set); forward -x (set)');
    // Hips at 93.1 cm read as millimetres: 0.0931 m.
    expect(clip.positions[2]).toBeCloseTo(0.0931, 4);
    const upWrong = await readSourceMotion(file('walk-turn-jump.bvh'), { forward: '+y' });
    expect(upWrong).toEqual({ ok: false, message: 'walk-turn-jump.bvh: the forward axis +y is the up axis (y); it must be horizontal' });
  });

  it('refuses a broken BVH with the line where it breaks', async () => {
    const text = readFileSync(join(folder, 'walk-turn-jump.bvh'), 'utf8').split('\n');
    const motionAt = text.indexOf('MOTION');
    const cut = [...text.slice(0, motionAt + 4), text[motionAt + 4]!.split(' ').slice(1).join(' ')].join('\n');
    expect(readBvh(cut)).toEqual({ ok: false, message: `line ${motionAt + 5}: frame 1: 68 values, but the hierarchy has 69 channels` });
    const badChannel = text.join('\n').replace('CHANNELS 3 Zrotation Yrotation Xrotation', 'CHANNELS 3 Zrotation Yrotation Wrotation');
    expect(readBvh(badChannel)).toEqual({ ok: false, message: 'line 9: unknown channel "Wrotation" (Xposition … Zrotation)' });
  });
});
