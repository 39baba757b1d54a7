import { ForwardKinematics } from '../../../kinematics/kinematics.ts';
import { compileBodyPlan, type BodyModel } from '../../../kinematics/model.ts';
import { solvedDofHeaders } from '../../../recording/solvedExport.ts';
import type { RetargetTargets, RetargetTrajectory } from '../../retargetTypes.ts';
import { g1TestHumanoid } from '../../testing/g1TestHumanoid.ts';

/** The feet as the mapping puts them (the G1's ankle links); the soles are the toe links' height. */
export const FEET = ['left_ankle_roll_link', 'right_ankle_roll_link'];
const SOLES = ['left_toe_link', 'right_toe_link'];
export const MAPPED = ['pelvis', 'left_ankle_roll_link', 'right_ankle_roll_link', 'left_rubber_hand', 'right_rubber_hand'];
const ROOT_HEADERS = ['root_x', 'root_y', 'root_z', 'root_qw', 'root_qx', 'root_qy', 'root_qz'];

/** One frame of a hand-built clip: the DOFs by name (others at 0) and the root's offset from standing. */
export interface ClipFrame {
  dofs?: Record<string, number>;
  root?: [number, number, number];
}

/**
 * The G1-like test humanoid standing still for `frameCount` frames at `fps`, soles (toe links) on the floor,
 * as a trajectory and the targets it was solved for (the standing pose's own link positions, both
 * feet in contact). `change(f)` injects a fault into frame f of the TRAJECTORY only, so the report
 * measures it against the still targets, as it would a solve that went wrong.
 */
export function standingClip(frameCount: number, fps: number, change: (frame: number) => ClipFrame = () => ({}), contact: (frame: number, foot: number) => boolean = () => true) {
  const model = compileBodyPlan(g1TestHumanoid());
  const standZ = -lowestSoleZ(model);
  const row = (f: number): number[] => {
    const { dofs = {}, root = [0, 0, 0] } = change(f);
    return [f / fps, root[0], root[1], standZ + root[2], 1, 0, 0, 0, ...dofValues(model, dofs)];
  };
  const columns = ['time', ...ROOT_HEADERS, ...solvedDofHeaders(model)];
  const trajectory: RetargetTrajectory = { fps, frameCount, columns, values: new Float64Array(Array.from({ length: frameCount }, (_, f) => row(f)).flat()) };
  const fk = new ForwardKinematics(model, { trackDofFrames: false });
  fk.compute(dofValues(model, {}), [0, 0, standZ], [1, 0, 0, 0]);
  const still = MAPPED.flatMap((link) => {
    const j = model.jointNames.indexOf(link);
    return [fk.keypoints[3 * j]!, fk.keypoints[3 * j + 1]!, fk.keypoints[3 * j + 2]!];
  });
  const targets: RetargetTargets = {
    fps,
    frameCount,
    links: MAPPED,
    weights: new Float64Array(MAPPED.length).fill(1),
    positions: new Float64Array(Array.from({ length: frameCount }, () => still).flat()),
    footLinks: FEET,
    contacts: new Uint8Array(Array.from({ length: frameCount }, (_, f) => FEET.map((_, k) => (contact(f, k) ? 1 : 0))).flat()),
    scale: 1,
  };
  return { model, trajectory, targets };
}

function dofValues(model: BodyModel, named: Record<string, number>): number[] {
  for (const name of Object.keys(named)) if (!model.dofNames.includes(name)) throw new Error(`no DOF "${name}"`);
  return model.dofNames.map((name) => named[name ?? ''] ?? 0);
}

/** The lowest sole's height in the neutral pose with the root at the origin. */
function lowestSoleZ(model: BodyModel): number {
  const fk = new ForwardKinematics(model, { trackDofFrames: false });
  fk.compute(dofValues(model, {}), [0, 0, 0], [1, 0, 0, 0]);
  return Math.min(...SOLES.map((sole) => fk.keypoints[3 * model.jointNames.indexOf(sole) + 2]!));
}
