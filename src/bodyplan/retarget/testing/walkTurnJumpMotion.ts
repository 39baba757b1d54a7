/**
 * The retarget test clip's motion (issue 41), made by us: a LAFAN1-style 22-joint skeleton that
 * stands, walks with a 90° left turn, crouches, jumps and lands, at 30 frames per second for 4.5 s.
 *
 * Built in a Z-up frame (X forward, Y left, metres) from joint angles; the writers
 * (clipFiles.ts) turn it into a Y-up centimetre BVH as LAFAN1 writes, a Z-up metre BVH and a .trc.
 * The feet are planted for real: each frame the root is placed so that the stance foot's toe (the
 * lower of the two, as seen from the pelvis) stays where it landed and on the floor; only the jump's
 * flight is ballistic. `phases` is the ground truth the contact detection is tested against.
 */

export type Mat3 = Float64Array; // 9, row-major

export interface SkeletonJoint {
  name: string;
  parent: number;
  offset: [number, number, number];
  /** End Site offset, for joints that end a chain. */
  end?: [number, number, number];
}

export interface WalkTurnJumpMotion {
  joints: SkeletonJoint[];
  fps: number;
  frameCount: number;
  /** Per frame: the root position (3) and each joint's local rotation (9 per joint). */
  rootPositions: Float64Array;
  localRotations: Float64Array;
  /** Per frame: each joint's world position (3) and rotation (9). */
  worldPositions: Float64Array;
  worldRotations: Float64Array;
  /** Per frame and foot (0 left, 1 right): stance (planted), swing, or flight (both feet off the floor). */
  phases: ('stance' | 'swing' | 'flight')[][];
  /** Per frame and foot: the toe joint's height above the floor, metres. */
  toeHeights: Float64Array;
}

const joint = (name: string, parent: number, offset: [number, number, number], end?: [number, number, number]): SkeletonJoint => ({ name, parent, offset, ...(end ? { end } : {}) });

/** LAFAN1's joint order and names; offsets of a 1.72 m person, standing toes at z = 0. */
export function lafanSkeleton(): SkeletonJoint[] {
  return [
    joint('Hips', -1, [0, 0, 0]),
    joint('LeftUpLeg', 0, [0, 0.09, -0.04]), joint('LeftLeg', 1, [0, 0, -0.42]), joint('LeftFoot', 2, [0, 0, -0.41]), joint('LeftToe', 3, [0.13, 0, -0.06], [0.05, 0, 0]),
    joint('RightUpLeg', 0, [0, -0.09, -0.04]), joint('RightLeg', 5, [0, 0, -0.42]), joint('RightFoot', 6, [0, 0, -0.41]), joint('RightToe', 7, [0.13, 0, -0.06], [0.05, 0, 0]),
    joint('Spine', 0, [0, 0, 0.1]), joint('Spine1', 9, [0, 0, 0.12]), joint('Spine2', 10, [0, 0, 0.12]), joint('Neck', 11, [0, 0, 0.2]), joint('Head', 12, [0, 0, 0.1], [0, 0, 0.15]),
    joint('LeftShoulder', 11, [0, 0.03, 0.16]), joint('LeftArm', 14, [0, 0.13, 0]), joint('LeftForeArm', 15, [0, 0, -0.28]), joint('LeftHand', 16, [0, 0, -0.25], [0, 0, -0.1]),
    joint('RightShoulder', 11, [0, -0.03, 0.16]), joint('RightArm', 18, [0, -0.13, 0]), joint('RightForeArm', 19, [0, 0, -0.28]), joint('RightHand', 20, [0, 0, -0.25], [0, 0, -0.1]),
  ];
}

export const CLIP_FPS = 30;
export const CLIP_SECONDS = 4.5;
const G = 9.81;
const TOE = [4, 8];

/** Leg angles (radians): hip flexion (thigh forward), knee flexion (shank back); the ankle keeps the foot flat. */
interface LegAngles {
  hip: number;
  knee: number;
}

const smooth = (u: number): number => (u <= 0 ? 0 : u >= 1 ? 1 : u * u * (3 - 2 * u));
const mix = (a: number, b: number, u: number): number => a + (b - a) * u;

// The timeline, seconds.
const WALK_START = 0.5;
const WALK_END = 2.9;
const STRIDE = 1.0;
const CROUCH_END = 3.25;
const TAKEOFF = 3.4;
const CROUCH: LegAngles = { hip: 0.8, knee: 1.6 };
const LAUNCH: LegAngles = { hip: 0.35, knee: 0.7 };
const ABSORB: LegAngles = { hip: 0.7, knee: 1.4 };

/**
 * The walk and turn's angles at time t. A leg is in stance while its hip angle falls (the body
 * passes over the foot). The knee of a leg ahead of the hip bends by twice the hip angle, so the
 * shank of the front leg slants as much as the straight back leg's and the two feet are level at
 * the change of support; the swing knee bends further (`lift`), so the swing foot clears the floor.
 */
function walkAngles(t: number): { legs: [LegAngles, LegAngles]; heading: number; stance: 0 | 1 } {
  const tau = t - WALK_START;
  const ramp = tau <= 0 || t >= WALK_END ? 0 : smooth(tau / 0.4) * smooth((WALK_END - t) / 0.4);
  const phase = (2 * Math.PI * tau) / STRIDE;
  const hip = 0.3 * ramp * Math.sin(phase);
  // Each leg swings for half the stride: the left while cos(phase) > 0 (its hip angle rises).
  const leftSwing = Math.cos(phase) > 0;
  const progress = (((phase / Math.PI) % 2) + 2.5) % 1; // 0 → 1 through each half stride
  const lift = 0.9 * ramp * Math.sin(Math.PI * progress);
  const knee = (h: number, swinging: boolean): number => 0.08 + Math.max(0, 2 * h) + (swinging ? lift : 0);
  return {
    legs: [{ hip, knee: knee(hip, leftSwing) }, { hip: -hip, knee: knee(-hip, !leftSwing) }],
    heading: (Math.PI / 2) * smooth((t - 1.4) / 1.0),
    stance: leftSwing ? 1 : 0,
  };
}

export function walkTurnJumpMotion(): WalkTurnJumpMotion {
  const joints = lafanSkeleton();
  const n = joints.length;
  const frameCount = Math.round(CLIP_SECONDS * CLIP_FPS);
  const motion: WalkTurnJumpMotion = {
    joints, fps: CLIP_FPS, frameCount,
    rootPositions: new Float64Array(3 * frameCount), localRotations: new Float64Array(9 * n * frameCount),
    worldPositions: new Float64Array(3 * n * frameCount), worldRotations: new Float64Array(9 * n * frameCount),
    phases: [], toeHeights: new Float64Array(2 * frameCount),
  };
  let stance = 0;
  let anchor: [number, number] = [0, 0];
  let flight: { start: number; z0: number; vz: number; duration: number } | null = null;
  const root: [number, number, number] = [0, 0, 0];
  for (let f = 0; f < frameCount; f++) {
    const t = f / CLIP_FPS;
    const walk = walkAngles(t);
    const { heading, stance: walkStance } = walk;
    let legs = walk.legs;
    const walking = t > WALK_START && t < WALK_END;
    if (t >= WALK_END && flight === null) {
      // Crouch, then the push-off's ease-in leaves the root rising fast at take-off.
      const pose = t < CROUCH_END ? lerpLegs({ hip: 0, knee: 0.08 }, CROUCH, smooth((t - WALK_END) / (CROUCH_END - WALK_END))) : lerpLegs(CROUCH, LAUNCH, Math.min(1, ((t - CROUCH_END) / (TAKEOFF - CROUCH_END)) ** 2));
      legs = [pose, pose];
    }
    const locals = poseLocals(joints, legs, heading, t, walking);
    motion.localRotations.set(locals, 9 * n * f);
    // The body's points seen from the root (root at the origin, turned).
    const rel = forwardKinematics(joints, locals, [0, 0, 0]);
    const toeZ = TOE.map((j) => rel.positions[3 * j + 2]!);
    const toeXY = (j: number): [number, number] => [rel.positions[3 * j]!, rel.positions[3 * j + 1]!];
    if (flight === null && t > TAKEOFF + 1e-9) {
      const vz = (motion.rootPositions[3 * (f - 1) + 2]! - motion.rootPositions[3 * (f - 2) + 2]!) * CLIP_FPS;
      flight = { start: (f - 1) / CLIP_FPS, z0: motion.rootPositions[3 * (f - 1) + 2]!, vz, duration: (2 * vz) / G };
    }
    const inFlight = flight !== null && t < flight.start + flight.duration;
    if (inFlight) {
      const tau = t - flight!.start;
      const tuck = Math.sin((Math.PI * tau) / flight!.duration);
      const pose = { hip: LAUNCH.hip + 0.3 * tuck, knee: LAUNCH.knee + 0.6 * tuck };
      motion.localRotations.set(poseLocals(joints, [pose, pose], heading, t, false), 9 * n * f);
      root[2] = flight!.z0 + flight!.vz * tau - (G * tau * tau) / 2;
    } else {
      if (flight !== null) {
        // Landed: absorb, then stand up.
        const since = t - (flight.start + flight.duration);
        const pose = since < 0.25 ? lerpLegs(LAUNCH, ABSORB, 1 - (1 - since / 0.25) ** 2) : lerpLegs(ABSORB, { hip: 0, knee: 0.08 }, smooth((since - 0.25) / 0.5));
        motion.localRotations.set(poseLocals(joints, [pose, pose], heading, t, false), 9 * n * f);
        const again = forwardKinematics(joints, motion.localRotations.subarray(9 * n * f, 9 * n * (f + 1)), [0, 0, 0]);
        rel.positions.set(again.positions);
        toeZ[0] = rel.positions[3 * TOE[0]! + 2]!;
        toeZ[1] = rel.positions[3 * TOE[1]! + 2]!;
      }
      // Walking: the leg whose hip angle falls; standing, crouching or landing: both feet are down and level.
      const lower = walking ? walkStance : stance;
      if (f === 0) anchor = [0, 0];
      else if (lower !== stance) {
        // The new stance toe is planted where it was in the last frame.
        const previous = forwardKinematics(joints, motion.localRotations.subarray(9 * n * (f - 1), 9 * n * f), [0, 0, 0]);
        anchor = [root[0] + previous.positions[3 * TOE[lower]!]!, root[1] + previous.positions[3 * TOE[lower]! + 1]!];
      } else if (f > 0 && motion.phases[f - 1]![lower] === 'flight') {
        anchor = [root[0] + toeXY(TOE[lower]!)[0], root[1] + toeXY(TOE[lower]!)[1]];
      }
      stance = lower;
      const [x, y] = toeXY(TOE[stance]!);
      root[0] = anchor[0] - x;
      root[1] = anchor[1] - y;
      root[2] = -Math.min(toeZ[0]!, toeZ[1]!);
    }
    motion.rootPositions.set(root, 3 * f);
    const world = forwardKinematics(joints, motion.localRotations.subarray(9 * n * f, 9 * n * (f + 1)), root);
    motion.worldPositions.set(world.positions, 3 * n * f);
    motion.worldRotations.set(world.rotations, 9 * n * f);
    const heights = TOE.map((j) => world.positions[3 * j + 2]!);
    motion.toeHeights.set(heights, 2 * f);
    motion.phases.push(inFlight ? ['flight', 'flight'] : walking ? [stance === 0 ? 'stance' : 'swing', stance === 1 ? 'stance' : 'swing'] : ['stance', 'stance']);
  }
  return motion;
}

function lerpLegs(a: LegAngles, b: LegAngles, u: number): LegAngles {
  return { hip: mix(a.hip, b.hip, u), knee: mix(a.knee, b.knee, u) };
}

/** Each joint's local rotation for the given leg angles and heading; arms swing against the legs while walking. */
function poseLocals(joints: SkeletonJoint[], legs: [LegAngles, LegAngles], heading: number, t: number, walking: boolean): Float64Array {
  const locals = new Float64Array(9 * joints.length);
  for (let j = 0; j < joints.length; j++) locals.set(rotation('x', 0), 9 * j);
  // The pelvis sways a little from side to side while walking, so the root has all three angles.
  const sway = walking ? 0.04 * Math.sin((2 * Math.PI * (t - WALK_START)) / STRIDE) : 0;
  locals.set(multiply(rotation('z', heading), multiply(rotation('x', sway), rotation('y', 0.03))), 0);
  legs.forEach((leg, side) => {
    const up = side === 0 ? 1 : 5;
    // Flexion turns about +Y (left); a thigh swung forward is a negative turn.
    locals.set(rotation('y', -leg.hip), 9 * up);
    locals.set(rotation('y', leg.knee), 9 * (up + 1));
    locals.set(rotation('y', leg.hip - leg.knee), 9 * (up + 2));
  });
  const [left, right] = legs;
  for (const [arm, sign, legAngle] of [[15, 1, right.hip], [19, -1, left.hip]] as const) {
    locals.set(multiply(rotation('x', sign * 0.12), rotation('y', -0.7 * legAngle)), 9 * arm);
    locals.set(rotation('y', -0.35), 9 * (arm + 1));
  }
  return locals;
}

/** World positions and rotations of every joint for local rotations and a root position. */
export function forwardKinematics(joints: SkeletonJoint[], locals: Float64Array, root: readonly number[]): { positions: Float64Array; rotations: Float64Array } {
  const positions = new Float64Array(3 * joints.length);
  const rotations = new Float64Array(9 * joints.length);
  joints.forEach((jt, j) => {
    const local = locals.subarray(9 * j, 9 * j + 9);
    if (jt.parent < 0) {
      positions.set(root.slice(0, 3), 0);
      rotations.set(local, 0);
      return;
    }
    const parentRotation = rotations.subarray(9 * jt.parent, 9 * jt.parent + 9);
    const moved = apply(parentRotation, jt.offset);
    for (let k = 0; k < 3; k++) positions[3 * j + k] = positions[3 * jt.parent + k]! + moved[k]!;
    rotations.set(multiply(parentRotation, local), 9 * j);
  });
  return { positions, rotations };
}

export function rotation(axis: 'x' | 'y' | 'z', angle: number): Mat3 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  if (axis === 'x') return Float64Array.of(1, 0, 0, 0, c, -s, 0, s, c);
  if (axis === 'y') return Float64Array.of(c, 0, s, 0, 1, 0, -s, 0, c);
  return Float64Array.of(c, -s, 0, s, c, 0, 0, 0, 1);
}

export function multiply(a: ArrayLike<number>, b: ArrayLike<number>): Mat3 {
  const out = new Float64Array(9);
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) out[3 * r + c] = a[3 * r]! * b[c]! + a[3 * r + 1]! * b[3 + c]! + a[3 * r + 2]! * b[6 + c]!;
  return out;
}

export function apply(m: ArrayLike<number>, v: readonly number[]): [number, number, number] {
  return [0, 1, 2].map((r) => m[3 * r]! * v[0]! + m[3 * r + 1]! * v[1]! + m[3 * r + 2]! * v[2]!) as [number, number, number];
}
