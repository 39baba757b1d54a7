import { describe, expect, it } from 'vitest';
import { compileBodyPlan } from '../kinematics/model.ts';
import type { BodyPlan } from '../format/schema.ts';
import { formatNamedPoseJson, formatPoseJson, formatPoseWarning, parsePoseJson } from './poseJson.ts';

const hinge = (axis: number[], name?: string) => ({ type: 'hinge' as const, axis, neutral: 0, ...(name ? { name } : {}) });

/** A free arm: a named 2-DOF shoulder, an elbow whose one DOF has no name, a hand without DOFs. */
const ARM = compileBodyPlan({
  fixed_base: false,
  joints: [
    { name: 'shoulder', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [hinge([0, 0, 1], 'yaw'), hinge([0, 1, 0], 'pitch')] },
    { name: 'elbow', parent: 'shoulder', offset_pos: [2, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [hinge([0, 0, 1])] },
    { name: 'hand', parent: 'elbow', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
  ],
} as BodyPlan);

const FIXED_ARM = { ...ARM, fixedBase: true };

describe('pose JSON, flat shape', () => {
  it('round-trips a pose as a JSON array in flat DOF order', () => {
    const text = formatPoseJson(Float64Array.from([0.1, -2, 3.5]));
    expect(text).toBe('[0.1,-2,3.5]\n');
    const parsed = parsePoseJson(text, ARM);
    expect(parsed.ok && Array.from(parsed.dofs)).toEqual([0.1, -2, 3.5]);
    expect(parsed.ok && parsed.root).toBeNull();
  });

  it('says what is wrong with a pose that does not fit the plan', () => {
    expect(parsePoseJson('[1, 2]', ARM)).toEqual({ ok: false, message: 'The pose has 2 values, but this body plan has 3 DOFs.' });
    expect(parsePoseJson('3', ARM)).toMatchObject({ ok: false, message: expect.stringContaining('JSON array') });
    expect(parsePoseJson('[1, 2,\n "x"]', ARM)).toMatchObject({ ok: false, message: expect.stringMatching(/Pose value 3 .*\/2, line 2:2/) });
    expect(parsePoseJson('[1,', ARM)).toMatchObject({ ok: false, message: expect.stringContaining('not JSON: line 1:') });
  });
});

describe('pose JSON, named shape', () => {
  it('writes joint and DOF names, the index for a DOF without a name, and the root pose; reads it back', () => {
    const dofs = Float64Array.from([0.25, -0.5, 1.25]);
    const root = { position: [1, 2, 3], quat: [0, 1, 0, 0] };
    const text = formatNamedPoseJson(ARM, dofs, root);
    const value = JSON.parse(text) as { root: unknown; dofs: Record<string, Record<string, number>> };
    expect(value.root).toEqual({ pos: [1, 2, 3], quat: [0, 1, 0, 0] });
    expect(value.dofs).toEqual({ shoulder: { yaw: 0.25, pitch: -0.5 }, elbow: { '0': 1.25 } });
    const parsed = parsePoseJson(text, ARM, new Float64Array(3));
    expect(parsed).toEqual({ ok: true, dofs: dofs, root: { position: [1, 2, 3], quat: [0, 1, 0, 0] }, warnings: [] });
  });

  it('leaves the root out for a fixed base, and ignores one with a located warning', () => {
    expect(JSON.parse(formatNamedPoseJson(FIXED_ARM, new Float64Array(3), { position: [1, 2, 3], quat: [1, 0, 0, 0] }))).not.toHaveProperty('root');
    const parsed = parsePoseJson('{"root": {"pos": [1, 2, 3]}, "dofs": {}}', FIXED_ARM);
    expect(parsed.ok && parsed.root).toBeNull();
    expect(parsed.ok && parsed.warnings.map((w) => w.pointer)).toEqual(['/root']);
  });

  it('applies the known names, keeps the base value of DOFs not mentioned, and locates each unknown name', () => {
    const text = [
      '{',
      '  "dofs": {',
      '    "shoulder": {"yaw": 0.5, "roll": 9},',
      '    "knee": {"0": 1},',
      '    "elbow": {"1": 2, "0": -1}',
      '  },',
      '  "extra": true',
      '}',
    ].join('\n');
    const parsed = parsePoseJson(text, ARM, Float64Array.from([7, 8, 9]));
    if (!parsed.ok) throw new Error(parsed.message);
    expect(Array.from(parsed.dofs)).toEqual([0.5, 8, -1]);
    expect(parsed.root).toBeNull();
    expect(parsed.warnings.map((w) => [w.pointer, w.line, w.column])).toEqual([
      ['/extra', 7, 3],
      ['/dofs/shoulder/roll', 3, 30],
      ['/dofs/knee', 4, 5],
      ['/dofs/elbow/1', 5, 15],
    ]);
    expect(formatPoseWarning(parsed.warnings[1]!)).toBe('line 3:30 (/dofs/shoulder/roll): joint "shoulder" has no DOF "roll" (its DOFs: "yaw", "pitch"); not applied');
    expect(parsed.warnings[2]!.message).toContain('no joint is named "knee"');
  });

  it('refuses values and roots that are not numbers, with their place', () => {
    expect(parsePoseJson('{"dofs": {"shoulder": {"yaw": "1"}}}', ARM)).toMatchObject({ ok: false, message: expect.stringContaining('/dofs/shoulder/yaw, line 1:31') });
    expect(parsePoseJson('{"dofs": {"shoulder": [1, 2]}}', ARM)).toMatchObject({ ok: false, message: expect.stringContaining('/dofs/shoulder') });
    expect(parsePoseJson('{"dofs": [1, 2, 3]}', ARM)).toMatchObject({ ok: false, message: expect.stringContaining('"dofs" must be an object') });
    expect(parsePoseJson('{"root": {"pos": [1, 2]}, "dofs": {}}', ARM)).toMatchObject({ ok: false, message: expect.stringContaining('/root/pos') });
    expect(parsePoseJson('{"root": {"quat": [0, 0, 0, 0]}, "dofs": {}}', ARM)).toMatchObject({ ok: false, message: expect.stringContaining('no direction') });
    expect(parsePoseJson('{"dofs": {}, "dofs": {}}', ARM)).toMatchObject({ ok: false, message: expect.stringContaining('not JSON: line 1:') });
  });

  it('normalizes the root quaternion', () => {
    const parsed = parsePoseJson('{"root": {"quat": [2, 0, 0, 0]}, "dofs": {}}', ARM);
    expect(parsed.ok && parsed.root).toEqual({ quat: [1, 0, 0, 0] });
  });
});
