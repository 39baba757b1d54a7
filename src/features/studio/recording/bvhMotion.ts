import type { Bone } from 'three';
import { BVHLoader } from 'three/examples/jsm/loaders/BVHLoader.js';
import { checkBvhText, type BvhMotion } from '../../../bodyplan/recording/readers/bvhTargets.ts';

/**
 * Reads a BVH text with three's BVHLoader into plain frames (see bvhTargets.ts): each joint's
 * local position and rotation per frame. End sites (unnamed in BVH) are named "<parent>_end".
 * The layout is checked first, so a malformed file gets a located error instead of NaNs.
 */
export function bvhMotionFromText(text: string): { bvh: BvhMotion } | { bvhError: string } {
  const check = checkBvhText(text);
  if (!check.ok) return { bvhError: check.message };
  let result: ReturnType<BVHLoader['parse']>;
  try {
    result = new BVHLoader().parse(text);
  } catch (error) {
    return { bvhError: `not a BVH file three.js can read: ${error instanceof Error ? error.message : String(error)}` };
  }
  const bones = result.skeleton.bones;
  const index = new Map<Bone, number>(bones.map((bone, b) => [bone, b]));
  const joints = bones.map((bone) => {
    const parent = bone.parent ? (index.get(bone.parent as Bone) ?? -1) : -1;
    return { name: bone.name === 'ENDSITE' && parent >= 0 ? `${bones[parent]!.name}_end` : bone.name, parent };
  });
  const count = bones.length;
  const frameCount = check.frameCount;
  const positions = new Float64Array(3 * count * frameCount);
  const quaternions = new Float64Array(4 * count * frameCount);
  const tracks = new Map(result.clip.tracks.map((track) => [track.name, track.values]));
  bones.forEach((bone, b) => {
    const position = bone.name === 'ENDSITE' ? undefined : tracks.get(`${bone.name}.position`);
    const rotation = bone.name === 'ENDSITE' ? undefined : tracks.get(`${bone.name}.quaternion`);
    for (let f = 0; f < frameCount; f++) {
      const p = 3 * (f * count + b);
      const q = 4 * (f * count + b);
      if (position) positions.set(position.subarray(3 * f, 3 * f + 3), p);
      else positions.set([bone.position.x, bone.position.y, bone.position.z], p);
      if (rotation) quaternions.set(rotation.subarray(4 * f, 4 * f + 4), q);
      else quaternions[q + 3] = 1;
    }
  });
  return { bvh: { joints, frameCount, frameTime: check.frameTime, positions, quaternions } };
}
