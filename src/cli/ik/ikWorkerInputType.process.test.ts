import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileBodyPlan } from '../../bodyplan/kinematics/model.ts';
import { FLY_BODY_PLAN_PATH, flyNativeTargets, readFlyBodyPlan } from '../../bodyplan/testing/flyFixtures.ts';

const root = join(import.meta.dirname, '..', '..', '..');
let dir: string;
let built: string;

/**
 * The CLI built to JavaScript (as the npm package ships it) and started as
 * `node --input-type=module -e "import(...)"`, as a script or a benchmark embeds it. Node passes the
 * process's options on to worker threads and refuses `--input-type` there, so the pool's thread died
 * at start and the calling thread solved everything alone: `--workers 2` gained nothing and said
 * nothing. Now the threads start without it, and a thread that fails is named on stderr.
 */
describe('bodyplan ik --workers 2, built, under node --input-type=module -e', () => {
  beforeAll(() => {
    // Inside node_modules/ so that the build's own imports (zod, jsonc-parser) resolve, as installed.
    mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
    dir = mkdtempSync(join(root, 'node_modules', '.cache', 'bodyplan-cli-input-type-'));
    built = join(dir, 'dist-cli');
    execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'vite.cli.config.ts', '--outDir', built, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, stdio: 'pipe' });
    const model = compileBodyPlan(readFlyBodyPlan());
    const native = flyNativeTargets(model.jointCount, 60);
    // Long enough to be solved in parallel when the threads are up (parallelThreshold.ts).
    const frames = Array.from({ length: 12_000 }, (_, f) => Array.from({ length: model.jointCount }, (_, k) => {
      const p = native[f % native.length]!;
      return Number.isFinite(p[3 * k]!) ? [p[3 * k]!, p[3 * k + 1]!, p[3 * k + 2]!] : null;
    }));
    writeFileSync(join(dir, 'targets.json'), JSON.stringify({ frames }));
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts its worker thread (no failure on stderr) and writes what --workers 1 writes', () => {
    const run = (workers: number) =>
      spawnSync(
        process.execPath,
        ['--input-type=module', '-e', `const { main } = await import(${JSON.stringify(join(built, 'bodyplan.mjs'))}); process.exitCode = await main(process.argv.slice(1));`,
          'ik', FLY_BODY_PLAN_PATH, '--targets', join(dir, 'targets.json'), '--workers', String(workers), '-o', join(dir, `out-${workers}.json`)],
        { encoding: 'utf8', timeout: 110_000 },
      );
    const one = run(1);
    const two = run(2);
    expect(one.status).toBe(0);
    expect(two.stderr).not.toMatch(/worker thread failed/);
    expect(two.status).toBe(0);
    const angles = (workers: number) => (JSON.parse(readFileSync(join(dir, `out-${workers}.json`), 'utf8')) as { frames: { dofs: number[] }[] }).frames;
    const [a, b] = [angles(1), angles(2)];
    expect(b.length).toBe(12_000);
    let largest = 0;
    a.forEach((frame, f) => frame.dofs.forEach((v, d) => (largest = Math.max(largest, Math.abs(v - b[f]!.dofs[d]!)))));
    expect(largest).toBeLessThan(1e-9);
  }, 120_000);
});
