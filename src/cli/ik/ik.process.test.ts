import { describe, expect, it } from 'vitest';
import { ForwardKinematics } from '../../bodyplan/kinematics/kinematics.ts';
import { compileBodyPlan } from '../../bodyplan/kinematics/model.ts';
import { FLY_BODY_PLAN_PATH, readFlyBodyPlan, readFlyFixtures } from '../../bodyplan/testing/flyFixtures.ts';
import { temporaryFiles, type IkFrame } from '../testing/ikTestFiles.ts';
import { runCli } from '../testing/runCli.ts';

const file = temporaryFiles('bodyplan-ik-');

/** The real CLI (its time limit above the tests' own): its exit code and output. */
async function run(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { code, stdout, stderr } = await runCli(args, 60_000);
  return { code, stdout, stderr };
}



const fixtures = readFlyFixtures();
/** The fixture keypoints are for joints[1:]; the root (thorax) is unobserved. */
const flyFrames = fixtures.real_frames.slice(0, 4).map((frame) => [null, ...frame.target_ego]);

describe('bodyplan ik', () => {
  it('solves fly frames in order and reports the unweighted RMS of the returned pose', async () => {
    const { code, stdout, stderr } = await run('ik', FLY_BODY_PLAN_PATH, '--targets', file('fly.json', { frames: flyFrames, fps: 30 }));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const frames = (JSON.parse(stdout) as { frames: IkFrame[] }).frames;
    expect(frames).toHaveLength(4);
    const fk = new ForwardKinematics(compileBodyPlan(readFlyBodyPlan()));
    frames.forEach((frame, f) => {
      expect(frame.dofs).toHaveLength(42);
      expect(frame.root_pos).toHaveLength(3);
      expect(frame.root_quat).toHaveLength(4);
      expect(frame.iterations).toBeGreaterThanOrEqual(1);
      expect(frame.iterations).toBeLessThanOrEqual(10);
      // Recompute the RMS from the printed pose: it must be what the command reports.
      fk.compute(frame.dofs, frame.root_pos, frame.root_quat);
      const target = fixtures.real_frames[f]!.target_ego;
      let squared = 0;
      target.forEach((point, i) => point.forEach((v, axis) => (squared += (fk.keypoints[3 * (i + 1) + axis]! - v) ** 2)));
      expect(frame.rms_error).toBeCloseTo(Math.sqrt(squared / 30), 12);
      const flygym = fixtures.real_frames[f]!.flygym_ik_reconstructed_ego;
      let theirs = 0;
      flygym.forEach((point, i) => point.forEach((v, axis) => (theirs += (v - target[i]![axis]!) ** 2)));
      expect(frame.rms_error!).toBeLessThan(1.1 * Math.sqrt(theirs / 30));
    });
  }, 120_000);

  it('honours weights and options: a leg weighted 0 keeps its neutral pose; --iterations 1 takes one step', async () => {
    const weights = flyFrames.map((frame) => frame.map((_, j) => (j >= 1 && j <= 5 ? 0 : 1)));
    const targets = file('weighted.json', { frames: flyFrames.slice(0, 1), weights: weights.slice(0, 1) });
    const { code, stdout } = await run('ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--iterations', '1', '--neutral-weight', '0.01');
    expect(code).toBe(0);
    const [frame] = (JSON.parse(stdout) as { frames: IkFrame[] }).frames;
    expect(frame!.iterations).toBe(1);
    const neutral = compileBodyPlan(readFlyBodyPlan()).dofNeutral;
    for (let d = 0; d < 7; d++) expect(Math.abs(frame!.dofs[d]! - neutral[d]!)).toBeLessThan(1e-12);
  }, 120_000);

  it('keeps a fixed base at the origin and gives null rms_error for a frame with nothing observed', async () => {
    const plan = file('arm.json', {
      fixed_base: true,
      joints: [
        { name: 'shoulder', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0.3 }] },
        { name: 'hand', parent: 'shoulder', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
      ],
    });
    const { code, stdout } = await run('ik', plan, '--targets', file('arm-targets.json', { frames: [[null, [0, 1, 0]], [null, null]] }), '--tolerance', '0', '--iterations', '30');
    expect(code).toBe(0);
    const frames = (JSON.parse(stdout) as { frames: IkFrame[] }).frames;
    expect(frames[0]!.root_pos).toEqual([0, 0, 0]);
    expect(frames[0]!.root_quat).toEqual([1, 0, 0, 0]);
    // The neutral prior (1e-3) pulls slightly toward 0.3, so the answer is close to, not exactly, pi/2.
    expect(frames[0]!.dofs[0]).toBeCloseTo(Math.PI / 2, 2);
    expect(frames[1]!.rms_error).toBeNull();
  }, 120_000);

  it('rejects bad targets with a located message and exit 2', async () => {
    const wrongCount = await run('ik', FLY_BODY_PLAN_PATH, '--targets', file('short.json', { frames: [fixtures.real_frames[0]!.target_ego] }));
    expect(wrongCount.code).toBe(2);
    expect(wrongCount.stderr).toContain('frames[0] has 30 entries, but the body plan has 31 joints');
    const notNumber = flyFrames[0]!.slice();
    notNumber[3] = [1, 'two', 3] as unknown as [number, number, number];
    const bad = await run('ik', FLY_BODY_PLAN_PATH, '--targets', file('nan.json', { frames: [notNumber] }));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('frames[0][3] (joint "lf_trochanterfemur_tibia") must be [x, y, z] of 3 finite numbers or null, got [1,"two",3]');
    const notJson = await run('ik', FLY_BODY_PLAN_PATH, '--targets', file('broken.json', '{"frames": [\n  [1, 2,]\n]}'));
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/not valid JSON: line 2, column \d+: /);
    expect(notJson.stdout).toBe('');
  }, 120_000);

  it('rejects bad options with exit 2 and an invalid plan with exit 1', async () => {
    const targets = file('one.json', { frames: flyFrames.slice(0, 1) });
    const noTargets = await run('ik', FLY_BODY_PLAN_PATH);
    expect(noTargets.code).toBe(2);
    expect(noTargets.stderr).toContain('--targets <file> is required');
    const negative = await run('ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--neutral-weight', '-1');
    expect(negative.code).toBe(2);
    expect(negative.stderr).toContain('--neutral-weight expects a number >= 0, got "-1"');
    const invalid = await run('ik', file('invalid.json', { fixed_base: true, joints: [] }), '--targets', targets);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/invalid\.json:\d+:\d+: error\[/);
  }, 120_000);

  it('refuses a target coordinate whose square overflows instead of reporting a perfect fit', async () => {
    const plan = file('huge-arm.json', {
      fixed_base: false,
      joints: [
        { name: 'shoulder', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
        { name: 'hand', parent: 'shoulder', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
      ],
    });
    const hugePath = file('huge.json', { frames: [[[0, 0, 0], [1, 0, 0]], [null, [1, -1e160, 0]]] });
    const huge = await run('ik', plan, '--targets', hugePath);
    expect(huge).toEqual({
      code: 2, stdout: '',
      stderr: `bodyplan ik: --targets "${hugePath}": frames[1][1] (joint "hand") y = -1e+160 is too large: target coordinates must be within ±1e+150, so that squared distances fit a 64-bit float\n`,
    });
    // At the limit the error is real: the rigid arm cannot reach, and rms_error says how far.
    const far = await run('ik', plan, '--targets', file('far.json', { frames: [[[0, 0, 0], [1e150, 0, 0]]] }));
    expect(far.code).toBe(0);
    const [frame] = (JSON.parse(far.stdout) as { frames: IkFrame[] }).frames;
    expect(frame!.rms_error).toBeGreaterThan(1e149);
    expect(Number.isFinite(frame!.rms_error)).toBe(true);
  }, 120_000);
});

describe('bodyplan ik keeps the frame rate', () => {
  const oneFrame = flyFrames.slice(0, 1);
  it('writes the targets file\'s "fps", or --frame-rate over it, and none when neither gives one', async () => {
    const fromFile = await run('ik', FLY_BODY_PLAN_PATH, '--targets', file('rate.json', { fps: 120, frames: oneFrame }));
    expect(fromFile.code).toBe(0);
    const read = JSON.parse(fromFile.stdout) as { fps?: number; fps_source?: string; frames: IkFrame[] };
    expect(read.fps).toBe(120);
    // Issue 39: where the rate came from, said as the Studio says it.
    expect(read.fps_source).toBe('from rate.json');
    expect(read.frames).toHaveLength(1);

    const given = await run('ik', FLY_BODY_PLAN_PATH, '--targets', file('rate2.json', { fps: 120, frames: oneFrame }), '--frame-rate', '50');
    expect(given.code).toBe(0);
    expect(JSON.parse(given.stdout) as object).toMatchObject({ fps: 50, fps_source: 'set by you; the file says 120' });

    const none = await run('ik', FLY_BODY_PLAN_PATH, '--targets', file('norate.json', { frames: oneFrame }));
    expect(none.code).toBe(0);
    expect('fps' in (JSON.parse(none.stdout) as object)).toBe(false);
    expect('fps_source' in (JSON.parse(none.stdout) as object)).toBe(false);

    const bad = await run('ik', FLY_BODY_PLAN_PATH, '--targets', file('badrate.json', { fps: -3, frames: oneFrame }));
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('"fps" must be a positive number of frames per second, got -3');
  }, 60_000);
});
