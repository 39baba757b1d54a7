import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileBodyPlan } from '../kinematics/model.ts';
import { placeSource, type PlacementOptions } from './placeSource.ts';
import { readSourceMotion } from './readSourceMotion.ts';
import { computeRetargetReport } from './report/computeRetargetReport.ts';
import type { RetargetTargets } from './retargetTypes.ts';
import { solveRetarget } from './solveRetarget.ts';
import { suggestMapping } from './suggestMapping.ts';
import { g1TestHumanoid } from './testing/g1TestHumanoid.ts';

// The goals for our test clips on a G1-sized humanoid: feet on the floor (penetration
// under 5 mm), foot skating under 1 cm per contact, no limit violations, tracking error reported.

const plan = g1TestHumanoid();
const model = compileBodyPlan(plan);
const CLIPS = ['walk-turn-jump.bvh', 'walk-turn-jump-zup-m.bvh', 'walk-turn-jump.trc', 'walk-turn-jump.c3d'];

async function placed(name: string, options: PlacementOptions): Promise<RetargetTargets> {
  const bytes = new Uint8Array(readFileSync(join(import.meta.dirname, 'test-data', name)));
  const source = await readSourceMotion({ name, bytes });
  if (!source.ok) throw new Error(source.message);
  const result = placeSource(source.value, suggestMapping(source.value.names, plan).map, plan, options);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

function summary(report: ReturnType<typeof computeRetargetReport>): string {
  return `skating ${report.foot_skating_cm.max_per_contact.toFixed(2)} cm/contact, penetration ${report.ground_penetration_mm.max.toFixed(1)} mm, ${report.limit_violations.length} limit violations`;
}

describe('feet held flat on the floor while in contact', () => {
  for (const clip of CLIPS) {
    for (const scale of ['auto', 'per-limb'] as const) {
      it(`${clip}, scale ${scale}: skating under 1 cm per contact, penetration under 5 mm, no limit violation, tracking reported`, async () => {
        const targets = await placed(clip, { scale });
        const report = computeRetargetReport(model, solveRetarget(model, targets), targets);
        console.log(`${clip}, ${scale}: ${summary(report)}`);
        // Each foot had contacts to hold (a walk has several steps per foot), so the figure measures something.
        expect(Math.min(...report.foot_skating_cm.feet.map((foot) => foot.contacts))).toBeGreaterThanOrEqual(3);
        expect(report.foot_skating_cm.max_per_contact).toBeLessThan(1);
        expect(report.ground_penetration_mm.max).toBeLessThan(5);
        expect(report.limit_violations).toEqual([]);
        expect(report.tracking_error_cm.map((link) => link.link)).toEqual(targets.links);
        for (const link of report.tracking_error_cm) expect(Number.isFinite(link.rms) && Number.isFinite(link.max), link.link).toBe(true);
      });
    }
  }

  it('the method before (each foot link held on its own at the source\'s height, 10 IK steps, no raised weight in contact) misses the goals on the BVH', async () => {
    const targets = await placed('walk-turn-jump.bvh', { footHold: 'points' });
    // No contacts given to the solve: no foot's weight raised; the report still measures the real contacts.
    const before = solveRetarget(model, { ...targets, contacts: new Uint8Array(targets.contacts.length) }, { iterations: 10 });
    const report = computeRetargetReport(model, before, targets);
    console.log(`the method before, walk-turn-jump.bvh: ${summary(report)}`);
    expect(report.foot_skating_cm.max_per_contact).toBeGreaterThan(1);
    expect(report.ground_penetration_mm.max).toBeGreaterThan(5);
  });

  it('holds a foot in contact as the robot\'s flat foot: the ankle at its height over the sole, the toe on the floor, one foot length apart', async () => {
    const targets = await placed('walk-turn-jump.trc', {});
    const at = (link: string, f: number, axis: number) => targets.positions[3 * (f * targets.links.length + targets.links.indexOf(link)) + axis]!;
    const inContact = (link: string, f: number) => targets.contacts[f * targets.footLinks.length + targets.footLinks.indexOf(link)] === 1;
    let both = 0;
    for (let f = 0; f < targets.frameCount; f++) {
      for (const side of ['left', 'right']) {
        const [ankle, toe] = [`${side}_ankle_roll_link`, `${side}_toe_link`];
        if (inContact(ankle, f)) expect(at(ankle, f, 2)).toBeCloseTo(0.793 - 0.7522, 6);
        if (inContact(toe, f)) expect(at(toe, f, 2)).toBeCloseTo(0, 6);
        if (inContact(ankle, f) && inContact(toe, f)) {
          both++;
          // The G1 test humanoid's toe link is 0.13 m ahead of its ankle; the markers LANK and LTOE are 0.16 m apart and 4 cm to the side.
          expect(Math.hypot(at(toe, f, 0) - at(ankle, f, 0), at(toe, f, 1) - at(ankle, f, 1))).toBeCloseTo(0.13, 6);
        }
      }
    }
    expect(both).toBeGreaterThan(100);
  });
});
