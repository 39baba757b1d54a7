import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, REPO_ROOT } from './testing/runCli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bodyplan-keyframes-'));
const G1 = join(REPO_ROOT, 'src', 'bodyplan', 'import', '__tests__', 'models', 'g1_keyframes.xml');

describe('bodyplan import / export-mjcf keep MJCF keyframes', () => {
  it('a G1-style model: import keeps "initial" (pelvis 0.793 m) and "stand" in x-poses; export-mjcf writes them back as keys after "neutral"', async () => {
    const planPath = join(dir, 'g1.json');
    const imported = await runCli(['import', G1, '-o', planPath]);
    expect(imported.code).toBe(0);
    expect(imported.stderr).toMatch(/g1_keyframes\.xml:\d+:\d+: warning: <key name="bad_length"> has 10 qpos values, but the model's joints take 16; the key is skipped \[key-skipped\]/);
    const plan = JSON.parse(readFileSync(planPath, 'utf8')) as Record<string, unknown>;
    expect(plan['x-poses']).toMatchObject({ initial: { root: { pos: [0, 0, 0.793] } }, stand: { root: { pos: [0, 0, 0.755] } } });

    const exported = await runCli(['export-mjcf', planPath]);
    expect(exported.code).toBe(0);
    expect(exported.stderr).toBe('');
    const keys = [...exported.stdout.matchAll(/<key name="([^"]+)" qpos="([^"]+)"/g)].map((m) => [m[1], m[2]!.split(' ').slice(0, 3).join(' ')]);
    expect(keys).toEqual([['neutral', '0 0 0'], ['initial', '0 0 0.793'], ['stand', '0 0 0.755'], ['crouch', '0.05 0 0.6']]);
  });

  it('export-mjcf warns, naming the place, about a named pose it cannot write, and still writes the model', async () => {
    const planPath = join(dir, 'odd.json');
    writeFileSync(planPath, JSON.stringify({ fixed_base: true, joints: [{ name: 'a', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ name: 'j', type: 'hinge', axis: [0, 0, 1], neutral: 0 }] }], 'x-poses': { up: { dofs: { a: { j: 'high' } } }, side: { dofs: { a: { j: 0.5 } } } } }));
    const run = await runCli(['export-mjcf', planPath]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(`${planPath}: warning: x-poses/up: "high" is not a finite number (/dofs/a/j); left out\n`);
    expect(run.stdout).toContain('<key name="side" qpos="0.5"/>');
  });
});
