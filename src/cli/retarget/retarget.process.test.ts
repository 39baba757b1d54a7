import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ForwardKinematics } from '../../bodyplan/kinematics/kinematics.ts';
import { compileBodyPlan } from '../../bodyplan/kinematics/model.ts';
import { g1TestHumanoid } from '../../bodyplan/retarget/testing/g1TestHumanoid.ts';
import { placeSource } from '../../bodyplan/retarget/placeSource.ts';
import { readSourceMotion } from '../../bodyplan/retarget/readSourceMotion.ts';
import { solveRetarget } from '../../bodyplan/retarget/solveRetarget.ts';
import { suggestMapping } from '../../bodyplan/retarget/suggestMapping.ts';
import { inMujocoOrder } from '../../bodyplan/retarget/trajectoryColumns.ts';
import { trajectoryToCsv } from '../../bodyplan/retarget/trajectoryFiles.ts';
import { runCli, startCli, REPO_ROOT } from '../testing/runCli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bodyplan-retarget-'));
const ROBOT = join(dir, 'g1.json');
writeFileSync(ROBOT, JSON.stringify(g1TestHumanoid()));
const CLIP = join(REPO_ROOT, 'src', 'bodyplan', 'retarget', 'test-data', 'walk-turn-jump.bvh');
const clipText = readFileSync(CLIP, 'utf8');
const clipFrames = Number(/Frames:\s*(\d+)/.exec(clipText)![1]);
const clipFrameTime = Number(/Frame Time:\s*([\d.eE+-]+)/.exec(clipText)![1]);

/** The output folder's files: a refused run must leave none (not even a temporary one). */
const filesIn = (folder: string) => readdirSync(folder).sort();

describe('bodyplan retarget', () => {
  it('retargets the walk-turn-jump BVH onto the G1-like plan: a CSV in qpos order at the clip rate, the pelvis at a standing height, JSON, keyframes, report and map', async () => {
    const out = mkdtempSync(join(dir, 'ok-'));
    const run = await runCli(['retarget', ROBOT, '--motion', CLIP, '-o', join(out, 'trajectory.csv'), '--json', join(out, 'trajectory.json'), '--keyframes', join(out, 'keys.xml'), '--report', join(out, 'report.json'), '--write-map', join(out, 'map.json')]);
    expect(run.stderr).toContain(`solved ${clipFrames} of ${clipFrames} frames`);
    expect(run.code).toBe(0);
    expect(filesIn(out)).toEqual(['keys.xml', 'map.json', 'report.json', 'trajectory.csv', 'trajectory.json']);

    const [header, ...rows] = readFileSync(join(out, 'trajectory.csv'), 'utf8').trimEnd().split('\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 9)).toEqual(['time', 'root_x', 'root_y', 'root_z', 'root_qw', 'root_qx', 'root_qy', 'root_qz', 'left_hip_pitch_link/left_hip_pitch_joint']);
    expect(columns).toHaveLength(8 + 29);
    expect(rows).toHaveLength(clipFrames);
    const values = rows.map((row) => row.split(',').map(Number));
    // The rate is the clip's (its Frame Time, 0.033333 s, is 30 fps written to 6 digits); the time step is 1 / that rate.
    const json = JSON.parse(readFileSync(join(out, 'trajectory.json'), 'utf8')) as { fps: number; frames: number; columns: string[]; rows: number[][] };
    expect(json.fps).toBeCloseTo(1 / clipFrameTime, 2);
    for (let f = 1; f < values.length; f++) expect(values[f]![0]! - values[f - 1]![0]!).toBeCloseTo(1 / json.fps, 12);

    // The pelvis link's height through our FK, from the CSV as written (a depth-first plan: its DOF order is the CSV's).
    const model = compileBodyPlan(g1TestHumanoid());
    const fk = new ForwardKinematics(model);
    const pelvisZ = values.map((row) => {
      fk.compute(Float64Array.from(row.slice(8)), row.slice(1, 4), row.slice(4, 8));
      return fk.keypoints[3 * model.jointNames.indexOf('pelvis') + 2]!;
    });
    const sorted = [...pelvisZ].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(`${clipFrames} frames; pelvis height: median ${median.toFixed(3)} m, from ${sorted[0]!.toFixed(3)} to ${sorted.at(-1)!.toFixed(3)} m`);
    expect(median).toBeGreaterThan(0.6);
    expect(median).toBeLessThan(0.9);

    expect(json.frames).toBe(clipFrames);
    expect(json.columns).toEqual(columns);
    expect(json.rows[7]).toEqual(values[7]);
    expect(readFileSync(join(out, 'keys.xml'), 'utf8').match(/<key time="/g)).toHaveLength(clipFrames);
    expect(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'))).toMatchObject({ frames: clipFrames, scale: { limbs: [] } });

    // Solved in the command's worker thread, the trajectory is byte for byte the library's solve in this thread.
    const source = await readSourceMotion({ name: 'walk-turn-jump.bvh', bytes: new Uint8Array(readFileSync(CLIP)) });
    if (!source.ok) throw new Error(source.message);
    const placed = placeSource(source.value, suggestMapping(source.value.names, g1TestHumanoid()).map, g1TestHumanoid());
    if (!placed.ok) throw new Error(placed.message);
    expect(readFileSync(join(out, 'trajectory.csv'), 'utf8')).toBe(trajectoryToCsv(inMujocoOrder(model, solveRetarget(model, placed.value))));
  });

  it('--scale per-limb prints each limb\'s factor and writes them in the report', async () => {
    const out = mkdtempSync(join(dir, 'limbs-'));
    const run = await runCli(['retarget', ROBOT, '--motion', CLIP, '--scale', 'per-limb', '-o', join(out, 'trajectory.csv'), '--report', join(out, 'report.json')]);
    expect(run.code).toBe(0);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { scale: { factor: number; limbs: { limb: string; factor: number; source_from: string }[] } };
    expect(report.scale.limbs.map((limb) => limb.limb)).toEqual(['left leg', 'right leg', 'left arm', 'right arm', 'spine']);
    expect(report.scale.limbs.every((limb) => limb.source_from === 'rest pose')).toBe(true);
    const shown = report.scale.limbs.map((limb) => `${limb.limb} ${Math.round(limb.factor * 1000) / 1000}`).join(', ');
    expect(run.stderr).toContain(`bodyplan retarget: scaled per limb (rest pose): ${shown}; the pelvis's path by ${Math.round(report.scale.factor * 1000) / 1000}; `);
  });

  it('refuses a --map naming a link the robot does not have, saying where, with exit 2 and nothing written', async () => {
    const out = mkdtempSync(join(dir, 'badmap-'));
    const map = join(out, 'map.json');
    writeFileSync(map, '{\n  "version": 1,\n  "entries": [\n    {"source": "Hips", "link": "pelvis", "weight": 1},\n    {"source": "LeftFoot", "link": "left_foot_link", "weight": 5}\n  ]\n}\n');
    const run = await runCli(['retarget', ROBOT, '--motion', CLIP, '--map', map, '-o', join(out, 'trajectory.csv')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`bodyplan retarget: --map ${map.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:5:\\d+: .*left_foot_link`));
    expect(filesIn(out)).toEqual(['map.json']);
  });

  it('refuses a BVH none of whose bones matches a robot link, naming them, with exit 2 and nothing written', async () => {
    const out = mkdtempSync(join(dir, 'nomatch-'));
    // A rig exported with generic bone names (Bone, Bone.001, ...): nothing says which is the hip or the foot.
    let bone = 0;
    const renamed = clipText.replace(/(ROOT|JOINT)\s+\S+/g, (_, kind: string) => `${kind} Bone.${String(bone++).padStart(3, '0')}`);
    const clip = join(out, 'generic.bvh');
    writeFileSync(clip, renamed);
    const run = await runCli(['retarget', ROBOT, '--motion', clip, '-o', join(out, 'trajectory.csv'), '--report', join(out, 'report.json')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`bodyplan retarget: --motion ${clip}: none of its`);
    expect(run.stderr).toContain('matches a link of the robot by name');
    expect(filesIn(out)).toEqual(['generic.bvh']);
  });

  it('refuses two outputs naming one file before reading anything', async () => {
    const out = mkdtempSync(join(dir, 'same-'));
    const run = await runCli(['retarget', ROBOT, '--motion', CLIP, '-o', join(out, 't.csv'), '--json', join(out, 't.csv')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`bodyplan retarget: -o and --json both name "${join(out, 't.csv')}"; give each output its own file\n`);
    expect(existsSync(join(out, 't.csv'))).toBe(false);
  });

  // The clip played 60 times over (8,100 frames): long enough to be stopped once its first quarter is solved.
  const longClip = (out: string): string => {
    const [head, motion] = clipText.split(/^MOTION\r?\n/m) as [string, string];
    const frameLines = motion.split(/\r?\n/).filter((line) => /^\s*-?\d/.test(line));
    const clip = join(out, 'long.bvh');
    writeFileSync(clip, `${head}MOTION\nFrames: ${60 * frameLines.length}\nFrame Time: ${clipFrameTime}\n${Array.from({ length: 60 }, () => frameLines.join('\n')).join('\n')}\n`);
    return clip;
  };

  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    it(`${signal === 'SIGINT' ? 'Ctrl-C' : 'SIGTERM'} during the solve (in its worker thread) stops it with exit ${code}, saying so, and writes none of the outputs, not even a temporary file`, async () => {
      const out = mkdtempSync(join(dir, 'stop-'));
      const clip = longClip(out);
      const started = startCli(['retarget', ROBOT, '--motion', clip, '-o', join(out, 'trajectory.csv'), '--json', join(out, 'trajectory.json'), '--report', join(out, 'report.json')], { timeoutMs: 120_000 });
      let stderr = '';
      let sent = false;
      started.child.stderr!.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        // Once: a second signal after the command has finished stopping would find no handler.
        if (!sent && /solved \d+ of 8100 frames/.test(stderr)) sent = started.child.kill(signal);
      });
      const run = await started.done;
      expect(sent).toBe(true);
      expect(run.stderr).toContain(`bodyplan retarget: stopped by ${signal}; nothing written`);
      expect(run.stderr).not.toContain('solved 8100 of 8100');
      expect(run.stderr).not.toContain('frames solved in');
      expect(run.code).toBe(code);
      // readdirSync lists hidden files too: the outputs' temporary files (".name….tmp") would show.
      expect(filesIn(out)).toEqual(['long.bvh']);
    }, 130_000);
  }
});
