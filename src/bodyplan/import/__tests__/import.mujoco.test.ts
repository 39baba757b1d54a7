import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportMjcf } from '../../export/exportMjcf.ts';
import { loadBodyPlan } from '../../format/load.ts';
import type { BodyPlan } from '../../format/schema.ts';
import { importRobotModel, type ImportOptions } from '../importRobotModel.ts';
import { readFlyBodyPlan } from '../../testing/flyFixtures.ts';
import { compareWithMujoco, type Comparison } from './mujocoReference.ts';
import { binaryStl, TETRAHEDRON } from './stlFixture.ts';

/**
 * Differential tests against MuJoCo: each test model (written for these tests) is imported, and
 * for 100 random poses within its joints' ranges the plan's FK keypoints must equal MuJoCo's body
 * and site positions after mj_kinematics to 1e-9 of the model's size; then the same for the plan
 * exported as MJCF and loaded back into MuJoCo.
 */
const models = join(import.meta.dirname, 'models');
const read = (name: string) => readFileSync(join(models, name), 'utf8');
const TOLERANCE = 1e-9;
/** The mesh files the test models name, for MuJoCo to load with exported models (a tetrahedron). */
const MESHES: Record<string, string | Uint8Array> = { 'arm.stl': binaryStl(TETRAHEDRON) };

function importModel(name: string, files: Record<string, string> = {}, options: ImportOptions = {}): BodyPlan {
  const result = importRobotModel(read(name), { ...options, files: new Map(Object.entries(files)) });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(result.plan).not.toBeNull();
  // The plan is a valid body plan by the project's own validator.
  const loaded = loadBodyPlan(JSON.stringify(result.plan));
  expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return result.plan!;
}

function expectExact(c: Comparison, unmatched: string[] = []): void {
  expect(c.unmatched.sort()).toEqual(unmatched.sort());
  expect(c.compared).toBeGreaterThan(0);
  expect(c.maxError).toBeLessThanOrEqual(TOLERANCE * Math.max(c.size, 1e-3));
}

const CASES: { file: string; extra?: Record<string, string>; unmatched?: string[]; options?: ImportOptions }[] = [
  { file: 'arm.xml' },
  { file: 'floating.xml' },
  { file: 'multiroot.xml', extra: { 'multiroot_part.xml': read('multiroot_part.xml') } },
  // Every link is a joint: the fixed link "mount" (which has children) too.
  { file: 'robot.urdf' },
  // The compact form merges "mount" into what follows it.
  { file: 'robot.urdf', unmatched: ['body mount'], options: { mergeFixed: true } },
];

describe('import and export checked against MuJoCo', () => {
  it("QuickIK's fly plan exported as MJCF: MuJoCo's bodies are the plan's keypoints over 100 poses", async () => {
    const plan = readFlyBodyPlan();
    const c = await compareWithMujoco(exportMjcf(plan, 'fly'), 'fly.xml', plan, 100, 5);
    expect(c.compared).toBe(plan.joints.length);
    expect(c.unmatched.every((u) => /__(free|dofs)$/.test(u))).toBe(true);
    expect(c.maxError).toBeLessThanOrEqual(TOLERANCE * Math.max(c.size, 1e-3));
  });

  for (const { file, extra = {}, unmatched = [], options = {} } of CASES) {
    const title = `${file}${options.mergeFixed ? ' (mergeFixed)' : ''}`;
    it(`${title}: imported plan's keypoints equal MuJoCo's bodies and sites over 100 poses`, async () => {
      const plan = importModel(file, extra, options);
      const c = await compareWithMujoco(read(file), file, plan, 100, 7, extra);
      expectExact(c, unmatched);
    });

    it(`${title}: the plan exported as MJCF, loaded by MuJoCo, gives the same keypoints`, async () => {
      const plan = importModel(file, extra, options);
      const exported = exportMjcf(plan);
      const c = await compareWithMujoco(exported, `${file}.exported.xml`, plan, 100, 11, MESHES);
      // Every plan joint is an exported body or site; the exporter's helper bodies have no plan joint.
      // (A fixed-base root named "world" without DOFs is MuJoCo's world itself.)
      expect(c.compared).toBe(plan.joints.filter((j) => !(j.parent === null && j.name === 'world')).length);
      expect(c.unmatched.every((u) => /__(free|dofs)$/.test(u))).toBe(true);
      expect(c.maxError).toBeLessThanOrEqual(TOLERANCE * Math.max(c.size, 1e-3));
      // Import -> export -> import keeps the kinematics: compare the re-imported plan with MuJoCo too.
      const again = importRobotModel(exported);
      expect(again.plan).not.toBeNull();
      const c2 = await compareWithMujoco(exported, `${file}.exported.xml`, again.plan!, 100, 13, MESHES);
      expect(c2.maxError).toBeLessThanOrEqual(TOLERANCE * Math.max(c2.size, 1e-3));
    });
  }
});
