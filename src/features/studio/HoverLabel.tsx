import { Html } from '@react-three/drei/web/Html.js';
import type { ForwardKinematics } from '../../bodyplan/kinematics.ts';

/** The hovered joint's name, next to it in the 3D view. */
export function HoverLabel({ fk, joint, name }: { fk: ForwardKinematics; joint: number; name: string }) {
  const p = fk.keypoints;
  return (
    <Html position={[p[3 * joint]!, p[3 * joint + 1]!, p[3 * joint + 2]!]} style={{ pointerEvents: 'none' }} zIndexRange={[20, 0]}>
      <span className="studio-hover-label">{name}</span>
    </Html>
  );
}
