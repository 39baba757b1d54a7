import { useEffect, useRef, type ComponentRef } from 'react';
import { useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei/core/OrbitControls.js';
import { PerspectiveCamera, Vector3 } from 'three';
import { keypointBounds } from '../../bodyplan/planBounds.ts';
import { planToWorldMatrix } from './planSpace.ts';
import { useStudio, useStudioStore } from './useStudio.ts';

/** Orbit controls, and framing of the whole plan or the selection (the joint and its children) on request. */
export function CameraRig() {
  const store = useStudioStore();
  const getThree = useThree((s) => s.get);
  const invalidate = useThree((s) => s.invalidate);
  const controls = useRef<ComponentRef<typeof OrbitControls>>(null);
  const frameRequest = useStudio((s) => s.frameRequest);
  const upAxis = useStudio((s) => s.view.upAxis);
  const plan = useStudio((s) => s.shownPlan);

  useEffect(() => {
    const model = plan?.model;
    const fk = store.getKinematics();
    if (!model || !fk || !controls.current) return;
    const camera = getThree().camera;
    const selected = store.getState().selectedJoint;
    const subset = frameRequest.target === 'selection' && selected !== null ? [selected, ...model.children[selected]!] : undefined;
    const bounds = keypointBounds(fk.keypoints, subset);
    const toWorld = planToWorldMatrix(upAxis);
    const center = new Vector3(...bounds.center).applyMatrix4(toWorld);
    const radius = Math.max(bounds.radius, plan.size * (subset ? 0.08 : 0.25));
    const perspective = camera as PerspectiveCamera;
    // The bounding sphere must fit the narrower of the two fields of view: a view taller than wide
    // (the Studio's side panels leave that on small screens) cuts it left and right otherwise.
    const halfFovVertical = ((perspective.fov ?? 45) * Math.PI) / 360;
    const halfFovHorizontal = Math.atan(Math.tan(halfFovVertical) * (perspective.aspect || 1));
    const distance = (radius / Math.sin(Math.min(halfFovVertical, halfFovHorizontal))) * 1.1;
    const target = controls.current.target;
    const direction = camera.position.clone().sub(target);
    // A fresh plan is seen from the front-left and above, whichever axis is up (so the direction is
    // given in the world, not in the plan's own axes); later framings keep the current view direction.
    if (frameRequest.target === 'all' || direction.lengthSq() === 0) direction.set(1.1, 0.8, 1.5);
    direction.normalize();
    camera.position.copy(center).addScaledVector(direction, distance);
    perspective.near = Math.max(distance / 1000, plan.size / 10000);
    perspective.far = distance * 100 + plan.size * 100;
    perspective.updateProjectionMatrix();
    target.copy(center);
    controls.current.update();
    invalidate();
  }, [frameRequest, upAxis, plan, getThree, store, invalidate]);

  return <OrbitControls ref={controls} makeDefault enableDamping={false} />;
}
