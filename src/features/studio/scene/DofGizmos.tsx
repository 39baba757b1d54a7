import { useEffect, useMemo } from 'react';
import { BufferGeometry, Float32BufferAttribute, Matrix4, Quaternion, Vector3 } from 'three';
import { dofWorldFrame } from '../../../bodyplan/kinematics/dofFrames.ts';
import { DOF_SLIDE, type BodyModel } from '../../../bodyplan/kinematics/model.ts';
import type { ForwardKinematics } from '../../../bodyplan/kinematics/kinematics.ts';

export interface DofGizmosProps {
  model: BodyModel;
  fk: ForwardKinematics;
  dofs: Float64Array;
  joint: number;
  size: number;
  /** Changes whenever FK was recomputed. */
  version: number;
}

const ARC_SEGMENTS = 64;

/** A unit vector perpendicular to `a`: the arc's zero direction. */
function perpendicular(a: [number, number, number]): [number, number, number] {
  const helper: [number, number, number] = Math.abs(a[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0];
  const dot = helper[0] * a[0] + helper[1] * a[1] + helper[2] * a[2];
  const p: [number, number, number] = [helper[0] - dot * a[0], helper[1] - dot * a[1], helper[2] - dot * a[2]];
  const n = Math.hypot(...p);
  return [p[0] / n, p[1] / n, p[2] / n];
}

interface Gizmo {
  dof: number;
  /** The range the gizmo spans along its axis (slide) or around it (hinge), and the current value. */
  from: number;
  to: number;
  value: number;
  matrix: Matrix4;
  lines: BufferGeometry;
  marker: [number, number, number];
  kind: 'hinge' | 'slide';
  /** A slide's arrowhead at the top of its range, pointing along its axis. */
  arrowhead?: { position: [number, number, number]; quaternion: Quaternion };
}

/**
 * The selected joint's DOFs, each drawn in the frame it acts in: a hinge as its axis, an arc over
 * its limits (a full circle when unbounded) and a spoke at the current value; a slide as a line
 * along its axis over its range with the current value marked.
 */
export function DofGizmos({ model, fk, dofs, joint, size, version }: DofGizmosProps) {
  const gizmos = useMemo<Gizmo[]>(() => {
    void version;
    const out: Gizmo[] = [];
    const radius = size * 0.08;
    for (let d = model.dofStart[joint]!; d < model.dofStart[joint + 1]!; d++) {
      const frame = dofWorldFrame(model, fk, dofs, d);
      const r = frame.rotation;
      const matrix = new Matrix4().set(
        r[0]!, r[1]!, r[2]!, frame.origin[0],
        r[3]!, r[4]!, r[5]!, frame.origin[1],
        r[6]!, r[7]!, r[8]!, frame.origin[2],
        0, 0, 0, 1,
      );
      const a: [number, number, number] = [model.dofAxis[3 * d]!, model.dofAxis[3 * d + 1]!, model.dofAxis[3 * d + 2]!];
      const lower = model.dofLower[d]!;
      const upper = model.dofUpper[d]!;
      const value = dofs[d]!;
      const points: number[] = [];
      if (model.dofType[d] === DOF_SLIDE) {
        const reach = size * 0.25;
        const from = Number.isFinite(lower) ? lower : value - reach;
        const to = Number.isFinite(upper) ? upper : value + reach;
        points.push(a[0] * from, a[1] * from, a[2] * from, a[0] * to, a[1] * to, a[2] * to);
        // End ticks show where the range stops.
        const u = perpendicular(a);
        for (const end of [from, to]) {
          const t = size * 0.01;
          points.push(a[0] * end - u[0] * t, a[1] * end - u[1] * t, a[2] * end - u[2] * t, a[0] * end + u[0] * t, a[1] * end + u[1] * t, a[2] * end + u[2] * t);
        }
        const geometry = new BufferGeometry().setAttribute('position', new Float32BufferAttribute(points, 3));
        const arrowhead = {
          position: [a[0] * to, a[1] * to, a[2] * to] as [number, number, number],
          quaternion: new Quaternion().setFromUnitVectors(new Vector3(0, 1, 0), new Vector3(...a)),
        };
        out.push({ dof: d, from, to, value, matrix, lines: geometry, marker: [a[0] * value, a[1] * value, a[2] * value], kind: 'slide', arrowhead });
        continue;
      }
      const u = perpendicular(a);
      const v: [number, number, number] = [a[1] * u[2] - a[2] * u[1], a[2] * u[0] - a[0] * u[2], a[0] * u[1] - a[1] * u[0]];
      const at = (theta: number, rad: number) => [
        rad * (u[0] * Math.cos(theta) + v[0] * Math.sin(theta)),
        rad * (u[1] * Math.cos(theta) + v[1] * Math.sin(theta)),
        rad * (u[2] * Math.cos(theta) + v[2] * Math.sin(theta)),
      ];
      const axisLength = radius * 1.4;
      points.push(-a[0] * axisLength, -a[1] * axisLength, -a[2] * axisLength, a[0] * axisLength, a[1] * axisLength, a[2] * axisLength);
      const bounded = Number.isFinite(lower) && Number.isFinite(upper);
      const from = bounded ? lower : 0;
      const to = bounded ? upper : 2 * Math.PI;
      for (let i = 0; i < ARC_SEGMENTS; i++) {
        points.push(...at(from + ((to - from) * i) / ARC_SEGMENTS, radius), ...at(from + ((to - from) * (i + 1)) / ARC_SEGMENTS, radius));
      }
      if (bounded) points.push(0, 0, 0, ...at(lower, radius), 0, 0, 0, ...at(upper, radius));
      points.push(0, 0, 0, ...at(value, radius * 1.15));
      const geometry = new BufferGeometry().setAttribute('position', new Float32BufferAttribute(points, 3));
      const marker = at(value, radius * 1.15);
      out.push({ dof: d, from, to, value, matrix, lines: geometry, marker: [marker[0]!, marker[1]!, marker[2]!], kind: 'hinge' });
    }
    return out;
  }, [model, fk, dofs, joint, size, version]);
  // The line geometries are made here, not in JSX: R3F does not dispose them.
  useEffect(() => () => gizmos.forEach((gizmo) => gizmo.lines.dispose()), [gizmos]);

  return (
    <>
      {gizmos.map((gizmo, i) => (
        <group
          key={i}
          matrix={gizmo.matrix}
          matrixAutoUpdate={false}
          // Read by browser tests through the debug hook: what the gizmo spans, as drawn.
          userData={{ studioRole: `${gizmo.kind}-gizmo`, dof: gizmo.dof, from: gizmo.from, to: gizmo.to, value: gizmo.value }}
        >
          <lineSegments geometry={gizmo.lines}>
            <lineBasicMaterial color={gizmo.kind === 'hinge' ? '#d97706' : '#7c3aed'} depthTest={false} transparent />
          </lineSegments>
          {gizmo.arrowhead && (
            <mesh position={gizmo.arrowhead.position} quaternion={gizmo.arrowhead.quaternion}>
              <coneGeometry args={[size * 0.012, size * 0.035, 12]} />
              <meshBasicMaterial color="#7c3aed" />
            </mesh>
          )}
          <mesh position={gizmo.marker} renderOrder={2}>
            <sphereGeometry args={[size * 0.008, 10, 8]} />
            <meshBasicMaterial color="#dc2626" depthTest={false} transparent />
          </mesh>
        </group>
      ))}
    </>
  );
}
