import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeSource, type PlacementOptions } from './placeSource.ts';
import { readSourceMotion } from './readSourceMotion.ts';
import type { RetargetTargets } from './retargetTypes.ts';
import { suggestMapping } from './suggestMapping.ts';
import { g1TestHumanoid } from './testing/g1TestHumanoid.ts';
import { walkTurnJumpMotion } from './testing/walkTurnJumpMotion.ts';

const plan = g1TestHumanoid();
const truth = walkTurnJumpMotion();

async function place(name: string, options: PlacementOptions = {}): Promise<RetargetTargets> {
  const bytes = new Uint8Array(readFileSync(join(import.meta.dirname, 'test-data', name)));
  const source = await readSourceMotion({ name, bytes });
  if (!source.ok) throw new Error(source.message);
  const placed = placeSource(source.value, suggestMapping(source.value.names, plan).map, plan, options);
  if (!placed.ok) throw new Error(placed.message);
  return placed.value;
}

const column = (t: RetargetTargets, link: string, f: number, axis: number): number => t.positions[3 * (f * t.links.length + t.links.indexOf(link)) + axis]!;
const contact = (t: RetargetTargets, link: string, f: number): number => t.contacts[f * t.footLinks.length + t.footLinks.indexOf(link)]!;

/** Lowest height of the given links over the clip. */
function lowest(t: RetargetTargets, links: string[]): number {
  let low = Infinity;
  for (let f = 0; f < t.frameCount; f++) for (const link of links) low = Math.min(low, column(t, link, f, 2));
  return low;
}

/** The G1 test humanoid's ankle-roll link stands 0.0408 m over its sole (the toe links) when neutral. */
const ANKLE_CLEARANCE = 0.793 - 0.7522;

/** How far the lowest foot is above where it touches the floor: a toe link at 0, an ankle link at its clearance. */
function lowestFoot(t: RetargetTargets): number {
  return Math.min(lowest(t, ['left_toe_link', 'right_toe_link']), lowest(t, ['left_ankle_roll_link', 'right_ankle_roll_link']) - ANKLE_CLEARANCE);
}

/**
 * Contacts against the clip's own truth: every frame inside a stance (its neighbours in stance too)
 * is in contact; no frame of a swing or the jump's flight with the toe 5 cm or more up is.
 */
function checkContacts(t: RetargetTargets): { stanceFrames: number; liftedFrames: number } {
  let stanceFrames = 0;
  let liftedFrames = 0;
  ['left', 'right'].forEach((side, foot) => {
    for (let f = 1; f + 1 < t.frameCount; f++) {
      const phase = (k: number) => truth.phases[k]![foot];
      const toe = contact(t, `${side}_toe_link`, f);
      const ankle = contact(t, `${side}_ankle_roll_link`, f);
      if (phase(f - 1) === 'stance' && phase(f) === 'stance' && phase(f + 1) === 'stance') {
        stanceFrames++;
        expect(toe, `${side} toe, frame ${f} (stance)`).toBe(1);
      }
      if (phase(f) !== 'stance' && truth.toeHeights[2 * f + foot]! >= 0.05) {
        liftedFrames++;
        expect([toe, ankle], `${side} foot, frame ${f} (${phase(f)}, toe ${truth.toeHeights[2 * f + foot]!.toFixed(3)} m up)`).toEqual([0, 0]);
      }
    }
  });
  return { stanceFrames, liftedFrames };
}

/** The farthest a held link moves from where its contact began, over all contacts. */
function heldTravel(t: RetargetTargets): number {
  let worst = 0;
  for (const link of t.footLinks) {
    let start = -1;
    for (let f = 0; f < t.frameCount; f++) {
      if (contact(t, link, f) !== 1) {
        start = -1;
        continue;
      }
      if (start < 0) start = f;
      const d = Math.hypot(...[0, 1, 2].map((a) => column(t, link, f, a) - column(t, link, start, a)));
      worst = Math.max(worst, d);
    }
  }
  return worst;
}

describe('placeSource', () => {
  it('scales the LAFAN1-style BVH to the G1 by height and stands its lowest foot on the floor', async () => {
    const t = await place('walk-turn-jump.bvh');
    console.log(`BVH: scale ${t.scale.toFixed(4)}, lowest toe ${(lowest(t, ['left_toe_link', 'right_toe_link']) * 1000).toFixed(3)} mm, lowest ankle ${(lowest(t, ['left_ankle_roll_link', 'right_ankle_roll_link']) * 1000).toFixed(1)} mm`);
    // Head link to toe: 1.18 m on the robot, about 1.57 m in the clip.
    expect(t.scale).toBeGreaterThan(0.72);
    expect(t.scale).toBeLessThan(0.78);
    expect(t.fps).toBe(30);
    expect(t.footLinks).toEqual(['left_ankle_roll_link', 'left_toe_link', 'right_ankle_roll_link', 'right_toe_link']);
    expect(Math.abs(lowest(t, ['left_toe_link', 'right_toe_link']))).toBeLessThan(1e-3);
    // The ankle stands at least as high as the G1's ankle over its sole (0.041 m).
    expect(lowest(t, ['left_ankle_roll_link', 'right_ankle_roll_link'])).toBeGreaterThan(ANKLE_CLEARANCE - 1e-3);
    expect(Array.from(t.weights.slice(0, 5))).toEqual([2, 1, 1, 5, 5]);
  });

  it('finds the contacts of the BVH clip in stance, not in swing or the jump\'s flight, and holds each to < 1 mm', async () => {
    const t = await place('walk-turn-jump.bvh');
    const { stanceFrames, liftedFrames } = checkContacts(t);
    const travel = heldTravel(t);
    console.log(`BVH: ${stanceFrames} stance frames in contact, ${liftedFrames} lifted frames out of contact, held feet moved at most ${(travel * 1000).toFixed(4)} mm`);
    expect(stanceFrames).toBeGreaterThan(150);
    expect(liftedFrames).toBeGreaterThan(40);
    expect(travel).toBeLessThan(1e-3);
  });

  it('does the same from the .trc markers (pelvis and head from the mean of four markers)', async () => {
    const t = await place('walk-turn-jump.trc');
    expect(t.links).toContain('pelvis');
    // The ankle marker (LANK) is the lowest foot here (the toe marker rides 2 cm over the toes); held, the toe link stands on the floor.
    expect(Math.abs(lowestFoot(t))).toBeLessThan(1e-3);
    expect(Math.abs(lowest(t, ['left_toe_link', 'right_toe_link']))).toBeLessThan(1e-4);
    const { stanceFrames, liftedFrames } = checkContacts(t);
    console.log(`TRC: scale ${t.scale.toFixed(4)}, ${stanceFrames} stance frames in contact, ${liftedFrames} lifted out, held travel ${(heldTravel(t) * 1000).toFixed(4)} mm`);
    expect(heldTravel(t)).toBeLessThan(1e-3);
  });

  it('takes a set scale, grounds on the first second only when asked, and follows the contact thresholds', async () => {
    const t = await place('walk-turn-jump.bvh', { scale: 0.5, ground: 'first-second' });
    expect(t.scale).toBe(0.5);
    expect(Math.abs(lowestFoot(t))).toBeLessThan(1e-3);
    const strict = await place('walk-turn-jump.bvh', { contact: { speed: 0, height: 0.03 } });
    expect(strict.contacts.every((c) => c === 0)).toBe(true);
  });

  it('refuses a map whose source is not in the clip, and a bad scale', async () => {
    const bytes = new Uint8Array(readFileSync(join(import.meta.dirname, 'test-data', 'walk-turn-jump.bvh')));
    const source = await readSourceMotion({ name: 'walk-turn-jump.bvh', bytes });
    if (!source.ok) throw new Error(source.message);
    expect(placeSource(source.value, { version: 1, entries: [{ source: 'LeftToeBase', link: 'left_toe_link', weight: 5 }] }, plan)).toEqual({ ok: false, message: 'the map\'s source "LeftToeBase" is not a joint or marker of the clip' });
    expect(placeSource(source.value, suggestMapping(source.value.names, plan).map, plan, { scale: -1 })).toEqual({ ok: false, message: 'the scale must be a positive number, got -1' });
  });
});
