import { describe, expect, it } from 'vitest';
import { DEFAULT_ANGLE_JUMP_OPTIONS, findAngleJumps, jumpThresholds, type AngleRows } from './angleJumps.ts';
import { findFlips } from './flips.ts';
import { findJointsAtLimit } from './jointsAtLimit.ts';
import { median, robustUpperThreshold } from './robustStats.ts';
import { DEFAULT_SUSPICION_OPTIONS, suspiciousFrames } from './suspiciousFrames.ts';

const DEG = Math.PI / 180;

/** Hand-built series: columns are DOFs, rows frames. */
function rowsOf(columns: number[][]): AngleRows {
  const count = columns[0]!.length;
  const dofCount = columns.length;
  const data = new Float64Array(count * dofCount);
  columns.forEach((column, d) => column.forEach((value, f) => (data[f * dofCount + d] = value)));
  return { count, dofCount, stride: dofCount, data };
}

/** Two hinges without limits and one hinge limited to ±1 rad. */
const model = { dofCount: 3, dofType: Uint8Array.of(0, 0, 0), dofLower: Float64Array.of(-Infinity, -Infinity, -1), dofUpper: Float64Array.of(Infinity, Infinity, 1) };
const smooth = (frames: number, speed: number, phase = 0) => Array.from({ length: frames }, (_, f) => 0.3 * Math.sin(speed * f + phase));

describe('robust statistics', () => {
  it('median and an upper threshold a few outliers do not move', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2, NaN])).toBe(2.5);
    const values = [1, 1.1, 0.9, 1.05, 0.95, 1, 40];
    const threshold = robustUpperThreshold(values, 6, 3, 0);
    expect(threshold).toBeGreaterThanOrEqual(3);
    expect(threshold).toBeLessThan(40);
  });
});

describe('angle jumps', () => {
  it('flags the frames into and out of a one-frame spike, on that DOF only', () => {
    const spiking = smooth(60, 0.1);
    spiking[30]! += 40 * DEG;
    const jumps = findAngleJumps(model, rowsOf([spiking, smooth(60, 0.1, 1), smooth(60, 0.05)]));
    expect(jumps.map((j) => [j.frame, j.dof])).toEqual([[30, 0], [31, 0]]);
    expect(jumps[0]!.change).toBeCloseTo(spiking[30]! - spiking[29]!, 12);
  });

  it("the threshold follows each DOF's own jitter; a physical limit in deg/s flags fast hinges", () => {
    const jittery = smooth(60, 0.1).map((v, f) => v + (f % 2 === 0 ? 0.5 : -0.5) * DEG);
    const fast = smooth(60, 0.3);
    const rows = rowsOf([fast, jittery, smooth(60, 0.03)]);
    const thresholds = jumpThresholds(rows);
    expect(thresholds[1]).toBeGreaterThan(5 * thresholds[2]!);
    expect(findAngleJumps(model, rows)).toEqual([]);
    // 100 Hz, 300 deg/s: 3 degrees a frame at most; only the fast DOF goes faster.
    const limited = findAngleJumps(model, rows, { ...DEFAULT_ANGLE_JUMP_OPTIONS, maxDegreesPerSecond: 300, frameRate: 100 });
    expect(limited.length).toBeGreaterThan(0);
    for (const jump of limited) {
      expect(jump.dof).toBe(0);
      expect(jump.threshold).toBeCloseTo(3 * DEG, 12);
      expect(Math.abs(jump.change)).toBeGreaterThan(3 * DEG);
    }
    expect(() => findAngleJumps(model, rows, { ...DEFAULT_ANGLE_JUMP_OPTIONS, maxDegreesPerSecond: 300, frameRate: null })).toThrow(/frame rate/);
  });

  it('a DOF turning fast and steadily (through ±π, unwrapped) is not a jump; a spike on it is', () => {
    const spinning = Array.from({ length: 60 }, (_, f) => 0.2 * f);
    expect(findAngleJumps(model, rowsOf([spinning, smooth(60, 0.1), smooth(60, 0.05)]))).toEqual([]);
    spinning[30]! += 1;
    expect(findAngleJumps(model, rowsOf([spinning, smooth(60, 0.1), smooth(60, 0.05)])).map((j) => [j.frame, j.dof])).toEqual([[30, 0], [31, 0]]);
  });

  it('a still DOF is not flagged for rounding noise (the floor)', () => {
    const still = Array.from({ length: 30 }, (_, f) => 1e-9 * (f % 2));
    expect(findAngleJumps(model, rowsOf([still, still, still]))).toEqual([]);
  });
});

describe('flips', () => {
  const thresholdsOf = (rows: AngleRows) => jumpThresholds(rows);

  it('a frame far from both neighbours at a low error is a flip; at a high error it is not', () => {
    const a = smooth(40, 0.1);
    a[20] = a[20]! + 30 * DEG;
    const rows = rowsOf([a, smooth(40, 0.1, 2), smooth(40, 0.1, 4)]);
    const rms = new Float64Array(40).fill(1);
    const flips = findFlips(rows, thresholdsOf(rows), rms, { longestRun: 5, lowError: 3 });
    expect(flips.map((f) => [f.frame, f.dof])).toEqual([[20, 0]]);
    expect(flips[0]!.distance).toBeGreaterThan(1);
    rms[20] = 30;
    expect(findFlips(rows, thresholdsOf(rows), rms, { longestRun: 5, lowError: 3 })).toEqual([]);
  });

  it('a run of three frames that leaves and comes back is three flips; a step that stays is none', () => {
    const a = smooth(40, 0.1);
    for (const f of [10, 11, 12]) a[f] = a[f]! + 45 * DEG;
    const rows = rowsOf([a, smooth(40, 0.1, 2), smooth(40, 0.1, 4)]);
    const rms = new Float64Array(40).fill(1);
    expect(findFlips(rows, thresholdsOf(rows), rms, { longestRun: 5, lowError: 3 }).map((f) => f.frame)).toEqual([10, 11, 12]);
    const step = smooth(40, 0.1).map((v, f) => (f >= 10 ? v + 45 * DEG : v));
    const stepRows = rowsOf([step, smooth(40, 0.1, 2), smooth(40, 0.1, 4)]);
    expect(findFlips(stepRows, thresholdsOf(stepRows), rms, { longestRun: 5, lowError: 3 })).toEqual([]);
  });
});

describe('flips are not fast motion', () => {
  it('a swing between slow stances (a fast start and stop on a smooth path) is neither a jump nor a flip', () => {
    // Stance: 0.2° a frame; swing (frames 20-25): 20° a frame, then back to stance.
    const swing = Array.from({ length: 50 }, (_, f) => (0.2 * Math.min(f, 20) + 20 * Math.max(0, Math.min(f, 26) - 20) + 0.2 * Math.max(0, f - 26)) * DEG);
    const rows = rowsOf([swing, smooth(50, 0.1, 2), smooth(50, 0.1, 4)]);
    expect(findAngleJumps(model, rows)).toEqual([]);
    expect(findFlips(rows, jumpThresholds(rows), new Float64Array(50).fill(1), { longestRun: 5, lowError: 3 })).toEqual([]);
  });
});

describe('joints at a limit', () => {
  it('names the frames where a limited DOF sits at its limit, never an unbounded one', () => {
    const rows = rowsOf([[5, 5, 5], [0, -7, 0], [0, 1, -1]]);
    expect(findJointsAtLimit(model, rows)).toEqual([
      { frame: 1, dof: 2, side: 'upper' },
      { frame: 2, dof: 2, side: 'lower' },
    ]);
  });
});

describe('the ranked list of suspicious frames', () => {
  it('puts a label swap (huge error) and a flip first, each with its reasons; quiet frames are not listed', () => {
    const frames = 80;
    const a = smooth(frames, 0.1);
    a[50] = a[50]! + 30 * DEG; // a flip: far from both sides, error as usual
    const rows = rowsOf([a, smooth(frames, 0.1, 2), smooth(frames, 0.07, 4)]);
    const rms = Float64Array.from({ length: frames }, (_, f) => 1 + 0.1 * Math.sin(f));
    rms[20] = 37; // a label swap
    const list = suspiciousFrames(model, { rows, rms }, { ...DEFAULT_SUSPICION_OPTIONS, errorFloor: 1 });
    expect(list.slice(0, 2).map((entry) => entry.frame).sort((x, y) => x - y)).toEqual([20, 50]);
    expect(list.find((entry) => entry.frame === 20)!.reasons.map((r) => r.kind)).toEqual(['image error']);
    const flip = list.find((entry) => entry.frame === 50)!;
    expect(flip.reasons.map((r) => r.kind).sort()).toEqual(['angle jump', 'flip']);
    expect(list.map((entry) => entry.frame).sort((x, y) => x - y)).toEqual([20, 50]);
    for (let i = 1; i < list.length; i++) expect(list[i - 1]!.score).toBeGreaterThanOrEqual(list[i]!.score);
  });

  it('a frame pulled off by a bad observation is listed; the good frame after it, which jumps back, is not', () => {
    const frames = 80;
    const a = smooth(frames, 0.1);
    const b = smooth(frames, 0.1, 2);
    // Frame 40's solve followed an outlier observation: every DOF off, and a high image error.
    a[40] = a[40]! + 25 * DEG;
    b[40] = b[40]! - 20 * DEG;
    const rows = rowsOf([a, b, smooth(frames, 0.07, 4)]);
    const rms = Float64Array.from({ length: frames }, (_, f) => 1 + 0.1 * Math.sin(f));
    rms[40] = 14;
    const list = suspiciousFrames(model, { rows, rms }, { ...DEFAULT_SUSPICION_OPTIONS, errorFloor: 1 });
    expect(list.map((entry) => entry.frame)).toEqual([40]);
    expect(list[0]!.reasons.map((r) => r.kind)).toContain('image error');
  });

  it('adds held-out errors per camera and joints at their limits', () => {
    const frames = 30;
    const limited = smooth(frames, 0.1);
    limited[7] = 1;
    const rows = rowsOf([smooth(frames, 0.1), smooth(frames, 0.1, 1), limited]);
    const rms = new Float64Array(frames).fill(1);
    const heldOut = new Float64Array(frames * 3).fill(2);
    heldOut[12 * 3 + 1] = 25;
    const list = suspiciousFrames(model, { rows, rms, heldOut: { cameras: 3, errors: heldOut } }, { ...DEFAULT_SUSPICION_OPTIONS, errorFloor: 1 });
    expect(list.find((e) => e.frame === 12)!.reasons).toEqual([{ kind: 'held-out error', camera: 1, value: 25, threshold: expect.any(Number) }]);
    expect(list.find((e) => e.frame === 7)!.reasons).toContainEqual({ kind: 'joint at limit', dof: 2, side: 'upper' });
  });
});
