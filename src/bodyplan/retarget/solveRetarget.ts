import { DEFAULT_IK_OPTIONS, type IkOptions } from '../ik/ik.ts';
import { recordingRangeSolver, solvedStride, type IkRecording } from '../ik/ikRecording.ts';
import { unwrapSolvedAngles } from '../ik/unwrapAngles.ts';
import type { BodyModel } from '../kinematics/model.ts';
import type { RetargetTargets, RetargetTrajectory } from './retargetTypes.ts';
import { trajectoryColumns } from './trajectoryColumns.ts';
import { unconstrainedDofs } from './unconstrainedDofs.ts';

/**
 * The pull toward neutral in a retarget (per rad², against squared metres): the IK's default, 1e-3,
 * makes a 1 rad bend cost as much as a 3 cm miss, which left a G1-sized robot 8 mm off targets it can
 * reach exactly (solveRetarget.test.ts); at 1e-5 it stays under 1 mm. At 1e-5 alone a DOF that
 * moves no target (a wrist's roll) wandered and spiked (1,463 rad/s² on the test clip), hence
 * UNCONSTRAINED_NEUTRAL_FACTOR.
 */
export const RETARGET_NEUTRAL_WEIGHT = 1e-5;

/**
 * The pull toward neutral of a DOF no mapped link constrains at neutral (a wrist's roll),
 * relative to RETARGET_NEUTRAL_WEIGHT: 1e-5 × 10 = 1e-4. Such a DOF does move a target once a
 * neighbour bends (a bent wrist pitch puts the hand off the roll's axis), so the pull costs some
 * tracking where a motion really rolls it: on the reachable motion of solveRetarget.test.ts, which
 * swings every DOF, the worst miss went from 0.8 mm to 1.7 mm at 10 and 4.4 mm at 100; at 10 the
 * test clips' wrist-roll spikes are gone (unconstrainedDofs.test.ts).
 */
export const UNCONSTRAINED_NEUTRAL_FACTOR = 10;

/**
 * Gauss-Newton steps per frame at most (the IK's default is 10). A frame whose held feet fight the
 * leg's reach and the ankle's limits (a person's proportions on a G1) takes more steps to settle
 * than a plain IK frame; cut at 10 it stopped centimetres short on some frames and the next frame
 * started from there, which slid held feet by up to 9 cm within a contact on the test clip. Frames
 * that converge sooner stop sooner (the tolerances are the IK's).
 */
export const RETARGET_ITERATIONS = 30;

/**
 * A foot link's weight is multiplied by this on the frames it is in contact: a held foot is the
 * issue's constraint (no slide, no sinking), and where the leg cannot reach both its held foot and
 * the pelvis and knee targets (a person's proportions on a G1), the foot must win. At the map's
 * default foot weight 5 this makes 50 against the pelvis's 2. With one height factor, the test
 * clip's worst slide within a contact was 5.7 cm at 1× and 0.3 cm at 10× (30 steps, feet held flat;
 * at 4× the marker clips still slid 1.1 to 1.6 cm): footHold.test.ts.
 */
export const CONTACT_WEIGHT_FACTOR = 10;

/** A retarget solve that runs a slice of frames at a time, so a caller can report progress and stop between slices. */
export interface RetargetSolve {
  readonly frameCount: number;
  /** Frames solved so far. */
  readonly done: number;
  /** Solves up to `count` more frames; returns how many are done. */
  step(count: number): number;
  /** The trajectory, once every frame is solved. */
  trajectory(): RetargetTrajectory;
}

/**
 * Retargets with the project's IK, as `bodyplan ik` solves a 3D recording (ikRecording.ts): the
 * first frame from the neutral pose rigidly placed on its targets (the pelvis on its target, facing
 * as the targets face), each next frame warm-started from the previous solution, the root free,
 * each DOF clamped to its limits by the solver at every step, each mapped link's residual scaled by
 * its weight (on top of the plan's weight_scaler; a foot in contact's times CONTACT_WEIGHT_FACTOR),
 * at most RETARGET_ITERATIONS steps a frame. A target missing on a frame (NaN) is no target there; a
 * rejected one (a mislabelled marker, `targets.rejected`) is replaced by its fill
 * (`targets.solvePositions`, segmentOutliers.ts). Unmapped DOFs are pulled toward neutral by the
 * solver's prior (RETARGET_NEUTRAL_WEIGHT unless `ik` says). Unbounded hinges are made continuous across frames at the end,
 * so MuJoCo does not see a jump of a whole turn.
 *
 * Throws a RangeError naming a target link the model does not have, or a fixed-base model (a
 * retarget moves the root).
 */
export function startRetargetSolve(model: BodyModel, targets: RetargetTargets, ik: Partial<IkOptions> = {}): RetargetSolve {
  if (model.fixedBase) throw new RangeError('the robot has a fixed base; a retarget moves the root, so it needs a free-floating one (import with --floating-base)');
  const recording = recordingOf(model, targets);
  const solveRange = recordingRangeSolver(withIdleDofsHeld(model, targets), recording, { ...DEFAULT_IK_OPTIONS, neutralWeight: RETARGET_NEUTRAL_WEIGHT, iterations: RETARGET_ITERATIONS, ...ik });
  const stride = solvedStride(model);
  const frameCount = targets.frameCount;
  const solved = new Float64Array(stride * frameCount);
  let done = 0;
  return {
    frameCount,
    get done() {
      return done;
    },
    step(count) {
      const to = Math.min(frameCount, done + Math.max(1, Math.floor(count)));
      if (to <= done) return done;
      // After the first slice, each slice starts warm from the row before it: slices give exactly the run solved at once.
      const warmFrom = done === 0 ? undefined : solved.subarray(stride * (done - 1), stride * done);
      solveRange({ from: done, to, keepFrom: done, out: solved, outRow: done, warmFrom });
      done = to;
      return done;
    },
    trajectory() {
      if (done < frameCount) throw new Error(`the retarget has solved ${done} of ${frameCount} frames`);
      unwrapSolvedAngles(model, solved);
      return trajectoryOf(model, solved, targets.fps, frameCount);
    },
  };
}

/** The whole solve at once (tests, benches, the Studio's worker). */
export function solveRetarget(model: BodyModel, targets: RetargetTargets, ik: Partial<IkOptions> = {}): RetargetTrajectory {
  const solve = startRetargetSolve(model, targets, ik);
  solve.step(solve.frameCount);
  return solve.trajectory();
}

/**
 * The model with a stronger pull toward neutral on the DOFs no mapped link constrains
 * (unconstrainedDofs.ts): their weight_scaler, which scales the solver's neutral pull, times
 * UNCONSTRAINED_NEUTRAL_FACTOR.
 */
function withIdleDofsHeld(model: BodyModel, targets: RetargetTargets): BodyModel {
  const mapped = targets.links.map((link) => model.jointNames.indexOf(link)).filter((j) => j >= 0);
  const idle = unconstrainedDofs(model, mapped);
  if (idle.length === 0) return model;
  const dofWeight = Float64Array.from(model.dofWeight);
  for (const d of idle) dofWeight[d] = dofWeight[d]! * UNCONSTRAINED_NEUTRAL_FACTOR;
  return { ...model, dofWeight };
}

/** The targets as the IK's 3D recording: per frame 3 numbers per plan joint (NaN: unmapped or missing), one weight per joint. */
function recordingOf(model: BodyModel, targets: RetargetTargets): IkRecording {
  const n = model.jointCount;
  const linkCount = targets.links.length;
  if (targets.positions.length !== targets.frameCount * linkCount * 3) {
    throw new RangeError(`the targets hold ${targets.positions.length} numbers, not ${targets.frameCount} frames × ${linkCount} links × 3`);
  }
  const jointOf = new Map(model.jointNames.map((name, j) => [name, j]));
  const joints = targets.links.map((link) => {
    const j = jointOf.get(link);
    if (j === undefined) throw new RangeError(`the robot has no link "${link}" (a mapped link must be one of the plan's joints)`);
    return j;
  });
  // Frames with no foot in contact share one weights array; a frame with one raises that foot's weight.
  const weights = new Float64Array(n).fill(1);
  joints.forEach((j, i) => (weights[j] = targets.weights[i]!));
  const feet = targets.footLinks.map((link) => joints[targets.links.indexOf(link)] ?? -1);
  const inContact = (f: number, k: number): boolean => feet[k]! >= 0 && targets.contacts[f * feet.length + k] === 1;
  const frames: Float64Array[] = [];
  const perFrame: Float64Array[] = [];
  for (let f = 0; f < targets.frameCount; f++) {
    const frame = new Float64Array(3 * n).fill(NaN);
    for (let i = 0; i < linkCount; i++) {
      // A rejected target (a mislabelled marker) stays in `positions` for the report; the solve pulls toward its fill, if any.
      const rejected = targets.rejected?.[f * linkCount + i] === 1;
      const from = rejected ? targets.solvePositions : targets.positions;
      if (from !== undefined) frame.set(from.subarray(3 * (f * linkCount + i), 3 * (f * linkCount + i) + 3), 3 * joints[i]!);
    }
    frames.push(frame);
    if (!feet.some((_, k) => inContact(f, k))) {
      perFrame.push(weights);
      continue;
    }
    const raised = Float64Array.from(weights);
    feet.forEach((j, k) => {
      if (inContact(f, k)) raised[j] = weights[j]! * CONTACT_WEIGHT_FACTOR;
    });
    perFrame.push(raised);
  }
  return { kind: '3d', targets: frames, weights: perFrame };
}

/** Packed solved rows (ikRecording.ts) to the trajectory's rows: time, root, DOFs in plan order (as retargetTypes.ts says; the files reorder them for MuJoCo: inMujocoOrder). */
function trajectoryOf(model: BodyModel, solved: Float64Array, fps: number, frameCount: number): RetargetTrajectory {
  const columns = trajectoryColumns(model);
  const width = columns.length;
  const stride = solvedStride(model);
  const d = model.dofCount;
  const values = new Float64Array(width * frameCount);
  for (let f = 0; f < frameCount; f++) {
    const row = width * f;
    const at = stride * f;
    values[row] = f / fps;
    values.set(solved.subarray(at + d, at + d + 7), row + 1);
    values.set(solved.subarray(at, at + d), row + 8);
  }
  return { fps, frameCount, columns, values };
}
