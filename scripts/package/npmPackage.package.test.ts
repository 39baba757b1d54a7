import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ForwardKinematics } from '../../src/bodyplan/kinematics/kinematics.ts';
import { compileBodyPlan } from '../../src/bodyplan/kinematics/model.ts';
import { installPackedOffline, npm, plainEnvironment } from './installPackedOffline.ts';

const REPO_ROOT = join(import.meta.dirname, '..', '..');
// Outside the repository: Node must not find the checkout's node_modules from there.
const work = mkdtempSync(join(tmpdir(), 'bodyplan-package-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PLAN = 'planar-two-link-arm.json';
const model = compileBodyPlan(JSON.parse(readFileSync(join(REPO_ROOT, 'public', 'bodyplans', PLAN), 'utf8')));

/** Known angles per job and frame, and the 3D keypoints forward kinematics gives for them. */
function jobAngles(job: number): number[][] {
  // Within every DOF's limits (the elbow bends one way only: [0, 150°]).
  return [0, 1, 2, 3].map((f) => Array.from({ length: model.dofCount }, (_, d) => 0.4 + 0.3 * Math.sin(1 + job + 0.5 * f + d)));
}

function writeJobsFolder(dir: string): void {
  copyFileSync(join(REPO_ROOT, 'public', 'bodyplans', PLAN), join(dir, PLAN));
  const fk = new ForwardKinematics(model);
  const jobs = [0, 1, 2].map((j) => {
    const frames = jobAngles(j).map((angles) => {
      fk.compute(Float64Array.from(angles));
      return Array.from({ length: model.jointCount }, (_, k) => Array.from(fk.keypoints.subarray(3 * k, 3 * k + 3)));
    });
    writeFileSync(join(dir, `trial-${j}.json`), JSON.stringify({ frames }));
    // One job solves on two workers: the built worker thread's pool starts and ends with it.
    return { name: `trial-${j}`, plan: PLAN, targets: `trial-${j}.json`, iterations: 50, 'neutral-weight': 0, tolerance: 0, ...(j === 2 ? { workers: 2 } : {}) };
  });
  writeFileSync(join(dir, 'jobs.json'), JSON.stringify({ jobs }, null, 2));
}

describe('the npm package', () => {
  it('packs the CLI built to JavaScript; installed offline with its runtime dependencies only, `bodyplan batch` solves a jobs file', () => {
    const packDir = join(work, 'pack');
    mkdirSync(packDir);
    // `prepack` builds dist-cli/ (vite.cli.config.ts) first.
    const packed = npm(['pack', '--pack-destination', packDir], REPO_ROOT, 180_000);
    expect(packed.status, packed.output).toBe(0);
    const [tarball] = readdirSync(packDir).filter((name) => name.endsWith('.tgz'));
    expect(tarball, packed.output).toBeDefined();

    const listing = spawnSync('tar', ['-tzf', join(packDir, tarball!)], { encoding: 'utf8' }).stdout.trim().split('\n').sort();
    // Only what the command needs: no sources, tests, app or build tooling.
    expect(listing.filter((path) => !/^package\/dist-cli\/[\w-]+\.mjs$/.test(path))).toEqual([
      'package/README.md',
      'package/bin/bodyplan.mjs',
      'package/package.json',
      'package/public/bodyplan.schema.json',
    ]);
    expect(listing).toEqual(expect.arrayContaining(['package/dist-cli/bodyplan.mjs', 'package/dist-cli/ikWorker.mjs']));

    const app = join(work, 'app');
    mkdirSync(app);
    copyFileSync(join(packDir, tarball!), join(app, tarball!));
    installPackedOffline(join(app, tarball!), app, REPO_ROOT);
    // The development tools the checkout's command uses are not there.
    for (const tool of ['tsx', 'assemblyscript', 'vite', 'typescript']) expect(existsSync(join(app, 'node_modules', tool)), tool).toBe(false);

    const jobsDir = join(work, 'jobs');
    mkdirSync(jobsDir);
    writeJobsFolder(jobsDir);
    const bin = join(app, 'node_modules', '.bin', 'bodyplan');
    const run = spawnSync(bin, ['batch', join(jobsDir, 'jobs.json'), '--out-dir', join(jobsDir, 'results')], { cwd: jobsDir, env: plainEnvironment(), encoding: 'utf8', timeout: 120_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^bodyplan batch: shard 0\/1 \(.*\): 3 of 3 jobs: 3 ran, 0 skipped, 0 failed$/m);
    for (const j of [0, 1, 2]) {
      const result = JSON.parse(readFileSync(join(jobsDir, 'results', `trial-${j}.json`), 'utf8')) as { frames: { dofs: number[] }[] };
      expect(result.frames).toHaveLength(4);
      result.frames.forEach((frame, f) => frame.dofs.forEach((value, d) => expect(Math.abs(value - jobAngles(j)[f]![d]!)).toBeLessThan(1e-6)));
    }

    // The schema ships with it too.
    const schema = spawnSync(bin, ['schema'], { env: plainEnvironment(), encoding: 'utf8' });
    expect(schema.status).toBe(0);
    expect(JSON.parse(schema.stdout)).toEqual(JSON.parse(readFileSync(join(REPO_ROOT, 'public', 'bodyplan.schema.json'), 'utf8')));
  }, 240_000);
});
