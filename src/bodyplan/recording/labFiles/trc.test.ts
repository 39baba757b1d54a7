import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { humanMarkerMotion, MARKER_MOTION_GAPS } from '../../testing/humanMarkerMotion.ts';
import { readTrc } from './trc.ts';

const POSE2SIM_TRC = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'test-data', 'lab-files', 'trc', 'walk-pose2sim.trc'), 'utf8');

/** A small OpenSim-style file: header, a blank line after it, two markers, two frames. */
function smallTrc({ units = 'm', numFrames = '2', numMarkers = '2', names = 'Frame#\tTime\tA\t\t\tB\t\t', rows = ['1\t0\t1\t2\t3\t4\t5\t6', '2\t0.01\t7\t8\t9\t\t\t'] } = {}): string {
  return [
    'PathFileType\t4\t(X/Y/Z)\tsmall.trc',
    'DataRate\tCameraRate\tNumFrames\tNumMarkers\tUnits\tOrigDataRate\tOrigDataStartFrame\tOrigNumFrames',
    `100\t100\t${numFrames}\t${numMarkers}\t${units}\t100\t1\t2`,
    names,
    '\t\tX1\tY1\tZ1\tX2\tY2\tZ2',
    '',
    ...rows,
    '',
  ].join('\r\n');
}

function expectFailure(result: ReturnType<typeof readTrc>): string {
  if (result.ok) throw new Error('expected a refusal');
  return result.message;
}

describe('readTrc', () => {
  it('reads the Pose2Sim-style file back to the positions it was written from, to 1e-6 m, in Z-up metres', () => {
    const result = readTrc(POSE2SIM_TRC);
    if (!result.ok) throw new Error(result.message);
    const motion = humanMarkerMotion();
    const table = result.value;
    expect(table.markers).toEqual(motion.markers);
    expect(table.frameCount).toBe(100);
    expect(table.fps).toBe(100);
    expect(table.frameNumbers?.slice(0, 3)).toEqual([1, 2, 3]);
    let worst = 0;
    let missing = 0;
    for (let i = 0; i < motion.positions.length; i++) {
      const truth = motion.positions[i]!;
      const read = table.values[i]!;
      if (Number.isNaN(truth)) {
        expect(read).toBeNaN();
        missing++;
      } else worst = Math.max(worst, Math.abs(read - truth));
    }
    console.log(`walk-pose2sim.trc: ${table.markers.length} markers × ${table.frameCount} frames, worst error ${worst.toExponential(2)} m, ${missing / 3} missing points`);
    expect(worst).toBeLessThan(1e-6);
    expect(missing / 3).toBe(MARKER_MOTION_GAPS.reduce((sum, gap) => sum + gap.last - gap.first + 1, 0));
    // Z-up: the head is above the pelvis by about half a metre or more.
    const head = 3 * table.markers.indexOf('head');
    const pelvis = 3 * table.markers.indexOf('pelvis');
    expect(table.values[head + 2]! - table.values[pelvis + 2]!).toBeGreaterThan(0.4);
  });

  it('turns Y-up into Z-up by a rotation about X, (x, y, z) → (x, −z, y), and keeps axes with upAxis z', () => {
    const yUp = readTrc(smallTrc());
    const zUp = readTrc(smallTrc(), { upAxis: 'z' });
    if (!yUp.ok || !zUp.ok) throw new Error('small file refused');
    expect(Array.from(zUp.value.values.slice(0, 9))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Array.from(yUp.value.values.slice(0, 9))).toEqual([1, -3, 2, 4, -6, 5, 7, -9, 8]);
    expect(Array.from(zUp.value.values.slice(9))).toEqual([NaN, NaN, NaN]);
    expect(zUp.value.frameNumbers).toEqual([1, 2]);
    expect(yUp.value.notes?.[0]).toContain('Y-up');
  });

  it('scales mm, cm and m to metres', () => {
    for (const [units, factor] of [['mm', 0.001], ['cm', 0.01], ['m', 1]] as const) {
      const result = readTrc(smallTrc({ units }), { upAxis: 'z' });
      if (!result.ok) throw new Error(result.message);
      expect(result.value.values[2]).toBeCloseTo(3 * factor, 12);
    }
  });

  it('refuses a file that is not a .trc, naming line and column', () => {
    expect(expectFailure(readTrc('{"frames": []}'))).toBe('line 1, column 1: not a .trc file: it should start with "PathFileType" (OpenSim\'s and Pose2Sim\'s first header line)');
    expect(expectFailure(readTrc('PathFileType\t4\t(X/Y/Z)\tx.trc\nDataRate'))).toContain('the .trc header ends early: it has 2 of its 5 lines');
  });

  it('refuses header counts that disagree with the file', () => {
    expect(expectFailure(readTrc(smallTrc({ numMarkers: '3' })))).toBe('line 3, column 11: NumMarkers is 3, but line 4 names 2 markers');
    expect(expectFailure(readTrc(smallTrc({ numFrames: '5' })))).toBe('line 3, column 9: NumFrames is 5, but the file has 2 data rows');
    expect(expectFailure(readTrc(smallTrc({ numFrames: '-2' })))).toBe('line 3, column 9: NumFrames is -2, but the file has 2 data rows');
    expect(expectFailure(readTrc(smallTrc({ numMarkers: 'two' })))).toBe('line 3, column 11: NumMarkers "two" is not a whole number');
  });

  it('refuses unknown units, misplaced names, bad numbers and extra values where they are', () => {
    expect(expectFailure(readTrc(smallTrc({ units: 'in' })))).toBe('line 3, column 13: Units "in" is not one of mm, cm, m');
    expect(expectFailure(readTrc(smallTrc({ names: 'Frame#\tTime\tA\t\tB\t\t\t' })))).toBe('line 4, column 16: marker name "B" is not over an X column (names come every third field, over X, Y, Z)');
    expect(expectFailure(readTrc(smallTrc({ names: 'Frame\tTime\tA\t\t\tB\t\t' })))).toBe('line 4, column 1: the marker name row should start with "Frame#" and "Time"');
    expect(expectFailure(readTrc(smallTrc({ rows: ['1\t0\t1\t2\t3\t4\t5\t6', '2\t0.01\t7\tabc\t9\t1\t1\t1'] })))).toBe('line 8, column 10: "abc" is not a number (A Y)');
    expect(expectFailure(readTrc(smallTrc({ rows: ['1\t0\t1\t2\t3\t4\t5\t6\t7', '2\t0.01\t7\t8\t9\t1\t1\t1'] })))).toBe('line 7, column 17: more values than the 2 markers\' X, Y, Z');
    expect(expectFailure(readTrc(smallTrc({ rows: ['1.5\t0\t1\t2\t3\t4\t5\t6', '2\t0.01\t7\t8\t9\t1\t1\t1'] })))).toBe('line 7, column 1: frame number "1.5" is not a whole number');
  });
});
