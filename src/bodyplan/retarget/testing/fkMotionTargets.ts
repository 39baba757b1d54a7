import { ForwardKinematics } from '../../kinematics/kinematics.ts';
import type { BodyModel } from '../../kinematics/model.ts';
import type { RetargetTargets } from '../retargetTypes.ts';

/**
 * Retarget targets the robot can reach exactly, made by our FK from a known motion: the pelvis
 * walks forward at 0.5 m/s, sways and turns at 0.3 rad/s, and every DOF swings at 0.8 Hz by
 * `amplitude` radians (each with its own phase). For tests and the bench of the solve, which need
 * targets whose answer is known, independent of how a clip is read, scaled and grounded.
 */
export function fkMotionTargets(model: BodyModel, links: readonly string[], frames: number, fps: number, amplitude: number): RetargetTargets {
  const fk = new ForwardKinematics(model);
  const joints = links.map((link) => {
    const j = model.jointNames.indexOf(link);
    if (j < 0) throw new RangeError(`no joint "${link}" in the plan`);
    return j;
  });
  const positions = new Float64Array(frames * links.length * 3);
  const dofs = new Float64Array(model.dofCount);
  for (let f = 0; f < frames; f++) {
    const t = f / fps;
    for (let d = 0; d < model.dofCount; d++) dofs[d] = model.dofNeutral[d]! + amplitude * Math.sin(2 * Math.PI * 0.8 * t + d);
    const yaw = 0.3 * t;
    // The root joint's own offset carries its standing height; the free root moves it about.
    fk.compute(dofs, [0.5 * t, 0.1 * Math.sin(t), 0.02 * Math.sin(4 * t)], [Math.cos(yaw / 2), 0, 0, Math.sin(yaw / 2)]);
    joints.forEach((j, i) => positions.set(fk.keypoints.subarray(3 * j, 3 * j + 3), 3 * (f * links.length + i)));
  }
  return { fps, frameCount: frames, links: [...links], weights: new Float64Array(links.length).fill(1), positions, footLinks: [], contacts: new Uint8Array(0), scale: 1 };
}
