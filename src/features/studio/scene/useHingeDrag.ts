import { useCallback } from 'react';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { Matrix4, Plane, Raycaster, Vector2, Vector3, type Object3D } from 'three';
import { angleAboutAxis, dofWorldFrame, hingesMovingLink } from '../../../bodyplan/kinematics/dofFrames.ts';
import { trackWindowDrag } from '../layout/trackWindowDrag.ts';
import { useStudioStore } from '../store/useStudio.ts';

interface ControlsLike {
  enabled: boolean;
}

/**
 * Dragging a link turns the hinge that moves it (its parent's, or the nearest ancestor's), like
 * the urdf-loaders manipulator: the pointer is followed on the plane perpendicular to the hinge
 * axis, and the store clamps the angle to the limits. Of several hinges, the one whose axis faces
 * the camera most is turned, so the motion follows the pointer on screen. Escape during the drag
 * puts the hinge back where it was.
 */
export function useHingeDrag(planGroupRef: React.RefObject<Object3D | null>) {
  const store = useStudioStore();
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const getControls = useThree((s) => s.get);

  return useCallback(
    (joint: number, event: ThreeEvent<PointerEvent>) => {
      const state = store.getState();
      const model = state.plan?.model;
      const fk = store.getKinematics();
      const group = planGroupRef.current;
      if (!model || !fk || !state.pose || !group || event.button !== 0) return;
      event.stopPropagation();
      const hinges = hingesMovingLink(model, joint);
      if (hinges.length === 0) {
        store.dispatch({ type: 'jointSelected', joint });
        return;
      }
      const worldToPlan = new Matrix4().copy(group.matrixWorld).invert();
      const viewDirection = camera.getWorldDirection(new Vector3()).transformDirection(worldToPlan);
      const dofs = state.pose.dofs;
      let best = hinges[0]!;
      let bestAlignment = -1;
      for (const d of hinges) {
        const axis = dofWorldFrame(model, fk, dofs, d).axis;
        const alignment = Math.abs(axis[0] * viewDirection.x + axis[1] * viewDirection.y + axis[2] * viewDirection.z);
        if (alignment > bestAlignment) {
          bestAlignment = alignment;
          best = d;
        }
      }
      const frame = dofWorldFrame(model, fk, dofs, best);
      const plane = new Plane().setFromNormalAndCoplanarPoint(new Vector3(...frame.axis), new Vector3(...frame.origin));
      const raycaster = new Raycaster();
      const pointOnPlane = (clientX: number, clientY: number): Vector3 | null => {
        const rect = gl.domElement.getBoundingClientRect();
        const ndc = new Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
        raycaster.setFromCamera(ndc, camera);
        raycaster.ray.applyMatrix4(worldToPlan);
        return raycaster.ray.intersectPlane(plane, new Vector3());
      };
      const start = pointOnPlane(event.nativeEvent.clientX, event.nativeEvent.clientY);
      if (!start) return;
      const startValue = dofs[best]!;
      store.dispatch({ type: 'jointSelected', joint: model.dofJoint[best]! });
      const controls = getControls().controls as unknown as ControlsLike | null;
      if (controls) controls.enabled = false;

      const onMove = (move: PointerEvent) => {
        const point = pointOnPlane(move.clientX, move.clientY);
        if (!point) return;
        const angle = angleAboutAxis(frame.origin, frame.axis, start.toArray(), point.toArray());
        store.dispatch({ type: 'dofSet', index: best, value: startValue + angle });
      };
      const onEnd = () => {
        if (controls) controls.enabled = true;
      };
      const onCancel = () => {
        store.dispatch({ type: 'dofSet', index: best, value: startValue });
        onEnd();
      };
      trackWindowDrag(event.nativeEvent, { onMove, onEnd, onCancel });
    },
    [store, camera, gl, getControls, planGroupRef],
  );
}
