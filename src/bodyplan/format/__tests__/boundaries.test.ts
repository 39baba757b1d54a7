import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../load.ts';

/**
 * Every numeric limit the body-plan validator enforces, each on both sides: the value at the limit
 * is accepted (no diagnostic, a model), the first value past it is refused or warned about with the
 * located message a person reads (the Studio's list, `bodyplan validate`). Through loadBodyPlan,
 * so both the fast path (inspect.ts) and the located checks (schemaCheck.ts, semantics.ts) are held
 * to the same limit. An off-by-one on any of them fails one side here.
 */

const ROOT = { name: 'root', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0] };

/** One joint with one hinge, pretty-printed as an editor would; `joint` and `dof` override fields. */
function planText(dof: Record<string, unknown> = {}, joint: Record<string, unknown> = {}): string {
  return JSON.stringify({ fixed_base: true, joints: [{ ...ROOT, dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0, ...dof }], ...joint }] }, null, 2);
}

/** Line:column (1-based) of the value of the first `"key": ` in the text, where a diagnostic about it points. */
function valueOf(text: string, key: string): string {
  const at = text.indexOf(`"${key}": `) + key.length + 4;
  const before = text.slice(0, at).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

/** What a person reads: where, how bad, what. */
const shown = (text: string) => loadBodyPlan(text).diagnostics.map((d) => `${d.line}:${d.column} ${d.severity}: ${d.message}`);

function accepted(text: string): void {
  const loaded = loadBodyPlan(text);
  expect(shown(text)).toEqual([]);
  expect(loaded.model).not.toBeNull();
}

describe('body-plan validation limits, each on both sides, with the located message', () => {
  it('weight_scaler >= 0: 0 is accepted; the smallest negative number is refused', () => {
    accepted(planText({ weight_scaler: 0 }));
    accepted(planText({}, { weight_scaler: 0 }));
    const dof = planText({ weight_scaler: -5e-324 });
    expect(shown(dof)).toEqual([`${valueOf(dof, 'weight_scaler')} error: weight_scaler of dof 0 of joint 0 ("root") must be >= 0, but it is -5e-324`]);
    const joint = planText({}, { weight_scaler: -5e-324 });
    expect(shown(joint)).toEqual([`${valueOf(joint, 'weight_scaler')} error: weight_scaler of joint 0 ("root") must be >= 0, but it is -5e-324`]);
  });

  it('limits [min, max]: min equal to max is accepted; min above max by the least amount is refused', () => {
    accepted(planText({ limits: [0.5, 0.5], neutral: 0.5 }));
    // Equal limits with the neutral outside them: a warning about the neutral, not the limits' error.
    const outside = planText({ limits: [0.5, 0.5], neutral: 0 });
    expect(shown(outside)).toEqual([`${valueOf(outside, 'neutral')} warning: neutral 0 of dof 0 of joint 0 ("root") is outside its limits [0.5, 0.5]`]);
    const text = planText({ limits: [0.5000000000000001, 0.5], neutral: 0.5 });
    expect(shown(text)).toEqual([
      `${valueOf(text, 'limits')} error: limits of dof 0 of joint 0 ("root") are [0.5000000000000001, 0.5]: min is greater than max (QuickIK clamps with them and would panic)`,
    ]);
  });

  it('neutral within its limits: at either limit is accepted; just outside either is warned about', () => {
    accepted(planText({ limits: [-1, 1], neutral: -1 }));
    accepted(planText({ limits: [-1, 1], neutral: 1 }));
    for (const neutral of [-1.0000000000000002, 1.0000000000000002]) {
      const text = planText({ limits: [-1, 1], neutral });
      expect(shown(text)).toEqual([`${valueOf(text, 'neutral')} warning: neutral ${neutral} of dof 0 of joint 0 ("root") is outside its limits [-1, 1]`]);
    }
  });

  it('unit length within 1e-9: an axis and a quaternion off by 5e-10 are accepted; off by 2e-9 they are warned about', () => {
    accepted(planText({ axis: [0, 0, 1 + 5e-10] }, { offset_quat: [1 - 5e-10, 0, 0, 0] }));
    const axis = planText({ axis: [0, 0, 1 + 2e-9] });
    expect(shown(axis)).toEqual([`${valueOf(axis, 'axis')} warning: axis of dof 0 of joint 0 ("root") has length 1, off by 2e-9 from unit length; it is normalized on load`]);
    const quat = planText({}, { offset_quat: [1 - 2e-9, 0, 0, 0] });
    expect(shown(quat)).toEqual([`${valueOf(quat, 'offset_quat')} warning: offset_quat of joint 0 ("root") has length 1, off by 2e-9 from unit length; it is normalized on load`]);
  });

  it.each([
    ['axis', 3, '3 numbers [x, y, z]', 'dof 0 of joint 0 ("root")'],
    ['limits', 2, '2 numbers [min, max]', 'dof 0 of joint 0 ("root")'],
    ['offset_pos', 3, '3 numbers [x, y, z]', 'joint 0 ("root")'],
    ['offset_quat', 4, '4 numbers [w, x, y, z]', 'joint 0 ("root")'],
  ])('%s has exactly %i numbers: one fewer and one more are refused', (key, length, numbers, owner) => {
    const of = (n: number) => {
      const values = key === 'offset_quat' ? [1, 0, 0, 0, 0].slice(0, n) : key === 'limits' ? [-1, 1, 2].slice(0, n) : [0, 0, 1, 0].slice(0, n);
      return owner.startsWith('dof') ? planText({ [key]: values }) : planText({}, { [key]: values });
    };
    accepted(of(length));
    for (const n of [length - 1, length + 1]) {
      const text = of(n);
      expect(shown(text)).toEqual([`${valueOf(text, key)} error: ${key} of ${owner} must have exactly ${numbers}, but it has ${n}`]);
    }
  });

  it('at least one joint, and non-empty names: one joint and a one-letter name are accepted; none and an empty name are refused', () => {
    accepted(planText({}, { name: 'r' }));
    expect(shown('{"fixed_base": true, "joints": []}')).toEqual(['1:32 error: the body plan has no joints; it needs at least one']);
    const empty = planText({}, { name: '' });
    expect(shown(empty)).toEqual([`${valueOf(empty, 'name')} error: name of joint 0 must not be empty`]);
  });

  it('exactly one root: one is accepted; two are refused at the second, none is refused', () => {
    const joint = (name: string, parent: string | null) => ({ ...ROOT, name, parent, dofs: [] });
    accepted(JSON.stringify({ fixed_base: true, joints: [joint('a', null), joint('b', 'a')] }, null, 2));
    const two = JSON.stringify({ fixed_base: true, joints: [joint('a', null), joint('b', null)] }, null, 2);
    const secondParent = `${two.split('\n').findIndex((line) => line.includes('"name": "b"')) + 2}:17`;
    expect(shown(two)).toEqual([`${secondParent} error: joint 1 ("b") is a second root (parent null); joint 0 ("a") is already the root, and a body plan has exactly one`]);
    const none = JSON.stringify({ fixed_base: true, joints: [joint('a', 'b'), joint('b', 'a')] }, null, 2);
    expect(shown(none)[0]).toBe(`${valueOf(none, 'joints')} error: no joint has parent null: the body plan needs exactly one root joint`);
  });

  it('numbers fit a 64-bit float: the largest one is accepted; the next decimal past it is refused where it is written', () => {
    const text = (x: string) => `{"fixed_base": true, "joints": [\n  {"name": "root", "parent": null, "offset_pos": [0, 0, ${x}], "offset_quat": [1, 0, 0, 0], "dofs": []}\n]}`;
    accepted(text('1.7976931348623157e308'));
    accepted(text('-1.7976931348623157e308'));
    for (const x of ['1.7976931348623159e308', '-1.7976931348623159e308']) {
      expect(shown(text(x))).toEqual([`2:${text(x).split('\n')[1]!.indexOf(x) + 1} error: the number ${x} does not fit a 64-bit float`]);
    }
  });
});

describe('syntax errors: the reader lists the first 100 and stops at the 100th', () => {
  /** `[1 1 1 ...]`: each number after the first lacks its comma, one syntax error each, error k at column 2k + 2. */
  const missingCommas = (errors: number) => `[${'1 '.repeat(errors + 1)}]`;
  const listed = (errors: number) => Array.from({ length: errors }, (_, k) => `1:${2 * (k + 1) + 2} error: ',' or ']' expected`);
  const SUMMARY = 'error: stopped after 100 syntax errors; the rest of the text was not checked';

  it('99 errors: all listed, nothing summarized', () => {
    expect(shown(missingCommas(99))).toEqual(listed(99));
  });

  it('100 errors: all listed, then the reader says it stopped there', () => {
    expect(shown(missingCommas(100))).toEqual([...listed(100), `1:202 ${SUMMARY}`]);
  });

  it('101 errors: the first 100 listed, the 101st not, and the same summary', () => {
    expect(shown(missingCommas(101))).toEqual([...listed(100), `1:202 ${SUMMARY}`]);
  });
});

describe('"did you mean": a parent name is matched to a joint when at most a third of it differs', () => {
  const withParent = (parent: string) =>
    JSON.stringify({ fixed_base: true, joints: [{ ...ROOT, name: 'shoulder_left', dofs: [] }, { ...ROOT, name: 'elbow', parent, dofs: [] }] }, null, 2);
  const message = (parent: string) => shown(withParent(parent)).map((line) => line.replace(/^\d+:\d+ /, ''));

  it('13 letters (a third is 5): 5 letters changed is still suggested, 6 is not', () => {
    expect(message('shoXXXXX_left')).toEqual(['error: parent "shoXXXXX_left" of joint 1 ("elbow") names no joint; did you mean "shoulder_left"?']);
    expect(message('shXXXXXX_left')).toEqual(['error: parent "shXXXXXX_left" of joint 1 ("elbow") names no joint']);
  });
});

describe('a cycle is shown whole up to 12 names (11 joints and the way back to the first), elided beyond', () => {
  const ring = (size: number) => {
    const names = Array.from({ length: size }, (_, i) => `j${i}`);
    const joints = [{ ...ROOT, name: 'root', parent: null, dofs: [] }, ...names.map((name, i) => ({ ...ROOT, name, parent: names[(i + 1) % size], dofs: [] }))];
    return shown(JSON.stringify({ fixed_base: true, joints }, null, 2)).find((line) => line.includes('form a cycle'))?.replace(/^\d+:\d+ /, '');
  };

  it('11 joints: every name; 12: the first five, an ellipsis and the last three', () => {
    expect(ring(11)).toBe('error: the parents of these 11 joints form a cycle: j0 -> j1 -> j2 -> j3 -> j4 -> j5 -> j6 -> j7 -> j8 -> j9 -> j10 -> j0');
    expect(ring(12)).toBe('error: the parents of these 12 joints form a cycle: j0 -> j1 -> j2 -> j3 -> j4 -> … -> j10 -> j11 -> j0');
  });
});

describe('"did you mean" stops after 2,000,000 name comparisons (a plan with many bad parents stays fast)', () => {
  /**
   * 2,001 joints: the root, `bad` joints whose parent is a misspelt `zzzzzzzzzz_target` (the last
   * joint), fillers under the root. Each bad parent compares against the 2,000 other names, the
   * target last: 1,000 of them use the budget exactly. A bad parent after those asks for "roo",
   * which the very first comparison (with "root") would match.
   */
  function suggestions(bad: number): Array<string | null> {
    const joint = (name: string, parent: string | null) => ({ ...ROOT, name, parent, dofs: [] });
    const joints = [joint('root', null)];
    for (let i = 0; i < 1000; i++) joints.push(joint(`b${i}`, 'zzzzzzzzzz_targe'));
    for (let i = 1000; i < bad; i++) joints.push(joint(`b${i}`, 'roo'));
    while (joints.length < 2000) joints.push(joint(`f${joints.length}`, 'root'));
    joints.push(joint('zzzzzzzzzz_target', 'root'));
    return loadBodyPlan(JSON.stringify({ fixed_base: true, joints })).diagnostics
      .filter((d) => d.code === 'unknown-parent')
      .map((d) => /did you mean "([^"]+)"/.exec(d.message)?.[1] ?? null);
  }

  it('the 1,000th bad parent, whose match is the 2,000,000th comparison, still gets it', () => {
    const found = suggestions(1000);
    expect(found).toHaveLength(1000);
    expect(found.filter((name) => name !== 'zzzzzzzzzz_target')).toEqual([]);
  });

  it('a bad parent after the budget is spent gets no suggestion, not even from its first comparison', () => {
    const found = suggestions(1001);
    expect(found.slice(0, 1000).filter((name) => name !== 'zzzzzzzzzz_target')).toEqual([]);
    expect(found[1000]).toBeNull();
  });
});
