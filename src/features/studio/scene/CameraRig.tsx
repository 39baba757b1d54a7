import { useEffect, useLayoutEffect, useRef, type ComponentRef } from 'react';
import { useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei/core/OrbitControls.js';
import { PerspectiveCamera, Sphere, Vector3 } from 'three';
import { framingSphere } from '../model/view/framing.ts';
import { presetDirection, viewAxes } from '../model/view/viewPresets.ts';
import { orbitZoomSpeed } from '../model/view/wheelZoom.ts';
import { shownGeometryBox, sphereWithBox } from './modelBounds.ts';
import { planToWorldMatrix } from './planSpace.ts';
import { useKinematicsVersion, useStudio, useStudioStore } from '../store/useStudio.ts';

const WHEEL_ZOOM_SPEED = orbitZoomSpeed();

/**
 * Orbit controls, and framing of the whole plan or the selection (the joint and its children).
 * The camera moves only when asked: a newly opened plan, Frame all/selection, a view preset or an
 * up-axis change. Edits (a rename, a DOF change) make a new plan object but never move it, so the
 * user's orbit and zoom survive them. With "Follow root" on, a moving root carries the camera along.
 */
export function CameraRig() {
  const store = useStudioStore();
  const getThree = useThree((s) => s.get);
  const invalidate = useThree((s) => s.invalidate);
  const controls = useRef<ComponentRef<typeof OrbitControls>>(null);
  const frameRequest = useStudio((s) => s.frameRequest);
  const upAxis = useStudio((s) => s.view.upAxis);
  const forwardAxis = useStudio((s) => s.view.forwardAxis);
  const followRoot = useStudio((s) => s.view.followRoot);
  // True once there is something to frame (the rig may mount before the first plan's kinematics).
  const hasPlan = useStudio((s) => s.shownPlan?.model != null);
  const kinematicsVersion = useKinematicsVersion();
  const followedRoot = useRef<Vector3 | null>(null);

  const rootInWorld = (): Vector3 | null => {
    const fk = store.getKinematics();
    const root = store.getState().shownPlan?.model?.order[0];
    if (!fk || root === undefined) return null;
    const k = fk.keypoints;
    return new Vector3(k[3 * root]!, k[3 * root + 1]!, k[3 * root + 2]!).applyMatrix4(planToWorldMatrix(store.getState().view.upAxis));
  };

  useEffect(() => {
    const state = store.getState();
    const plan = state.shownPlan;
    const model = plan?.model;
    const fk = store.getKinematics();
    if (!plan || !model || !fk || !controls.current) return;
    const camera = getThree().camera;
    const selected = state.selectedJoint;
    const subset = frameRequest.target === 'selection' && selected !== null && selected < model.jointCount ? [selected, ...model.children[selected]!] : undefined;
    const framed = framingSphere(fk.keypoints, plan.size, subset);
    const toWorld = planToWorldMatrix(upAxis);
    // Frame all takes the imported geometry too (a head mesh reaches above the top keypoint).
    const sphere = sphereWithBox(new Sphere(new Vector3(...framed.center).applyMatrix4(toWorld), framed.radius), subset ? null : shownGeometryBox(getThree().scene));
    const center = sphere.center;
    const perspective = camera as PerspectiveCamera;
    // The bounding sphere must fit the narrower of the two fields of view: a view taller than wide
    // (the Studio's side panels leave that on small screens) cuts it left and right otherwise.
    const halfFovVertical = ((perspective.fov ?? 45) * Math.PI) / 360;
    const halfFovHorizontal = Math.atan(Math.tan(halfFovVertical) * (perspective.aspect || 1));
    // 1.15: the sphere's outline fills about 85 % of the narrower side (45° field of view), a margin of 7 % at each edge.
    const distance = (sphere.radius / Math.sin(Math.min(halfFovVertical, halfFovHorizontal))) * 1.15;
    const target = controls.current.target;
    const direction = camera.position.clone().sub(target);
    // A preset gives the direction in the plan's axes. A fresh plan is seen from the front-right and
    // above, whichever axes are up and forward; other framings keep the current view direction.
    if (frameRequest.preset) direction.set(...presetDirection(frameRequest.preset, upAxis, forwardAxis)).applyMatrix4(toWorld);
    else if (frameRequest.target === 'all' || direction.lengthSq() === 0) {
      const { right, up, toward } = viewAxes(upAxis, forwardAxis);
      direction.set(...([0, 1, 2].map((i) => 1.1 * right[i]! + 0.8 * up[i]! + 1.5 * toward[i]!) as [number, number, number])).applyMatrix4(toWorld);
    }
    direction.normalize();
    camera.position.copy(center).addScaledVector(direction, distance);
    perspective.near = Math.max(distance / 1000, plan.size / 10000);
    perspective.far = distance * 100 + plan.size * 100;
    perspective.updateProjectionMatrix();
    target.copy(center);
    controls.current.update();
    followedRoot.current = rootInWorld();
    invalidate();
    // Only these ask for framing; the plan and selection are read from the store when they do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [frameRequest, upAxis, forwardAxis, hasPlan, getThree, store, invalidate]);

  // Follow root: move camera and target by however far the root moved since the last frame.
  useLayoutEffect(() => {
    const root = rootInWorld();
    const last = followedRoot.current;
    followedRoot.current = root;
    if (!followRoot || !root || !last || !controls.current) return;
    const delta = root.clone().sub(last);
    if (delta.lengthSq() === 0) return;
    getThree().camera.position.add(delta);
    controls.current.target.add(delta);
    controls.current.update();
    invalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kinematicsVersion, followRoot]);

  // Wheel zoom moves toward what is under the pointer, a useful step a notch (see wheelZoom.ts).
  return <OrbitControls ref={controls} makeDefault enableDamping={false} zoomToCursor zoomSpeed={WHEEL_ZOOM_SPEED} />;
}
