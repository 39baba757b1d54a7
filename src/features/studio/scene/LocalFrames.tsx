import { useLayoutEffect, useMemo } from 'react';
import { useDisposeWhenReplaced } from './useDisposeWhenReplaced.ts';
import { useThree } from '@react-three/fiber';
import { BufferGeometry, Float32BufferAttribute } from 'three';
import type { ForwardKinematics } from '../../../bodyplan/kinematics/kinematics.ts';

export interface LocalFramesProps {
  fk: ForwardKinematics;
  jointCount: number;
  /** The joints whose frames are drawn, or null for every joint. */
  joints: readonly number[] | null;
  size: number;
  version: number;
}

/** Each joint's frame after its own DOFs (red X, green Y, blue Z), for every joint or some, as one line-segment draw call. */
export function LocalFrames({ fk, jointCount, joints, size, version }: LocalFramesProps) {
  const invalidate = useThree((s) => s.invalidate);
  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new Float32BufferAttribute(new Float32Array(18 * jointCount), 3));
    const colors = new Float32Array(18 * jointCount);
    for (let j = 0; j < jointCount; j++) {
      for (let k = 0; k < 3; k++) {
        for (let end = 0; end < 2; end++) colors[18 * j + 6 * k + 3 * end + k] = 1;
      }
    }
    g.setAttribute('color', new Float32BufferAttribute(colors, 3));
    return g;
  }, [jointCount]);
  useDisposeWhenReplaced(geometry);

  useLayoutEffect(() => {
    const position = geometry.getAttribute('position');
    const out = position.array as Float32Array;
    const length = size * 0.04;
    const count = joints ? joints.length : jointCount;
    for (let n = 0; n < count; n++) {
      const j = joints ? joints[n]! : n;
      const slot = n;
      const ox = fk.frameOrigins[3 * j]!, oy = fk.frameOrigins[3 * j + 1]!, oz = fk.frameOrigins[3 * j + 2]!;
      for (let k = 0; k < 3; k++) {
        const o = 18 * slot + 6 * k;
        out[o] = ox; out[o + 1] = oy; out[o + 2] = oz;
        // Column k of the row-major rotation is the frame's k-th axis in world coordinates.
        out[o + 3] = ox + fk.frameRotations[9 * j + k]! * length;
        out[o + 4] = oy + fk.frameRotations[9 * j + 3 + k]! * length;
        out[o + 5] = oz + fk.frameRotations[9 * j + 6 + k]! * length;
      }
    }
    // Only the slots filled above are drawn (the buffer is sized for every joint).
    geometry.setDrawRange(0, 6 * count);
    position.needsUpdate = true;
    geometry.computeBoundingSphere();
    invalidate();
  }, [geometry, fk, jointCount, joints, size, version, invalidate]);

  return (
    <lineSegments geometry={geometry} frustumCulled={false} userData={{ studioRole: 'local-frames', frames: joints ? joints.length : jointCount }}>
      <lineBasicMaterial vertexColors />
    </lineSegments>
  );
}
