import { cpSync, existsSync, rmSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FLY_BODY_PLAN_PATH, readFlyFixtures } from '../bodyplan/testing/flyFixtures.ts';
import { FILLER, prepareFullDisk } from './testing/fullDisk.ts';
import { g1TestHumanoid } from '../bodyplan/retarget/testing/g1TestHumanoid.ts';
import { REPO_ROOT, runCli, type CliRun } from './testing/runCli.ts';

// A real 256 kB tmpfs when this runs as root (CI), else a stub of fs.writeSync in the CLI: the test names say which ran.
const disk = prepareFullDisk('bodyplan-full-disk-');
afterAll(() => disk.remove());

const inputs = mkdtempSync(join(tmpdir(), 'bodyplan-full-disk-inputs-'));
/** 60 fly frames: about 55 kB of ik output, more than the 16 kB left free, so the disk fills mid-write. */
const TARGETS = join(inputs, 'fly.json');
writeFileSync(TARGETS, JSON.stringify({ fps: 30, frames: Array.from({ length: 60 }, (_, f) => [null, ...readFlyFixtures().real_frames[f % 8]!.target_ego]) }));
const URDF = join(REPO_ROOT, 'src/bodyplan/import/__tests__/models/robot.urdf');
const HUMANOID = join(inputs, 'g1.json');
writeFileSync(HUMANOID, JSON.stringify(g1TestHumanoid()));
const CLIP = join(REPO_ROOT, 'src/bodyplan/retarget/test-data/walk-turn-jump.bvh');

/** The names in the full folder but the filler: hidden temporary files included. */
const onDisk = () => readdirSync(disk.dir).filter((name) => name !== FILLER).sort();
const out = (name: string) => join(disk.dir, name);
const run = (args: string[], stdoutPath?: string): Promise<CliRun> => runCli(args, { timeoutMs: 60_000, env: disk.env(), ...(stdoutPath === undefined ? {} : { stdoutPath }) });

/**
 * The same command on a full disk and then with space. `newOnFullDisk`: the files the refused run
 * left (the test's own stdout file aside), which must be none: no result and no temporary file.
 */
async function refusedThenWritten(args: string[], free: number, stdoutPath?: string): Promise<{ full: CliRun; newOnFullDisk: string[]; stdoutBytesAfterFull: number | null; freed: CliRun }> {
  const before = onDisk();
  disk.fill(free);
  const full = await run(args, stdoutPath);
  const newOnFullDisk = onDisk().filter((name) => !before.includes(name) && out(name) !== stdoutPath);
  const stdoutBytesAfterFull = stdoutPath === undefined ? null : statSync(stdoutPath).size;
  disk.free();
  const freed = await run(args, stdoutPath);
  return { full, newOnFullDisk, stdoutBytesAfterFull, freed };
}

describe(`on a full disk (${disk.kind}), every output is whole or absent`, () => {
  it('ik -o: refused with exit 2 and nothing on disk; with space, the whole result', async () => {
    const { full, newOnFullDisk, freed } = await refusedThenWritten(['ik', FLY_BODY_PLAN_PATH, '--targets', TARGETS, '-o', out('angles.json')], 16 * 1024);
    expect(full).toMatchObject({ code: 2, stdout: '', stderr: `bodyplan ik: cannot write "${out('angles.json')}": no space left on device (ENOSPC); nothing was written\n` });
    expect(newOnFullDisk).toEqual([]);
    expect(freed).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect((JSON.parse(readFileSync(out('angles.json'), 'utf8')) as { frames: unknown[] }).frames).toHaveLength(60);
  }, 120_000);

  it('ik > file: exit 2, and the file cut by the full disk is emptied; with space, the whole result', async () => {
    const { full, newOnFullDisk, stdoutBytesAfterFull, freed } = await refusedThenWritten(['ik', FLY_BODY_PLAN_PATH, '--targets', TARGETS], 16 * 1024, out('redirected.json'));
    expect(stdoutBytesAfterFull).toBe(0);
    expect(full).toMatchObject({ code: 2, stderr: 'bodyplan ik: cannot write to standard output (a file): no space left on device (ENOSPC); the file was emptied, so no cut result is left in it\n' });
    expect(newOnFullDisk).toEqual([]);
    expect(freed).toMatchObject({ code: 0, stderr: '' });
    expect((JSON.parse(readFileSync(out('redirected.json'), 'utf8')) as { frames: unknown[] }).frames).toHaveLength(60);
  }, 120_000);

  it('fk -o and fk > file: refused on a full disk; an older result is left as it was', async () => {
    const { full, newOnFullDisk, freed } = await refusedThenWritten(['fk', FLY_BODY_PLAN_PATH, '-o', out('joints.json')], 0);
    expect(full).toMatchObject({ code: 2, stdout: '', stderr: `bodyplan fk: cannot write "${out('joints.json')}": no space left on device (ENOSPC); nothing was written\n` });
    expect(newOnFullDisk).toEqual([]);
    expect(freed).toMatchObject({ code: 0, stderr: '' });
    const neutral = readFileSync(out('joints.json'), 'utf8');
    expect((JSON.parse(neutral) as { joints: unknown[] }).joints).toHaveLength(31);

    disk.fill(0);
    const moved = await run(['fk', FLY_BODY_PLAN_PATH, '--root-pos', '1,2,3', '-o', out('joints.json')]);
    expect(moved).toMatchObject({ code: 2, stderr: `bodyplan fk: cannot write "${out('joints.json')}": no space left on device (ENOSPC); the existing file was left as it was\n` });
    expect(readFileSync(out('joints.json'), 'utf8')).toBe(neutral);
    const redirected = await run(['fk', FLY_BODY_PLAN_PATH], out('fk-stdout.json'));
    expect(redirected).toMatchObject({ code: 2, stderr: 'bodyplan fk: cannot write to standard output (a file): no space left on device (ENOSPC); the file was emptied, so no cut result is left in it\n' });
    expect(statSync(out('fk-stdout.json')).size).toBe(0);
    disk.free();
  }, 120_000);

  it('import -o and export-mjcf -o: refused on a full disk, written whole with space', async () => {
    const imported = await refusedThenWritten(['import', URDF, '-o', out('robot.json')], 0);
    expect(imported.full).toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining(`bodyplan import: cannot write "${out('robot.json')}": no space left on device (ENOSPC); nothing was written\n`) as string });
    expect(imported.freed.code).toBe(0);
    expect(JSON.parse(readFileSync(out('robot.json'), 'utf8'))).toHaveProperty('joints');

    const exported = await refusedThenWritten(['export-mjcf', FLY_BODY_PLAN_PATH, '-o', out('fly.xml')], 0);
    expect(exported.full).toMatchObject({ code: 2, stdout: '', stderr: `bodyplan export-mjcf: cannot write "${out('fly.xml')}": no space left on device (ENOSPC); nothing was written\n` });
    expect(exported.freed).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(out('fly.xml'), 'utf8')).toMatch(/^<mujoco[\s\S]*<\/mujoco>\n?$/);
    expect(imported.newOnFullDisk).toEqual([]);
    expect(exported.newOnFullDisk).toEqual([]);
  }, 120_000);

  it('import --expanded-out: the expanded URDF is refused first, so neither file is written; with space, both', async () => {
    const ws = mkdtempSync(join(tmpdir(), 'bodyplan-full-disk-ros2-'));
    cpSync(join(REPO_ROOT, 'test-data', 'xacro', 'ros2-arm'), join(ws, 'src', 'arm_description'), { recursive: true });
    const args = ['import', join(ws, 'src', 'arm_description', 'urdf', 'arm.urdf.xacro'), '--package-path', join(ws, 'src'), '--expanded-out', out('arm.urdf'), '-o', out('arm.json')];
    const { full, newOnFullDisk, freed } = await refusedThenWritten(args, 0);
    expect(full).toMatchObject({ code: 2, stdout: '', stderr: `bodyplan import: cannot write "${out('arm.urdf')}": no space left on device (ENOSPC); nothing was written\n` });
    expect(newOnFullDisk).toEqual([]);
    expect(freed.code).toBe(0);
    expect(readFileSync(out('arm.urdf'), 'utf8')).toMatch(/<robot[\s\S]*<\/robot>/);
    expect((JSON.parse(readFileSync(out('arm.json'), 'utf8')) as { joints: unknown[] }).joints).toHaveLength(9);
    expect(onDisk().filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 120_000);
});

describe('-o to a device is written into, never replaced', () => {
  it('fk -o /dev/null succeeds and /dev/null stays the device', async () => {
    const { code, stderr } = await runCli(['fk', FLY_BODY_PLAN_PATH, '-o', '/dev/null'], 60_000);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(existsSync('/dev/null') && statSync('/dev/null').isCharacterDevice()).toBe(true);
  }, 60_000);
});

describe('-o where no file can be written says why, by name', () => {
  it('a folder, and a folder that does not exist', async () => {
    const [folder, missing] = await Promise.all([
      runCli(['fk', FLY_BODY_PLAN_PATH, '-o', inputs], 60_000),
      runCli(['fk', FLY_BODY_PLAN_PATH, '-o', join(inputs, 'no-such-folder', 'joints.json')], 60_000),
    ]);
    expect(folder).toMatchObject({ code: 2, stdout: '', stderr: `bodyplan fk: cannot write "${inputs}": it is a folder (EISDIR)\n` });
    expect(missing).toMatchObject({ code: 2, stdout: '', stderr: `bodyplan fk: cannot write "${join(inputs, 'no-such-folder', 'joints.json')}": its folder does not exist (ENOENT); nothing was written\n` });
  }, 60_000);
  // Two outputs, as they fit the 256 kB disk once it has space (the CSV is about 92 kB); the earlier tests' results are removed first.
  it('retarget -o --report: refused with exit 2 and neither on disk; with space, both whole', async () => {
    for (const name of onDisk()) rmSync(out(name), { recursive: true, force: true });
    const args = ['retarget', HUMANOID, '--motion', CLIP, '-o', out('trajectory.csv'), '--report', out('report.json')];
    const { full, newOnFullDisk, freed } = await refusedThenWritten(args, 16 * 1024);
    expect(full.code, full.stderr).toBe(2);
    expect(full.stderr).toMatch(/no space left on device \(ENOSPC\)/);
    expect(newOnFullDisk).toEqual([]);
    expect(freed.code, freed.stderr).toBe(0);
    const rows = readFileSync(out('trajectory.csv'), 'utf8').trimEnd().split('\n');
    expect(rows).toHaveLength(136);
    expect((JSON.parse(readFileSync(out('report.json'), 'utf8')) as { frames: number }).frames).toBe(135);
  });
});
