import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importRobotModel } from '../importRobotModel.ts';
import { compareWithMujoco } from './mujocoReference.ts';
import { binaryStl, TETRAHEDRON } from './stlFixture.ts';

/**
 * A URDF as robot descriptions come (lenient.urdf, written for this test): MuJoCo loads it, so the
 * import does too, saying what it made of each flaw; and every link, fixed ones included, lands
 * where MuJoCo puts it.
 */
const source = readFileSync(join(import.meta.dirname, 'models', 'lenient.urdf'), 'utf8').trimEnd();
const withNuls = `${source}\0\0\0`;
const MESH = { 'trunk.stl': binaryStl(TETRAHEDRON) };

describe('a URDF as it comes', () => {
  it('imports with one warning per flaw: reversed limits (unbounded), a visual with a bad scale (skipped), NUL bytes after </robot>', () => {
    const { plan, diagnostics } = importRobotModel(withNuls);
    expect(plan).not.toBeNull();
    const lines = source.split('\n');
    const lineOf = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    expect(diagnostics.filter((d) => d.severity !== 'info').map((d) => [d.code, d.line])).toEqual([
      ['trailing-bytes', lines.length],
      ['visual-skipped', lineOf('<link name="trunk">')],
      ['limits-reversed', lineOf('<limit lower="1" upper="-1"')],
    ]);
    expect(diagnostics[0]!.message).toBe('3 NUL bytes after </robot>: ignored');
    expect(diagnostics[0]!.column).toBe(lines[lines.length - 1]!.length + 1);
    expect(diagnostics.find((d) => d.code === 'visual-skipped')!.message).toMatch(/"scale" of <mesh> needs 3 numbers, found 4/);
    const upper = plan!.joints.find((j) => j.name === 'upper')!;
    expect(upper.dofs[0]).toMatchObject({ name: 'bend', limits: null });
    expect(plan!.joints.find((j) => j.name === 'trunk')!['x-geoms']).toBeUndefined();
    // Every link is a joint of the plan, the fixed ones at their exact origins.
    expect(plan!.joints.map((j) => [j.name, j.parent, j.dofs.length])).toEqual([
      ['base', null, 0], ['trunk', 'base', 0], ['upper', 'trunk', 1], ['flange', 'upper', 0], ['tool', 'flange', 1], ['sensor', 'trunk', 0],
    ]);
    expect(plan!.joints.find((j) => j.name === 'trunk')!.offset_pos).toEqual([0.1, 0.2, 0.3]);
  });

  it('MuJoCo loads the same file (NULs and all) and agrees on every link, fixed ones included', async () => {
    const plan = importRobotModel(withNuls).plan!;
    const c = await compareWithMujoco(withNuls, 'lenient.urdf', plan, 50, 17, MESH);
    expect(c.unmatched).toEqual([]);
    expect(c.compared).toBe(plan.joints.length);
    expect(c.maxError).toBeLessThanOrEqual(1e-9 * Math.max(c.size, 1e-3));
  });

  it('with mergeFixed, the fixed links with children are merged and the rest still agrees with MuJoCo', async () => {
    const plan = importRobotModel(withNuls, { mergeFixed: true }).plan!;
    expect(plan.joints.map((j) => j.name)).toEqual(['base', 'upper', 'tool', 'sensor']);
    const c = await compareWithMujoco(withNuls, 'lenient.urdf', plan, 50, 19, MESH);
    expect(c.unmatched.sort()).toEqual(['body flange', 'body trunk']);
    expect(c.maxError).toBeLessThanOrEqual(1e-9 * Math.max(c.size, 1e-3));
  });
});
