// The buffers forward kinematics works on, laid out by ../../kinematics.ts (see there for the
// semantics and what each buffer holds). The host sets these byte offsets once per instance; all
// arrays are little-endian f64, i32 or u8 in the instance's own memory.
export let jointCount: i32 = 0;
export let dofCount: i32 = 0;
export let order: usize = 0; // i32 per joint, parents first
export let parentIndex: usize = 0; // i32 per joint
export let offsetPos: usize = 0; // 3 f64 per joint
export let offsetRotations: usize = 0; // 9 f64 per joint, row-major
export let offsetIsIdentity: usize = 0; // u8 per joint
export let dofStart: usize = 0; // i32 per joint + 1
export let dofJoint: usize = 0; // i32 per DOF
export let dofOps: usize = 0; // u8 per DOF: OP_*
export let dofAxis: usize = 0; // 3 f64 per DOF
export let dofs: usize = 0; // f64 per DOF: the input of the next compute
export let lastDofs: usize = 0; // f64 per DOF
export let sines: usize = 0; // f64 per DOF
export let cosines: usize = 0; // f64 per DOF
export let ownDofsChanged: usize = 0; // u8 per joint
export let frameRecomputed: usize = 0; // u8 per joint
export let keypoints: usize = 0; // 3 f64 per joint
export let frameOrigins: usize = 0; // 3 f64 per joint
export let frameRotations: usize = 0; // 9 f64 per joint
export let dofWorldAxes: usize = 0; // 3 f64 per DOF when tracked
export let dofWorldOrigins: usize = 0; // 3 f64 per DOF when tracked, written only after a slide in the DOF's joint
/** i32 per DOF when tracked: the byte address of the DOF's world origin, set by the host: its joint's
 * keypoint, or its dofWorldOrigins entry when a slide comes before it in the joint. */
export let dofOrigins: usize = 0;
export let rootPosition: usize = 0; // 3 f64, just before frameOrigins
export let rootRotation: usize = 0; // 9 f64, just before frameRotations
export let trackDofFrames: bool = true;
/** A full compute's steps, parents first: 2 i32 each, joints a and b computed together (one per SIMD
 * lane), or joint a alone when b is -1. Laid out by the host (see ../../fullPassSteps.ts). */
export let fullSteps: usize = 0;
export let fullStepCount: i32 = 0;
/** Per pair of joints, in step order: offset_pos and the offset rotation, interleaved lane by lane
 * (PAIR_BYTES: 3 then 9 f64x2). */
export let pairOffsets: usize = 0;
export const PAIR_BYTES: i32 = 192;

export const OP_HINGE_X: u8 = 0;
export const OP_HINGE_Y: u8 = 1;
export const OP_HINGE_Z: u8 = 2;
export const OP_HINGE: u8 = 3;
export const OP_SLIDE: u8 = 4;
