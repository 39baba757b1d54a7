import { describe, expect, it } from 'vitest';
import { formatPoseJson, parsePoseJson } from './poseJson.ts';

describe('pose JSON', () => {
  it('round-trips a pose as a JSON array in flat DOF order', () => {
    const text = formatPoseJson(Float64Array.from([0.1, -2, 3.5]));
    expect(text).toBe('[0.1,-2,3.5]\n');
    const parsed = parsePoseJson(text, 3);
    expect(parsed.ok && Array.from(parsed.dofs)).toEqual([0.1, -2, 3.5]);
  });

  it('says what is wrong with a pose that does not fit the plan', () => {
    expect(parsePoseJson('[1, 2]', 3)).toEqual({ ok: false, message: 'The pose has 2 values, but this body plan has 3 DOFs.' });
    expect(parsePoseJson('{"a": 1}', 1)).toMatchObject({ ok: false, message: expect.stringContaining('JSON array') });
    expect(parsePoseJson('[1, "x"]', 2)).toMatchObject({ ok: false, message: expect.stringContaining('Pose value 2') });
    expect(parsePoseJson('[1,', 2)).toMatchObject({ ok: false, message: expect.stringContaining('not JSON') });
  });
});
