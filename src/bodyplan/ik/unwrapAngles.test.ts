import { describe, expect, it } from 'vitest';
import { compileBodyPlan } from '../kinematics/model.ts';
import type { BodyPlan } from '../format/schema.ts';
import { solvedStride } from './ikRecording.ts';
import { nearestBranch, unboundedHinges, unwrapSeries, unwrapSolvedAngles, wrapNearNeutral } from './unwrapAngles.ts';

const TURN = 2 * Math.PI;
// One free hinge, one limited hinge, one slide.
const plan = {
  fixed_base: true,
  joints: [
    { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [
      { name: 'spin', axis: [0, 0, 1], type: 'hinge', neutral: 0.5, limits: null },
      { name: 'bend', axis: [0, 1, 0], type: 'hinge', neutral: 0, limits: [-10, 10] },
      { name: 'push', axis: [1, 0, 0], type: 'slide', neutral: 0, limits: null },
    ] },
  ],
} as unknown as BodyPlan;
const model = compileBodyPlan(plan);

describe('unwrapping unbounded hinges', () => {
  it('finds only the hinges without limits', () => {
    expect(unboundedHinges(model)).toEqual([0]);
  });

  it('moves a value by whole turns to lie nearest the previous one', () => {
    expect(nearestBranch(-3.1, 3.1)).toBeCloseTo(-3.1 + TURN, 12);
    expect(nearestBranch(3.1 + 2 * TURN, 3.0)).toBeCloseTo(3.1, 12);
    expect(nearestBranch(0.2, 0.1)).toBe(0.2);
    expect(nearestBranch(NaN, 1)).toBeNaN();
  });

  it('gives bit for bit what adding the nearest whole number of turns gives, signed zeros, ties and non-finite numbers included', () => {
    const rule = (value: number, previous: number) => (Number.isFinite(value) && Number.isFinite(previous) ? value + TURN * Math.round((previous - value) / TURN) : value);
    const values = [0, -0, 1e-300, -1e-300, 0.3, -0.3, Math.PI, -Math.PI, 3.2, -3.2, TURN, 7.5, -100.25, Infinity, -Infinity, NaN];
    const offsets = [0, -0, 1e-300, 0.1, -0.1, Math.PI, -Math.PI, Math.PI + 1e-9, -Math.PI - 1e-9, Math.PI - 1e-9, 3, -3, 4, 2 * TURN + 0.5, -7 * TURN, Infinity, NaN];
    for (const value of values) {
      for (const offset of offsets) {
        const previous = value + offset;
        expect(Object.is(nearestBranch(value, previous), rule(value, previous)), `nearestBranch(${value}, ${previous})`).toBe(true);
        expect(Object.is(nearestBranch(value, offset), rule(value, offset)), `nearestBranch(${value}, ${offset})`).toBe(true);
      }
    }
  });

  it('makes a series crossing ±π continuous and keeps the first value', () => {
    const wrapped = [2.8, 3.0, -3.1, -2.9, 3.1 - TURN * 3];
    const series = unwrapSeries(wrapped);
    expect(series[0]).toBe(2.8);
    for (let f = 1; f < series.length; f++) expect(Math.abs(series[f]! - series[f - 1]!)).toBeLessThanOrEqual(Math.PI);
    expect(series[2]).toBeCloseTo(-3.1 + TURN, 12);
    expect(series[4]).toBeCloseTo(3.1, 12);
  });

  it('in packed solved frames, unwraps the free hinge only: limited hinges, slides and the rest stay as solved', () => {
    const stride = solvedStride(model);
    const frames = [
      [3.0, 0.0, 0.0],
      [-3.0, 6.0, 7.0],
      [-2.5 + 4 * TURN, -6.0, -7.0],
    ];
    const solved = new Float64Array(stride * frames.length);
    frames.forEach((dofs, f) => {
      solved.set(dofs, f * stride);
      solved[f * stride + model.dofCount + 8] = 1.5 + f; // an RMS error, untouched
    });
    unwrapSolvedAngles(model, solved);
    expect(solved[stride]).toBeCloseTo(-3.0 + TURN, 12);
    expect(solved[2 * stride]).toBeCloseTo(-2.5 + TURN, 12);
    expect([solved[stride + 1], solved[stride + 2], solved[2 * stride + 1], solved[2 * stride + 2]]).toEqual([6, 7, -6, -7]);
    expect(solved[2 * stride + model.dofCount + 8]).toBe(3.5);
  });

  it('unwraps a run in consecutive pieces exactly as at once', () => {
    const stride = solvedStride(model);
    const count = 40;
    const solved = new Float64Array(stride * count);
    // A hinge that turns 0.9 rad per frame, solved on branches that jump by whole turns.
    for (let f = 0; f < count; f++) solved[f * stride] = 0.9 * f - TURN * Math.round((0.9 * f) / TURN) + TURN * ((f * 7) % 3);
    const atOnce = solved.slice();
    unwrapSolvedAngles(model, atOnce);
    const inPieces = solved.slice();
    unwrapSolvedAngles(model, inPieces, 1, 13);
    expect(inPieces.subarray(13 * stride)).toEqual(solved.subarray(13 * stride));
    unwrapSolvedAngles(model, inPieces, 13, 29);
    unwrapSolvedAngles(model, inPieces, 29);
    expect([...inPieces]).toEqual([...atOnce]);
    expect(Math.max(...Array.from({ length: count - 1 }, (_, f) => Math.abs(atOnce[(f + 1) * stride]! - atOnce[f * stride]!)))).toBeLessThanOrEqual(Math.PI);
  });

  it('puts a warm start on the branch nearest neutral (the same pose)', () => {
    const dofs = Float64Array.of(0.5 + 3 * TURN + 0.25, 20, 30);
    wrapNearNeutral(model, dofs, unboundedHinges(model));
    expect(dofs[0]).toBeCloseTo(0.75, 12);
    expect([dofs[1], dofs[2]]).toEqual([20, 30]);
  });
});
