// Fit-check figures, printed (never asserted), on a synthetic 3-camera fly recording (forward
// kinematics of known angles projected through 3 cameras; the front-left coxa roll, an unbounded
// hinge, turns once every 32 frames, so it crosses ±π again and again; outlier frames planted):
// 1. The largest DOF difference (rad) between the sequential solve and 2 and 4 worker solves (with
//    and without --overlap) after unwrapping: the continuous-angles promise is 1e-6 rad.
// 2. What the checks add to a solve: the jump/flip/suspicious-frames list, and leave-one-out
//    (one more solve per camera), each as a ratio of the sequential solve's time in this run.
import { DEFAULT_IK_OPTIONS } from '../src/bodyplan/ik/ik.ts';
import { solveRecordingRange, solvedStride } from '../src/bodyplan/ik/ikRecording.ts';
import { solvedFrames, solvedRmsSeries } from '../src/bodyplan/ik/solvedFrames.ts';
import { unboundedHinges, unwrapSolvedAngles } from '../src/bodyplan/ik/unwrapAngles.ts';
import { leaveOneOut } from '../src/bodyplan/fit/leaveOneOut.ts';
import { DEFAULT_SUSPICION_OPTIONS, suspiciousFrames } from '../src/bodyplan/fit/suspiciousFrames.ts';
import { syntheticFlyRecording } from '../src/bodyplan/testing/syntheticFlyRecording.ts';
import { solveInSegments } from '../src/cli/ik/ikParallel.ts';

const FRAMES = 4096;
const NEUTRAL_ROLL = 0.5759586531581288;
const outliers = [300, 1500, 2222, 3900];
const fly = syntheticFlyRecording({
  frames: FRAMES,
  cameras: 3,
  ramps: [{ dof: 'c_thorax-lf_coxa-roll', from: NEUTRAL_ROLL, to: NEUTRAL_ROLL + (2 * Math.PI * (FRAMES - 1)) / 32 }],
  outlierFrames: outliers,
  outlierRadians: 1,
});
const { model, recording } = fly;
const stride = solvedStride(model);
const options = { ...DEFAULT_IK_OPTIONS };

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const value = run();
  return [value, performance.now() - start];
}

function largestDifference(a: Float64Array, b: Float64Array): number {
  let worst = 0;
  for (let f = 0; f < FRAMES; f++) for (let d = 0; d < model.dofCount; d++) worst = Math.max(worst, Math.abs(a[f * stride + d]! - b[f * stride + d]!));
  return worst;
}

function largestHingeStep(solved: Float64Array): number {
  let worst = 0;
  for (let f = 1; f < FRAMES; f++) for (const d of unboundedHinges(model)) worst = Math.max(worst, Math.abs(solved[f * stride + d]! - solved[(f - 1) * stride + d]!));
  return worst;
}

// Warm-up, then the sequential solve that the ratios divide by.
solveRecordingRange(model, recording, options, 0, 256);
const [sequential, solveMs] = timed(() => {
  const solved = solveRecordingRange(model, recording, options, 0, FRAMES);
  unwrapSolvedAngles(model, solved);
  return solved;
});
const raw = solveRecordingRange(model, recording, options, 0, FRAMES);
console.log(`fly, ${FRAMES} frames, 3 cameras, ${model.dofCount} DOFs (${unboundedHinges(model).length} unbounded hinges); outliers at ${outliers.join(', ')}`);
console.log(`sequential solve: ${solveMs.toFixed(0)} ms (${(FRAMES / solveMs).toFixed(2)} k frames/s)`);
console.log(`largest frame-to-frame step of an unbounded hinge: ${largestHingeStep(raw).toFixed(3)} rad as solved, ${largestHingeStep(sequential).toFixed(3)} rad unwrapped`);

console.log('\nlargest DOF difference from the sequential solve, after unwrapping (rad):');
for (const [workers, overlap] of [[2, 0], [4, 0], [2, 8], [4, 8]] as const) {
  const parallel = await solveInSegments(model, recording, options, workers, overlap);
  console.log(`  ${workers} workers${overlap > 0 ? `, --overlap ${overlap}` : ''}: ${largestDifference(parallel, sequential).toExponential(2)}`);
}

console.log('\nwhat the checks add to a solve (ratio to the sequential solve above):');
const rows = solvedFrames(model, sequential);
const checkOptions = { ...DEFAULT_SUSPICION_OPTIONS, errorFloor: 1 };
suspiciousFrames(model, { rows, rms: solvedRmsSeries(rows) }, checkOptions);
const [list, listMs] = timed(() => suspiciousFrames(model, { rows, rms: solvedRmsSeries(rows) }, checkOptions));
console.log(`  jumps, flips, joints at limits, ranked list: ${listMs.toFixed(1)} ms = ${(listMs / solveMs).toFixed(3)} × the solve; ${list.length} frames listed, the top 6: ${list.slice(0, 6).map((e) => e.frame).join(', ')}`);
const started = performance.now();
const heldOut = await leaveOneOut(model, recording, (r) => solveRecordingRange(model, r, options, 0, FRAMES));
const looMs = performance.now() - started;
console.log(`  leave-one-out (3 solves without one camera each, sequential): ${looMs.toFixed(0)} ms = ${(looMs / solveMs).toFixed(2)} × the solve; held-out RMS per camera: ${Array.from(heldOut.cameraErrors, (e) => e.toFixed(3)).join(', ')} px`);
const [, withHeldOutMs] = timed(() => suspiciousFrames(model, { rows, rms: solvedRmsSeries(rows), heldOut: { cameras: heldOut.cameras, errors: heldOut.frameErrors } }, checkOptions));
console.log(`  the list with held-out errors: ${withHeldOutMs.toFixed(1)} ms = ${(withHeldOutMs / solveMs).toFixed(3)} × the solve`);
