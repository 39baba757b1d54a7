import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bodyPlanSchema } from '../../../bodyplan/format/schema.ts';
import { parseTypedNumber } from '../../../bodyplan/format/typedNumber.ts';
import { compileBodyPlan } from '../../../bodyplan/kinematics/model.ts';
import {
  applyTypedValue,
  clampDofValue,
  describeDofControls,
  dofLabel,
  filterDofControls,
  formatDisplay,
  fromDisplay,
  limitState,
  sliderRange,
  sliderStep,
  toDisplay,
} from './dofControls.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', 'public', 'bodyplans');
const model = (file: string) => compileBodyPlan(bodyPlanSchema.parse(JSON.parse(readFileSync(join(examples, file), 'utf8'))));

const unnamedPlan = compileBodyPlan(
  bodyPlanSchema.parse({
    fixed_base: true,
    joints: [
      { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
      {
        name: 'tip',
        parent: 'base',
        offset_pos: [2, 0, 0],
        offset_quat: [1, 0, 0, 0],
        dofs: [
          { type: 'slide', axis: [1, 0, 0], neutral: 0.5, limits: null },
          { name: 'spin', type: 'hinge', axis: [1, 0, 0], neutral: 0, limits: [-1, 1] },
        ],
      },
    ],
  }),
);

describe('DOF controls', () => {
  it('lists DOFs in flat order: joints in body-plan order, DOFs in listed order', () => {
    const controls = describeDofControls(model('humanoid.json'));
    expect(controls.map((c) => c.index)).toEqual(controls.map((_, i) => i));
    expect(controls.slice(0, 4).map((c) => c.label)).toEqual([
      'lower_spine flexion',
      'lower_spine lateral_bend',
      'lower_spine twist',
      'chest flexion',
    ]);
    expect(controls.every((c, i) => i === 0 || c.jointIndex >= controls[i - 1]!.jointIndex)).toBe(true);
  });

  it('names an unnamed DOF "<joint> dof <n>", 1-based within its joint', () => {
    expect(describeDofControls(unnamedPlan).map((c) => c.label)).toEqual(['base dof 1', 'tip dof 1', 'tip spin']);
    expect(dofLabel('knee', '', 2)).toBe('knee dof 3');
  });

  it('bounds sliders by the limits, [-180°, 180°] for an unbounded hinge, neutral ± plan size for an unbounded slide', () => {
    const [hinge, slide, limited] = describeDofControls(unnamedPlan);
    expect(sliderRange(limited!, 2, false)).toEqual([-1, 1]);
    expect(sliderRange(hinge!, 2, false)).toEqual([-Math.PI, Math.PI]);
    expect(sliderRange(slide!, 2, false)).toEqual([-1.5, 2.5]);
    // Ignoring limits widens a limited hinge to a full turn.
    expect(sliderRange(limited!, 2, true)).toEqual([-Math.PI, Math.PI]);
  });

  it('steps sliders by a power of ten near a thousandth of the range', () => {
    expect(sliderStep(-150, 150)).toBeCloseTo(0.1, 12);
    expect(sliderStep(-Math.PI, Math.PI)).toBeCloseTo(0.001, 12);
    expect(sliderStep(-0.5, 0.5)).toBeCloseTo(0.001, 12);
    expect(sliderStep(1, 1)).toBe(0.001);
  });

  it('converts hinge angles between degrees and radians but leaves slides alone', () => {
    expect(toDisplay(Math.PI / 2, 'hinge', 'deg')).toBeCloseTo(90, 12);
    expect(fromDisplay(90, 'hinge', 'deg')).toBeCloseTo(Math.PI / 2, 12);
    expect(toDisplay(0.3, 'slide', 'deg')).toBe(0.3);
    expect(fromDisplay(0.25, 'hinge', 'rad')).toBe(0.25);
    expect(formatDisplay(Math.PI, 'hinge', 'deg')).toBe('180');
    expect(formatDisplay(Math.PI, 'hinge', 'rad')).toBe('3.1416');
  });

  it('clamps a typed value outside the limits and says so', () => {
    const limited = describeDofControls(unnamedPlan)[2]!;
    const result = applyTypedValue(limited, '999', 'deg', false);
    expect(result.value).toBe(1);
    expect(result.clamped).toBe(true);
    expect(result.message).toContain('tip spin');
    expect(result.message).toContain('999°');
    expect(result.message).toContain('57.3°');
    const inside = applyTypedValue(limited, '10', 'deg', false);
    expect(inside).toEqual({ value: (10 * Math.PI) / 180, clamped: false, message: null });
  });

  it('keeps a typed value outside the limits when limits are ignored, and any value of an unbounded hinge', () => {
    const [hinge, , limited] = describeDofControls(unnamedPlan);
    expect(applyTypedValue(limited!, '999', 'rad', true).value).toBe(999);
    expect(applyTypedValue(hinge!, '720', 'deg', false).value).toBeCloseTo(4 * Math.PI, 12);
    expect(clampDofValue(limited!, 5, false)).toBe(1);
    expect(clampDofValue(limited!, 5, true)).toBe(5);
  });

  it('rejects text that is not a number with a message, accepting a decimal comma', () => {
    const limited = describeDofControls(unnamedPlan)[2]!;
    expect(applyTypedValue(limited, 'abc', 'rad', false)).toMatchObject({ value: null, clamped: false });
    expect(applyTypedValue(limited, 'abc', 'rad', false).message).toContain('not a number');
    expect(parseTypedNumber('0,5')).toBe(0.5);
    expect(parseTypedNumber('1e3')).toBe(1000);
    expect(parseTypedNumber('1e400')).toBeNull();
    expect(parseTypedNumber('')).toBeNull();
  });

  it('finds DOFs by every word of a search', () => {
    const controls = describeDofControls(model('humanoid.json'));
    expect(filterDofControls(controls, 'left knee').map((c) => c.label)).toEqual(['left_knee flexion']);
    expect(filterDofControls(controls, '').length).toBe(controls.length);
  });

  it('says "at limit" only at the limit itself, and "beyond" past it', () => {
    const limited = describeDofControls(unnamedPlan)[2]!;
    expect(limited.lower).toBe(-1);
    expect(limitState(limited, 1)).toBe('at upper limit');
    expect(limitState(limited, -1)).toBe('at lower limit');
    // A limit typed in degrees comes back with float noise: still at the limit.
    expect(limitState(limited, fromDisplay(toDisplay(1, 'hinge', 'deg'), 'hinge', 'deg'))).toBe('at upper limit');
    expect(limitState(limited, 0.999)).toBeNull();
    expect(limitState(limited, 1.001)).toBe('beyond upper limit');
    expect(limitState(limited, -3)).toBe('beyond lower limit');
    const unbounded = describeDofControls(unnamedPlan)[0]!;
    expect(limitState(unbounded, 1e9)).toBeNull();
  });
});
