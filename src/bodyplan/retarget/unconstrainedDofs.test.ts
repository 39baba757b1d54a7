import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileBodyPlan } from '../kinematics/model.ts';
import { placeSource } from './placeSource.ts';
import { readSourceMotion } from './readSourceMotion.ts';
import { computeRetargetReport } from './report/computeRetargetReport.ts';
import { solveRetarget } from './solveRetarget.ts';
import { suggestMapping } from './suggestMapping.ts';
import { g1TestHumanoid } from './testing/g1TestHumanoid.ts';
import { unconstrainedDofs } from './unconstrainedDofs.ts';

const plan = g1TestHumanoid();
const model = compileBodyPlan(plan);

async function mapped(name: string) {
  const bytes = new Uint8Array(readFileSync(join(import.meta.dirname, 'test-data', name)));
  const source = await readSourceMotion({ name, bytes });
  if (!source.ok) throw new Error(source.message);
  return source.value;
}

describe('DOFs no mapped link constrains', () => {
  it('are the wrists\' roll and yaw when a LAFAN1-style skeleton maps the hands to the G1\'s last wrist link', async () => {
    const source = await mapped('walk-turn-jump.bvh');
    const links = [...new Set(suggestMapping(source.names, plan).map.entries.map((e) => e.link))];
    expect(links).toContain('left_wrist_yaw_link');
    const free = unconstrainedDofs(model, links.map((link) => model.jointNames.indexOf(link)));
    expect(free.map((d) => model.dofNames[d])).toEqual(['left_wrist_roll_joint', 'left_wrist_yaw_joint', 'right_wrist_roll_joint', 'right_wrist_yaw_joint']);
  });

  for (const clip of ['walk-turn-jump.bvh', 'walk-turn-jump.trc', 'walk-turn-jump.c3d']) {
    it(`${clip}: the wrists' roll shows no speed over its limit and no acceleration spike in the report, with either scale`, async () => {
      const source = await mapped(clip);
      for (const scale of ['auto', 'per-limb'] as const) {
        const placed = placeSource(source, suggestMapping(source.names, plan).map, plan, { scale });
        if (!placed.ok) throw new Error(placed.message);
        const report = computeRetargetReport(model, solveRetarget(model, placed.value), placed.value);
        const wrists = (joints: { joint: string }[]) => joints.map((j) => j.joint).filter((joint) => /wrist_(roll|yaw)/.test(joint));
        console.log(`${clip}, ${scale}: acceleration spikes ${JSON.stringify(report.acceleration_spikes.joints.map((j) => `${j.joint} ${Math.round(j.max)}`))}; speed violations ${JSON.stringify(report.velocity_violations.map((j) => j.joint))}`);
        expect(wrists(report.acceleration_spikes.joints), scale).toEqual([]);
        expect(wrists(report.velocity_violations), scale).toEqual([]);
      }
    });
  }
});
