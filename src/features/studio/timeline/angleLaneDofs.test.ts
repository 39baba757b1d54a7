import { describe, expect, it } from 'vitest';
import type { DofControl } from '../model/dofControls.ts';
import { angleLaneDofs, axisUnit } from './angleLaneDofs.ts';

const control = (index: number, jointIndex: number, kind: DofControl['kind'], label: string): DofControl => ({
  index,
  jointIndex,
  jointName: label.split(' ')[0]!,
  indexInJoint: 0,
  dofName: null,
  label,
  kind,
  neutral: 0,
  lower: -Infinity,
  upper: Infinity,
  bounded: false,
});

// A floating base (three slides), then a hip with two hinges and a knee with one.
const controls = [
  control(0, 0, 'slide', 'base x'),
  control(1, 0, 'slide', 'base y'),
  control(2, 0, 'slide', 'base z'),
  control(3, 1, 'hinge', 'hip yaw'),
  control(4, 1, 'hinge', 'hip pitch'),
  control(5, 2, 'hinge', 'knee bend'),
];

describe('angleLaneDofs', () => {
  it("plots the selected joint's DOFs", () => {
    expect(angleLaneDofs(controls, 1)).toEqual({ controls: [controls[3], controls[4]], fallback: false });
  });

  it("plots the plan's first joint angles, said to be a fallback, with nothing (or a joint without DOFs) selected", () => {
    const labels = (selected: number | null) => angleLaneDofs(controls, selected).controls.map((c) => c.label);
    expect(labels(null)).toEqual(['hip yaw', 'hip pitch', 'knee bend']);
    expect(angleLaneDofs(controls, 9).fallback).toBe(true);
    expect(angleLaneDofs(controls.slice(0, 2), null).controls.map((c) => c.label)).toEqual(['base x', 'base y']);
  });

  it('names the axis unit once, or each when they differ', () => {
    expect(axisUnit(['°', '°'])).toBe('deg');
    expect(axisUnit(['rad', 'length'])).toBe('rad / length');
    expect(axisUnit([])).toBe('');
  });
});
