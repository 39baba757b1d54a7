// The floor for slider → frame in `bench:studio`: the same spheres and links drawn with bare
// three.js instancing in the same page (one InstancedMesh of spheres, one of cylinders, the
// Studio's geometry detail, materials, lights, canvas size and pixel ratio), updated per frame for
// the same pose change: forward kinematics of the plan's tree in plain JS, the instance matrices
// rewritten and uploaded, one render. Nothing else: no React, no store, no scene graph beyond that.
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const threeBuild = join(import.meta.dirname, '..', 'node_modules', 'three', 'build');

/** What the floor needs of a plan: its tree, offsets and each joint's first hinge. */
export interface FloorPlan {
  parent: number[];
  offsetPos: number[];
  offsetQuat: number[];
  /** The first DOF's axis (zero when the joint has none). */
  axis: number[];
  /** The joint whose first DOF the slider moves. */
  moved: number;
  lower: number;
  upper: number;
}

interface PlanJoint {
  name: string;
  parent: string | null;
  offset_pos?: number[];
  offset_quat?: number[];
  dofs?: { type: string; axis?: number[]; limits?: number[] }[];
}

/** The floor's view of a plan text; `movedName` is the joint the Studio's first slider moves. */
export function floorPlan(text: string, movedName: string): FloorPlan {
  const joints = (JSON.parse(text) as { joints: PlanJoint[] }).joints;
  const index = new Map(joints.map((j, i) => [j.name, i]));
  const moved = index.get(movedName) ?? 1;
  const hinge = joints[moved]?.dofs?.[0];
  return {
    parent: joints.map((j) => (j.parent === null ? -1 : (index.get(j.parent) ?? -1))),
    offsetPos: joints.flatMap((j) => j.offset_pos ?? [0, 0, 0]),
    offsetQuat: joints.flatMap((j) => j.offset_quat ?? [1, 0, 0, 0]),
    axis: joints.flatMap((j) => (j.dofs?.[0]?.type === 'hinge' ? (j.dofs[0].axis ?? [0, 0, 1]) : [0, 0, 0])),
    moved,
    lower: hinge?.limits?.[0] ?? -1,
    upper: hinge?.limits?.[1] ?? 1,
  };
}

/** Serves three.js' module build to the page (under /__bench_three/) and puts it on window.__THREE. */
export async function loadThree(page: Page): Promise<void> {
  await page.route('**/__bench_three/*', (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop()!;
    if (!/^three\.(module|core)\.js$/.test(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ path: join(threeBuild, file), contentType: 'text/javascript' });
  });
  await page.addScriptTag({ type: 'module', content: `import * as THREE from '/__bench_three/three.module.js'; window.__THREE = THREE;` });
  await page.waitForFunction(() => 'THREE' in window || '__THREE' in window);
}

/**
 * Puts the floor's canvas over the Studio's (same box, same pixel ratio) and draws the plan once.
 * Then `window.__floor.setAngle(a)` poses the moved joint and asks for a frame, and
 * `window.__floor.framesRendered` counts the frames drawn, as the Studio's debug hook does.
 */
export async function installFloor(page: Page, plan: FloorPlan): Promise<void> {
  await page.evaluate(
    (plan) => {
      const THREE = (window as unknown as { __THREE: typeof import('three') }).__THREE;
      const studioCanvas = document.querySelector<HTMLCanvasElement>('.studio-viewport canvas')!;
      const rect = studioCanvas.getBoundingClientRect();
      const canvas = document.createElement('canvas');
      Object.assign(canvas.style, { position: 'fixed', left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px`, zIndex: '1000' });
      document.body.append(canvas);
      const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, alpha: true, preserveDrawingBuffer: true });
      renderer.setPixelRatio(window.devicePixelRatio);
      renderer.setSize(rect.width, rect.height, false);
      const scene = new THREE.Scene();
      scene.background = new THREE.Color('#f8fafc');
      scene.add(new THREE.AmbientLight(0xffffff, 0.9));
      const light = new THREE.DirectionalLight(0xffffff, 1.6);
      light.position.set(3, 5, 4);
      scene.add(light);
      const n = plan.parent.length;
      // The Studio's level of detail and sizes (scene/SkeletonInstances.tsx, scene/skeletonStyle.ts).
      const coarse = n > 2000;
      const spheres = new THREE.InstancedMesh(new THREE.SphereGeometry(1, coarse ? 6 : 14, coarse ? 4 : 10), new THREE.MeshStandardMaterial({ roughness: 0.5, metalness: 0.1 }), n);
      const links = new THREE.InstancedMesh(new THREE.CylinderGeometry(1, 1, 1, coarse ? 4 : 8, 1).translate(0, 0.5, 0), new THREE.MeshStandardMaterial({ color: '#64748b', roughness: 0.6 }), n);
      spheres.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(3 * n).fill(0.5), 3);
      spheres.frustumCulled = false;
      links.frustumCulled = false;
      scene.add(spheres, links);

      // Forward kinematics: world rotation (quaternion) and position per joint, parents first.
      const q = new Float64Array(4 * n);
      const p = new Float64Array(3 * n);
      const angles = new Float64Array(n);
      const mul = (a: Float64Array | number[], ai: number, b: Float64Array | number[], bi: number, out: Float64Array, oi: number) => {
        const aw = a[ai]!, ax = a[ai + 1]!, ay = a[ai + 2]!, az = a[ai + 3]!;
        const bw = b[bi]!, bx = b[bi + 1]!, by = b[bi + 2]!, bz = b[bi + 3]!;
        out[oi] = aw * bw - ax * bx - ay * by - az * bz;
        out[oi + 1] = aw * bx + ax * bw + ay * bz - az * by;
        out[oi + 2] = aw * by - ax * bz + ay * bw + az * bx;
        out[oi + 3] = aw * bz + ax * by - ay * bx + az * bw;
      };
      const tmp = new Float64Array(4);
      const hinge = new Float64Array(4);
      const fk = () => {
        for (let j = 0; j < n; j++) {
          const parent = plan.parent[j]!;
          if (parent < 0) {
            q.set(plan.offsetQuat.slice(4 * j, 4 * j + 4), 4 * j);
            p.set(plan.offsetPos.slice(3 * j, 3 * j + 3), 3 * j);
          } else {
            // p = p_parent + R_parent · offset; q = q_parent · offset_quat · hinge(angle).
            const w = q[4 * parent]!, x = q[4 * parent + 1]!, y = q[4 * parent + 2]!, z = q[4 * parent + 3]!;
            const ox = plan.offsetPos[3 * j]!, oy = plan.offsetPos[3 * j + 1]!, oz = plan.offsetPos[3 * j + 2]!;
            const tx = 2 * (y * oz - z * oy), ty = 2 * (z * ox - x * oz), tz = 2 * (x * oy - y * ox);
            p[3 * j] = p[3 * parent]! + ox + w * tx + (y * tz - z * ty);
            p[3 * j + 1] = p[3 * parent + 1]! + oy + w * ty + (z * tx - x * tz);
            p[3 * j + 2] = p[3 * parent + 2]! + oz + w * tz + (x * ty - y * tx);
            mul(q, 4 * parent, plan.offsetQuat, 4 * j, tmp, 0);
            const half = angles[j]! / 2;
            const s = Math.sin(half);
            hinge[0] = Math.cos(half);
            hinge[1] = plan.axis[3 * j]! * s;
            hinge[2] = plan.axis[3 * j + 1]! * s;
            hinge[3] = plan.axis[3 * j + 2]! * s;
            mul(tmp, 0, hinge, 0, q, 4 * j);
          }
        }
      };
      // Sizes scale with the diagonal of the neutral pose's bounds, as in the Studio; the camera frames them.
      fk();
      const low = [Infinity, Infinity, Infinity];
      const high = [-Infinity, -Infinity, -Infinity];
      for (let j = 0; j < n; j++) for (let k = 0; k < 3; k++) {
        low[k] = Math.min(low[k]!, p[3 * j + k]!);
        high[k] = Math.max(high[k]!, p[3 * j + k]!);
      }
      const planSize = Math.max(1e-3, Math.hypot(high[0]! - low[0]!, high[1]! - low[1]!, high[2]! - low[2]!));
      const centre = low.map((l, k) => (l + high[k]!) / 2);
      const distance = planSize / 2 / Math.sin((22.5 * Math.PI) / 180);
      const camera = new THREE.PerspectiveCamera(45, rect.width / rect.height, planSize / 1000, planSize * 100);
      camera.position.set(centre[0]! + distance / Math.sqrt(3), centre[1]! + distance / Math.sqrt(3), centre[2]! + distance / Math.sqrt(3));
      camera.lookAt(centre[0]!, centre[1]!, centre[2]!);
      const sphereRadius = planSize * 0.014;
      const linkRadius = planSize * 0.005;
      const writeMatrices = () => {
        const s = spheres.instanceMatrix.array as Float32Array;
        const l = links.instanceMatrix.array as Float32Array;
        for (let j = 0; j < n; j++) {
          const o = 16 * j;
          s.fill(0, o, o + 16);
          s[o] = s[o + 5] = s[o + 10] = sphereRadius;
          s[o + 12] = p[3 * j]!;
          s[o + 13] = p[3 * j + 1]!;
          s[o + 14] = p[3 * j + 2]!;
          s[o + 15] = 1;
          l.fill(0, o, o + 16);
          l[o + 15] = 1;
          const parent = plan.parent[j]!;
          if (parent < 0) continue;
          let dx = p[3 * j]! - p[3 * parent]!, dy = p[3 * j + 1]! - p[3 * parent + 1]!, dz = p[3 * j + 2]! - p[3 * parent + 2]!;
          const length = Math.hypot(dx, dy, dz);
          if (!(length > 0)) continue;
          dx /= length; dy /= length; dz /= length;
          const useX = Math.abs(dx) < 0.9;
          let xx = useX ? 0 : -dz, xy = useX ? dz : 0, xz = useX ? -dy : dx;
          const xn = Math.hypot(xx, xy, xz);
          xx /= xn; xy /= xn; xz /= xn;
          const zx = xy * dz - xz * dy, zy = xz * dx - xx * dz, zz = xx * dy - xy * dx;
          l[o] = xx * linkRadius; l[o + 1] = xy * linkRadius; l[o + 2] = xz * linkRadius;
          l[o + 4] = dx * length; l[o + 5] = dy * length; l[o + 6] = dz * length;
          l[o + 8] = zx * linkRadius; l[o + 9] = zy * linkRadius; l[o + 10] = zz * linkRadius;
          l[o + 12] = p[3 * parent]!; l[o + 13] = p[3 * parent + 1]!; l[o + 14] = p[3 * parent + 2]!;
        }
        spheres.instanceMatrix.needsUpdate = true;
        links.instanceMatrix.needsUpdate = true;
      };

      const floor = { framesRendered: 0, setAngle: (_angle: number) => undefined as void };
      let requested = false;
      const frame = () => {
        requested = false;
        renderer.render(scene, camera);
        floor.framesRendered++;
      };
      // As the Studio: the input event changes the pose at once, the drawing waits for the next frame.
      floor.setAngle = (angle: number) => {
        angles[plan.moved] = angle;
        fk();
        writeMatrices();
        if (!requested) {
          requested = true;
          requestAnimationFrame(frame);
        }
      };
      fk();
      writeMatrices();
      frame();
      (window as unknown as { __floor: typeof floor }).__floor = floor;
    },
    plan,
  );
}

/** Removes the floor's canvas and its WebGL context. */
export async function removeFloor(page: Page): Promise<void> {
  await page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('body > canvas[style*="z-index: 1000"]');
    canvas?.getContext('webgl2')?.getExtension('WEBGL_lose_context')?.loseContext();
    canvas?.remove();
  });
}

/** Slider → frame on the floor: pose the moved joint and wait for the frame that shows it (median of `runs`), as the Studio is timed. */
export async function floorSliderToFrame(page: Page, plan: FloorPlan, runs: number): Promise<number | null> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const angle = plan.lower + (plan.upper - plan.lower) * (i % 2 === 0 ? 0.3 : 0.7);
    const ms = await page.evaluate(async (value) => {
      const floor = (window as unknown as { __floor: { framesRendered: number; setAngle(a: number): void } }).__floor;
      const before = floor.framesRendered;
      const start = performance.now();
      floor.setAngle(value);
      for (;;) {
        await new Promise(requestAnimationFrame);
        if (floor.framesRendered > before) return performance.now() - start;
        if (performance.now() - start > 10_000) return null;
      }
    }, angle);
    if (ms !== null) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return times.length > 0 ? times[Math.floor(times.length / 2)]! : null;
}
