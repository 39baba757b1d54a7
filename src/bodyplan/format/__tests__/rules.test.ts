import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../load.ts';
import { hinge, joint, planText, positionOf } from './textPositions.ts';

/** Loads `text` and returns the only diagnostic with `code`, checking it sits at `needle`. */
function expectOne(text: string, code: string, needle: string, nth = 0) {
  const result = loadBodyPlan(text);
  const found = result.diagnostics.filter((d) => d.code === code);
  expect(found, JSON.stringify(result.diagnostics)).toHaveLength(1);
  const d = found[0]!;
  expect({ line: d.line, column: d.column }).toEqual(positionOf(text, needle, nth));
  return { d, result };
}

describe('schema rules', () => {
  it('fixed_base missing is an error that says QuickIK would default it to false', () => {
    const text = JSON.stringify({ joints: [joint('root', null)] }, null, 2);
    const { d, result } = expectOne(text, 'missing-key', '{');
    expect(d.severity).toBe('error');
    expect(d.pointer).toBe('');
    expect(d.message).toMatch(/fixed_base/);
    expect(d.message).toMatch(/default it to false/);
    expect(result.document).toBeNull();
    expect(result.model).toBeNull();
  });

  it('fixed_base of the wrong type', () => {
    const text = planText([joint('root', null)], { fixed_base: 'yes' });
    const { d } = expectOne(text, 'wrong-type', '"yes"');
    expect(d.pointer).toBe('/fixed_base');
    expect(d.message).toMatch(/boolean/);
  });

  it('a body plan, a joint and a dof must be JSON objects', () => {
    expect(loadBodyPlan('[1, 2]').diagnostics.map((d) => [d.code, d.pointer, d.line, d.column, d.message])).toEqual([
      ['wrong-type', '', 1, 1, 'the body plan must be a JSON object, but it is an array of 2 items'],
    ]);
    const text = planText([joint('root', null, { dofs: ['hinge'] }), 7]);
    const wrong = loadBodyPlan(text).diagnostics.filter((d) => d.code === 'wrong-type');
    expect(wrong.map((d) => [d.pointer, d.message])).toEqual([
      ['/joints/0/dofs/0', 'dof 0 of joint 0 ("root") must be a JSON object, but it is a string ("hinge")'],
      ['/joints/1', 'joint 1 must be a JSON object, but it is 7'],
    ]);
    expect(wrong[1]!.line).toBe(positionOf(text, '7').line);
  });

  it('a null limits, parent or weight where a number or string is needed names what is expected', () => {
    const text = planText([joint('root', null, { parent: 5, weight_scaler: null, dofs: [hinge({ limits: 'none' })] })]);
    const messages = loadBodyPlan(text).diagnostics.map((d) => d.message);
    expect(messages).toEqual([
      'parent of joint 0 ("root") must be a joint name (a string) or null, but it is 5',
      'limits of dof 0 of joint 0 ("root") must be an array of 2 numbers [min, max] or null, but it is a string ("none")',
      'weight_scaler of joint 0 ("root") must be a number >= 0, but it is null',
    ]);
  });

  it('joints must have at least one element', () => {
    const text = planText([]);
    const { d } = expectOne(text, 'no-joints', '[]');
    expect(d.pointer).toBe('/joints');
  });

  it('a missing required joint key is reported at the joint', () => {
    const j = joint('root', null);
    delete j.offset_quat;
    const text = planText([j]);
    const { d } = expectOne(text, 'missing-key', '{', 1);
    expect(d.pointer).toBe('/joints/0');
    expect(d.message).toMatch(/"offset_quat"/);
  });

  it('a missing dof key is reported at the dof', () => {
    const dof = hinge();
    delete dof.neutral;
    const text = planText([joint('root', null, { dofs: [dof] })]);
    const { d } = expectOne(text, 'missing-key', '{', 2);
    expect(d.pointer).toBe('/joints/0/dofs/0');
    expect(d.message).toMatch(/"neutral"/);
  });

  // zod 4 reports an absent enum (`type`) as invalid_value and an absent number as invalid_type: both
  // must come out as missing-key at the owning object, never at a pointer to a key that is not there.
  it.each(['fixed_base', 'joints'])('a body plan without "%s" gives missing-key at the body plan', (key) => {
    const plan: Record<string, unknown> = { fixed_base: true, joints: [joint('root', null)] };
    delete plan[key];
    const text = JSON.stringify(plan, null, 2);
    const { diagnostics } = loadBodyPlan(text);
    expect(diagnostics.map((d) => [d.code, d.pointer, d.line, d.column])).toEqual([['missing-key', '', 1, 1]]);
    expect(diagnostics[0]!.message).toContain(`"${key}"`);
  });

  it.each(['name', 'parent', 'offset_pos', 'offset_quat', 'dofs'])('a joint without "%s" gives missing-key at the joint', (key) => {
    const j = joint('root', null);
    delete j[key];
    const text = planText([j]);
    const { diagnostics } = loadBodyPlan(text);
    expect(diagnostics.map((d) => [d.code, d.pointer, d.line, d.column]))
      .toEqual([['missing-key', '/joints/0', positionOf(text, '{', 1).line, positionOf(text, '{', 1).column]]);
    expect(diagnostics[0]!.message).toContain(`missing the required key "${key}"`);
  });

  it.each(['type', 'axis', 'neutral'])('a dof without "%s" gives missing-key at the dof', (key) => {
    const dof = hinge();
    delete dof[key];
    const text = planText([joint('root', null, { dofs: [dof] })]);
    const { diagnostics } = loadBodyPlan(text);
    expect(diagnostics.map((d) => [d.code, d.pointer, d.line, d.column]))
      .toEqual([['missing-key', '/joints/0/dofs/0', positionOf(text, '{', 2).line, positionOf(text, '{', 2).column]]);
    expect(diagnostics[0]!.message).toContain(`dof 0 of joint 0 ("root") is missing the required key "${key}"`);
  });

  it('vec3 needs exactly 3 numbers, quat exactly 4, limits 2', () => {
    const text = planText([
      joint('root', null, { offset_pos: [1, 2], offset_quat: [1, 0, 0, 0, 0], dofs: [hinge({ limits: [1, 2, 3] })] }),
    ]);
    const result = loadBodyPlan(text);
    const wrongLength = result.diagnostics.filter((d) => d.code === 'wrong-length');
    expect(wrongLength.map((d) => d.pointer)).toEqual(['/joints/0/offset_pos', '/joints/0/offset_quat', '/joints/0/dofs/0/limits']);
    expect(wrongLength[1]!.message).toMatch(/exactly 4 numbers/);
    expect(wrongLength[1]!.message).toMatch(/has 5/);
  });

  it('a non-number inside a vec3 is located at the item', () => {
    const text = planText([joint('root', null, { offset_pos: [0, 'one', 0] })]);
    const { d } = expectOne(text, 'wrong-type', '"one"');
    expect(d.pointer).toBe('/joints/0/offset_pos/1');
  });

  it('type is hinge or slide', () => {
    const text = planText([joint('root', null, { dofs: [hinge({ type: 'ball' })] })]);
    const { d } = expectOne(text, 'invalid-value', '"ball"');
    expect(d.message).toMatch(/"hinge" or "slide"/);
  });

  it('weight_scaler must be >= 0 on joints and dofs; 0 is fine', () => {
    const text = planText([joint('root', null, { weight_scaler: -1, dofs: [hinge({ weight_scaler: -0.5 }), hinge({ weight_scaler: 0 })] })]);
    const negative = loadBodyPlan(text).diagnostics.filter((d) => d.code === 'negative-weight');
    // In text order: the dofs come before the joint's own weight_scaler in this text.
    expect(negative.map((d) => [d.pointer, d.line, d.column])).toEqual([
      ['/joints/0/dofs/0/weight_scaler', positionOf(text, '-0.5').line, positionOf(text, '-0.5').column],
      ['/joints/0/weight_scaler', positionOf(text, '-1').line, positionOf(text, '-1').column],
    ]);
  });

  it('limits may be null or absent', () => {
    const text = planText([joint('root', null, { dofs: [hinge({ limits: null }), hinge()] })]);
    expect(loadBodyPlan(text).diagnostics).toEqual([]);
  });

  it('name and a non-null parent must not be empty', () => {
    const text = planText([joint('root', null), joint('', 'root'), joint('c', '')]);
    const empty = loadBodyPlan(text).diagnostics.filter((d) => d.code === 'empty-string');
    expect(empty.map((d) => d.pointer)).toEqual(['/joints/1/name', '/joints/2/parent']);
    expect(empty[0]!.line).toBe(positionOf(text, '"name": ""').line);
  });

  it('unknown keys are errors at every level, located at the key', () => {
    const text = planText([joint('root', null, { colour: 'red', dofs: [hinge({ min: 0 })] })], { version: 2 });
    const unknown = loadBodyPlan(text).diagnostics.filter((d) => d.code === 'unknown-key');
    expect(unknown.map((d) => d.pointer)).toEqual(['/version', '/joints/0/dofs/0/min', '/joints/0/colour']);
    expect(unknown.map((d) => ({ line: d.line, column: d.column }))).toEqual([
      positionOf(text, '"version"'), positionOf(text, '"min"'), positionOf(text, '"colour"'),
    ]);
    expect(unknown[2]!.message).toMatch(/unknown key "colour" in joint 0 \("root"\)/);
  });

  it('x-* keys are allowed at every level with any JSON, and a dof name is allowed', () => {
    const text = planText([joint('root', null, { 'x-note': { a: [1, null, { b: 'c' }] }, dofs: [hinge({ name: 'yaw', 'x-': [] })] })], { 'x-meta': 'any' });
    const result = loadBodyPlan(text);
    expect(result.diagnostics).toEqual([]);
    expect(result.model).not.toBeNull();
  });

  it('__proto__ and constructor are unknown keys, not silently dropped', () => {
    const text = '{"fixed_base": true, "__proto__": {"x": 1}, "joints": [{"name": "r", "parent": null, "offset_pos": [0,0,0], "offset_quat": [1,0,0,0], "dofs": [], "constructor": 1}]}';
    const unknown = loadBodyPlan(text).diagnostics.filter((d) => d.code === 'unknown-key');
    expect(unknown.map((d) => d.pointer)).toEqual(['/__proto__', '/joints/0/constructor']);
    expect(unknown[0]!.column).toBe(positionOf(text, '"__proto__"').column);
  });
});

describe('semantic errors', () => {
  it('duplicate joint names, at the second name', () => {
    const text = planText([joint('root', null), joint('leg', 'root'), joint('leg', 'root')]);
    const { d } = expectOne(text, 'duplicate-name', '"leg"', 1);
    expect(d.pointer).toBe('/joints/2/name');
    expect(d.message).toMatch(/already used by joint 1/);
  });

  it('an unknown parent suggests the closest joint name', () => {
    const text = planText([joint('thorax', null), joint('coxa', 'thorx')]);
    const { d } = expectOne(text, 'unknown-parent', '"thorx"');
    expect(d.message).toMatch(/did you mean "thorax"\?/);
    expect(d.pointer).toBe('/joints/1/parent');
  });

  it('an unknown parent far from every name gets no suggestion', () => {
    const text = planText([joint('thorax', null), joint('coxa', 'wing_hinge_left')]);
    const { d } = expectOne(text, 'unknown-parent', '"wing_hinge_left"');
    expect(d.message).not.toMatch(/did you mean/);
  });

  it('no root', () => {
    const text = planText([joint('a', 'b'), joint('b', 'a')]);
    const { d } = expectOne(text, 'no-root', '[\n    {');
    expect(d.pointer).toBe('/joints');
  });

  it('more than one root, at the second', () => {
    const text = planText([joint('a', null), joint('b', null)]);
    const { d } = expectOne(text, 'multiple-roots', 'null', 1);
    expect(d.pointer).toBe('/joints/1/parent');
  });

  it('a joint that is its own parent', () => {
    const text = planText([joint('root', null), joint('loop', 'loop')]);
    const { d } = expectOne(text, 'self-parent', '"loop"', 1);
    expect(d.pointer).toBe('/joints/1/parent');
  });

  it('a cycle is reported once, and joints hanging off it are unreachable', () => {
    const text = planText([joint('root', null), joint('a', 'c'), joint('b', 'a'), joint('c', 'b'), joint('d', 'c')]);
    const { d } = expectOne(text, 'cycle', '"c"');
    expect(d.message).toMatch(/a -> c -> b -> a/);
    const { d: u } = expectOne(text, 'unreachable', '{', 5);
    expect(u.pointer).toBe('/joints/4');
    expect(u.message).toMatch(/not reachable from the root "root"/);
  });

  it('joints under a second root or an unknown parent are unreachable from the root', () => {
    const text = planText([joint('root', null), joint('other', null), joint('x', 'other'), joint('y', 'nowhere'), joint('z', 'y')]);
    const unreachable = loadBodyPlan(text).diagnostics.filter((d) => d.code === 'unreachable');
    expect(unreachable.map((d) => d.pointer)).toEqual(['/joints/2', '/joints/4']);
    expect(unreachable[0]!.message).toMatch(/second root/);
  });

  it('zero axis, zero quaternion, reversed limits', () => {
    const text = planText([joint('root', null, { offset_quat: [0, 0, 0, 0], dofs: [hinge({ axis: [0, 0, 0], limits: [1, -1] })] })]);
    expect(expectOne(text, 'zero-quaternion', '[', 2).d.pointer).toBe('/joints/0/offset_quat');
    expect(expectOne(text, 'zero-axis', '[', 4).d.pointer).toBe('/joints/0/dofs/0/axis');
    const { d } = expectOne(text, 'limits-reversed', '[', 5);
    expect(d.message).toMatch(/min is greater than max/);
    expect(loadBodyPlan(text).model).toBeNull();
  });
});

describe('semantic warnings', () => {
  it('a parent listed after its child', () => {
    const text = planText([joint('root', null), joint('tibia', 'femur'), joint('femur', 'root')]);
    const result = loadBodyPlan(text);
    const { d } = expectOne(text, 'parent-after-child', '"femur"');
    expect(d.severity).toBe('warning');
    expect(result.model).not.toBeNull();
  });

  it('non-unit axis and quaternion say by how much; the model is still built', () => {
    const text = planText([joint('root', null, { offset_quat: [2, 0, 0, 0], dofs: [hinge({ axis: [0, 0.5, 0] })] })]);
    const q = expectOne(text, 'non-unit-quaternion', '[', 2).d;
    expect(q.message).toMatch(/length 2, off by 1/);
    const a = expectOne(text, 'non-unit-axis', '[', 4).d;
    expect(a.message).toMatch(/length 0\.5, off by 0\.5/);
    expect(loadBodyPlan(text).model).not.toBeNull();
  });

  it('a neutral value outside the limits', () => {
    const text = planText([joint('root', null, { dofs: [hinge({ neutral: 2.5, limits: [-1, 1] })] })]);
    const { d } = expectOne(text, 'neutral-outside-limits', '2.5');
    expect(d.severity).toBe('warning');
    expect(d.pointer).toBe('/joints/0/dofs/0/neutral');
  });
});

describe('all at once', () => {
  it('reports every problem of a document in text order', () => {
    const text = planText([
      joint('root', null, { offset_quat: [0, 0, 0, 0], bad: 1 }),
      joint('a', 'rot', { offset_pos: [0, 0] }),
      joint('a', 'root', { dofs: [hinge({ type: 'ball', limits: [1, -1] })] }),
    ], { fixed_base: 'no' });
    const result = loadBodyPlan(text);
    expect(result.diagnostics.map((d) => d.code)).toEqual([
      'wrong-type', 'zero-quaternion', 'unknown-key', 'unknown-parent', 'wrong-length', 'duplicate-name', 'invalid-value', 'limits-reversed',
    ]);
    const positions = result.diagnostics.map((d) => d.line * 1e6 + d.column);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
  });
});
