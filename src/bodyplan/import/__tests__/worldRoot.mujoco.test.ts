import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../../format/load.ts';
import { importRobotModel, type ImportOptions } from '../importRobotModel.ts';
import { compareWithMujoco } from './mujocoReference.ts';

/**
 * A world holding more than the robot: the plan is built from one top-level body (the `root`
 * option, else the one with the most joints), and MuJoCo agrees on every body and site kept, at
 * random poses of everything in the world (the objects left out move too, and must not matter).
 */
const models = join(import.meta.dirname, 'models');
const read = (name: string) => readFileSync(join(models, name), 'utf8');
const TOLERANCE = 1e-9;

function importScene(file: string, options: ImportOptions = {}) {
  const result = importRobotModel(read(file), options);
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(loadBodyPlan(JSON.stringify(result.plan)).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { ...result, plan: result.plan! };
}

async function expectMujocoAgrees(file: string, plan: ReturnType<typeof importScene>['plan'], unmatched: string[]) {
  const leftOutBodies = unmatched.filter((u) => u.startsWith('body ')).map((u) => u.slice('body '.length));
  const c = await compareWithMujoco(read(file), file, plan, 30, 3, {}, leftOutBodies);
  expect(c.unmatched.sort()).toEqual(unmatched.sort());
  // Every plan joint that is a MuJoCo body or site was compared (the "world" root is MuJoCo's world).
  expect(c.compared).toBe(plan.joints.filter((j) => j.name !== 'world' && !j.name.includes('/')).length);
  expect(c.maxError).toBeLessThanOrEqual(TOLERANCE * Math.max(c.size, 1e-3));
}

describe('a world with more than the robot', () => {
  it('a fixed arm beside free objects: the arm, the fixed pedestal and the world site are kept under "world"; the free objects are one warning', async () => {
    const { plan, diagnostics, rootCandidates } = importScene('scene_objects.xml');
    expect(rootCandidates.map((c) => [c.name, c.joints, c.free])).toEqual([['cube', 1, true], ['pedestal', 0, false], ['arm_base', 3, false], ['ball', 1, true]]);
    expect(plan.fixed_base).toBe(true);
    expect(plan.joints.filter((j) => j.parent === 'world').map((j) => j.name)).toEqual(['world_marker', 'pedestal', 'arm_base']);
    const left = diagnostics.filter((d) => d.code === 'world-not-kept');
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ severity: 'warning', line: 9, column: 5 });
    expect(left[0]!.message).toMatch(/free body "cube" at 9:5, free body "ball" at 29:5/);
    expect(diagnostics.find((d) => d.code === 'root-chosen')?.message).toMatch(/built around "arm_base", with the world's other fixed bodies and sites, as it has the most joints \(3; "cube" 1, "pedestal" 0, "ball" 1\)/);
    await expectMujocoAgrees('scene_objects.xml', plan, ['body cube', 'body ball', 'site cube_corner']);
  });

  it('root "cube" (a free body): the plan floats with the cube; everything else is one warning', async () => {
    const { plan, diagnostics } = importScene('scene_objects.xml', { root: 'cube' });
    expect(plan.fixed_base).toBe(false);
    expect(plan.joints.map((j) => j.name)).toEqual(['cube', 'cube_corner']);
    const left = diagnostics.filter((d) => d.severity === 'warning');
    expect(left.map((d) => d.code)).toEqual(['world-not-kept']);
    for (const what of ['site "world_marker"', 'body "pedestal"', 'body "arm_base"', 'free body "ball"']) expect(left[0]!.message).toContain(what);
    await expectMujocoAgrees('scene_objects.xml', plan, ['body pedestal', 'body arm_base', 'body upper', 'body fore', 'body ball', 'site world_marker', 'site pedestal_top', 'site tool']);
  });

  it('a free robot with a world site and a fixed target: the plan floats with the robot; the site and the target are one warning', async () => {
    const { plan, diagnostics } = importScene('free_robot_scene.xml');
    expect(plan.fixed_base).toBe(false);
    expect(plan.joints[0]).toMatchObject({ name: 'torso', parent: null });
    expect(diagnostics.filter((d) => d.severity === 'warning').map((d) => [d.code, d.line])).toEqual([["world-not-kept", 8]]);
    expect(diagnostics.find((d) => d.code === 'world-not-kept')!.message).toMatch(/site "goal" at 8:5, body "target" at 9:5/);
    await expectMujocoAgrees('free_robot_scene.xml', plan, ['body target', 'site goal']);
  });

  it('root "target" (a fixed body) keeps it with the world site; the free robot is the one thing left out', async () => {
    const { plan, diagnostics } = importScene('free_robot_scene.xml', { root: 'target' });
    expect(plan.fixed_base).toBe(true);
    expect(plan.joints.map((j) => j.name)).toEqual(['world', 'goal', 'target']);
    expect(diagnostics.filter((d) => d.code === 'world-not-kept').map((d) => d.message)).toEqual([expect.stringMatching(/: free body "torso" at 10:5;/)]);
    await expectMujocoAgrees('free_robot_scene.xml', plan, ['body torso', 'body leg_left', 'body foot_left', 'body leg_right', 'body foot_right', 'site toe_left']);
  });

  it('a root that is not a top-level body is a located error listing the candidates', () => {
    const result = importRobotModel(read('scene_objects.xml'), { root: 'upper' });
    expect(result.plan).toBeNull();
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code: 'unknown-root', line: 6, column: 3 }]);
    expect(result.diagnostics[0]!.message).toContain('"cube" (free, 1 joint), "pedestal" (0 joints), "arm_base" (3 joints), "ball" (free, 1 joint)');
  });
});
