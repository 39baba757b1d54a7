import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Mesh, Vector3, type Material } from 'three';
import { planToWorldMatrix } from './planSpace.ts';
import { boxCorners, shownGeometryBox } from './modelBounds.ts';
import { useStudioStore } from '../store/useStudio.ts';

/** Read-only figures for browser tests: draw calls of the last rendered frame, a frame counter, and where a joint is on screen. */
export interface StudioDebugInfo {
  readonly drawCalls: number;
  readonly framesRendered: number;
  readonly jointCount: number;
  /** three.js resources alive in the renderer (renderer.info.memory): they must not grow as plans open and poses change. */
  readonly memory: { geometries: number; textures: number };
  /** Client (page) coordinates of a point on the segment from joint `from` (t = 0) to joint `to` (t = 1). */
  screenPoint(from: number, to: number, t: number): { x: number; y: number } | null;
  /** The scene's tagged objects (grid, world axes, DOF gizmos) with what they were drawn with. */
  sceneObjects(): StudioSceneObject[];
  /** The camera's position, orbit target and up vector in three.js world coordinates. */
  camera(): { position: number[]; target: number[]; up: number[] };
  /** The unit vector from the orbit target to the camera, in the plan's own axes (what a view preset sets). */
  viewDirectionInPlan(): number[];
  /**
   * Client (page) rectangles of the canvas and of the whole model projected on it: every keypoint
   * and the corners of the shown imported geometry's box (so the rectangle is never smaller than what is drawn).
   */
  modelScreenBounds(): { canvas: ScreenRect; model: ScreenRect } | null;
  /** Each imported geometry material's opacity and whether it is blended (transparent) or drawn opaque. */
  geometryMaterials(): { opacity: number; transparent: boolean }[];
}

export interface ScreenRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface StudioSceneObject {
  role: string;
  visible: boolean;
  [detail: string]: unknown;
}

declare global {
  interface Window {
    __studioDebug?: StudioDebugInfo;
  }
}

/** Debug hook: exposes renderer.info.render.calls and joint screen positions on window.__studioDebug; it changes nothing. */
export function StudioDebugHook({ jointCount }: { jointCount: number }) {
  const gl = useThree((s) => s.gl);
  const getThree = useThree((s) => s.get);
  const invalidate = useThree((s) => s.invalidate);
  const store = useStudioStore();
  const frames = useRef(0);
  useFrame(() => {
    frames.current += 1;
  });
  useEffect(() => {
    const sceneObjects = (): StudioSceneObject[] => {
      const found: StudioSceneObject[] = [];
      getThree().scene.traverseVisible((object) => {
        const { studioRole, ...details } = object.userData as { studioRole?: string };
        if (studioRole) found.push({ ...details, role: studioRole, visible: object.visible });
      });
      return found;
    };
    window.__studioDebug = {
      sceneObjects,
      camera() {
        const { camera, controls } = getThree();
        const target = (controls as { target?: Vector3 } | null)?.target ?? new Vector3();
        return { position: camera.position.toArray(), target: target.toArray(), up: camera.up.toArray() };
      },
      viewDirectionInPlan() {
        const { camera, controls } = getThree();
        const target = (controls as { target?: Vector3 } | null)?.target ?? new Vector3();
        const toPlan = planToWorldMatrix(store.getState().view.upAxis).invert();
        return camera.position.clone().sub(target).normalize().transformDirection(toPlan).toArray();
      },
      modelScreenBounds() {
        const fk = store.getKinematics();
        if (!fk) return null;
        const { camera, scene } = getThree();
        const toWorld = planToWorldMatrix(store.getState().view.upAxis);
        const points: Vector3[] = [];
        const k = fk.keypoints;
        for (let j = 0; j < jointCount; j++) points.push(new Vector3(k[3 * j]!, k[3 * j + 1]!, k[3 * j + 2]!).applyMatrix4(toWorld));
        const box = shownGeometryBox(scene);
        if (box) points.push(...boxCorners(box));
        const rect = gl.domElement.getBoundingClientRect();
        const model = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
        for (const point of points) {
          point.project(camera);
          const x = rect.left + ((point.x + 1) / 2) * rect.width;
          const y = rect.top + ((1 - point.y) / 2) * rect.height;
          model.left = Math.min(model.left, x);
          model.right = Math.max(model.right, x);
          model.top = Math.min(model.top, y);
          model.bottom = Math.max(model.bottom, y);
        }
        return { canvas: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom }, model };
      },
      geometryMaterials() {
        const found: { opacity: number; transparent: boolean }[] = [];
        getThree().scene.traverse((object) => {
          const role = (object.userData as { studioRole?: string }).studioRole;
          if (role !== 'imported-geometry' && role !== 'imported-mesh') return;
          object.traverse((child) => {
            if (child instanceof Mesh) {
              const material = child.material as Material;
              found.push({ opacity: material.opacity, transparent: material.transparent });
            }
          });
        });
        return found;
      },
      get drawCalls() {
        return gl.info.render.calls;
      },
      get framesRendered() {
        return frames.current;
      },
      jointCount,
      get memory() {
        return { geometries: gl.info.memory.geometries, textures: gl.info.memory.textures };
      },
      screenPoint(from, to, t) {
        const fk = store.getKinematics();
        if (!fk || from >= jointCount || to >= jointCount) return null;
        const k = fk.keypoints;
        const point = new Vector3(
          k[3 * from]! + (k[3 * to]! - k[3 * from]!) * t,
          k[3 * from + 1]! + (k[3 * to + 1]! - k[3 * from + 1]!) * t,
          k[3 * from + 2]! + (k[3 * to + 2]! - k[3 * from + 2]!) * t,
        );
        point.applyMatrix4(planToWorldMatrix(store.getState().view.upAxis)).project(getThree().camera);
        const rect = gl.domElement.getBoundingClientRect();
        return { x: rect.left + ((point.x + 1) / 2) * rect.width, y: rect.top + ((1 - point.y) / 2) * rect.height };
      },
    };
    // The hook loads after the scene (it is a lazy chunk): ask for a frame so framesRendered counts one.
    invalidate();
    return () => {
      delete window.__studioDebug;
    };
  }, [gl, getThree, store, jointCount, invalidate]);
  return null;
}
