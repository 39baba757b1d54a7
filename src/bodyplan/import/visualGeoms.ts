import type { BodyPlan, Quat, Vec3 } from '../format/schema.ts';
import { normalize3 } from './frames.ts';
import { axisAngleQuat } from '../kinematics/rotation.ts';

/** A primitive to draw in a joint's frame (after its DOFs), from the `x-geoms` an import kept. */
export interface VisualPrimitive {
  joint: number;
  shape: 'sphere' | 'box' | 'capsule' | 'cylinder' | 'ellipsoid';
  /** sphere: [r]; box: half sizes; capsule/cylinder: [radius, half length along local z]; ellipsoid: radii. */
  size: number[];
  pos: Vec3;
  quat: Quat;
  rgba: [number, number, number, number];
}

const DEFAULT_RGBA: [number, number, number, number] = [0.6, 0.65, 0.75, 1];
const SHAPES = new Set(['sphere', 'box', 'capsule', 'cylinder', 'ellipsoid']);

const isNumbers = (v: unknown, n: number): v is number[] => Array.isArray(v) && v.length >= n && v.slice(0, n).every((x) => typeof x === 'number' && Number.isFinite(x));

/**
 * The drawable primitives of a plan's `x-geoms` (MuJoCo's geom conventions; URDF visuals were
 * converted to them on import). Meshes and planes are not primitives: `skipped` counts them.
 * `fromto` capsules and cylinders become a centre, an orientation and a half length.
 */
export function visualPrimitives(plan: BodyPlan): { primitives: VisualPrimitive[]; skipped: number } {
  const primitives: VisualPrimitive[] = [];
  let skipped = 0;
  plan.joints.forEach((joint, index) => {
    const geoms = joint['x-geoms'];
    if (!Array.isArray(geoms)) return;
    for (const raw of geoms as unknown[]) {
      if (typeof raw !== 'object' || raw === null) continue;
      const geom = raw as Record<string, unknown>;
      const shape = typeof geom.type === 'string' ? geom.type : 'sphere';
      if (!SHAPES.has(shape)) {
        skipped++;
        continue;
      }
      const rgba = isNumbers(geom.rgba, 4) ? (geom.rgba.slice(0, 4) as [number, number, number, number]) : DEFAULT_RGBA;
      const size = isNumbers(geom.size, 1) ? geom.size : [0.01];
      let pos: Vec3 = isNumbers(geom.pos, 3) ? [geom.pos[0]!, geom.pos[1]!, geom.pos[2]!] : [0, 0, 0];
      let quat: Quat = isNumbers(geom.quat, 4) ? [geom.quat[0]!, geom.quat[1]!, geom.quat[2]!, geom.quat[3]!] : [1, 0, 0, 0];
      let primitiveSize = size;
      if (isNumbers(geom.fromto, 6) && (shape === 'capsule' || shape === 'cylinder' || shape === 'box' || shape === 'ellipsoid')) {
        const [ax, ay, az, bx, by, bz] = geom.fromto;
        const d = [bx! - ax!, by! - ay!, bz! - az!];
        const half = Math.hypot(d[0]!, d[1]!, d[2]!) / 2;
        pos = [(ax! + bx!) / 2, (ay! + by!) / 2, (az! + bz!) / 2];
        quat = zTo(d);
        primitiveSize = shape === 'capsule' || shape === 'cylinder' ? [size[0]!, half] : [size[0]!, size[1] ?? size[0]!, half];
      }
      primitives.push({ joint: index, shape: shape as VisualPrimitive['shape'], size: primitiveSize, pos, quat, rgba });
    }
  });
  return { primitives, skipped };
}

/** The smallest rotation taking local z to `direction`. */
function zTo(direction: number[]): Quat {
  const z = normalize3(direction);
  if (z === null) return [1, 0, 0, 0];
  const s = Math.hypot(z[0], z[1]);
  if (s < 1e-14) return z[2] > 0 ? [1, 0, 0, 0] : [0, 1, 0, 0];
  return axisAngleQuat([-z[1] / s, z[0] / s, 0], Math.atan2(s, z[2]));
}
