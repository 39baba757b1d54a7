import { useLayoutEffect, useMemo, type RefObject } from 'react';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { BufferAttribute, BufferGeometry, Line, LineBasicMaterial, Matrix4, Plane, Raycaster, Vector2, Vector3, type Object3D } from 'three';
import { trackWindowDrag } from '../layout/trackWindowDrag.ts';
import { useIk, useKinematicsVersion, useStudio, useStudioStore } from '../store/useStudio.ts';
import type { IkPin } from '../store/ik/ikSlice.ts';
import { residualColor, residualOf } from './residualColor.ts';
import { IkOrientationGizmo } from './IkOrientationGizmo.tsx';

interface ControlsLike {
  enabled: boolean;
}

/** Drawn in plan coordinates: a drag handle on each pinned target and a line from its keypoint, coloured by the residual. */
export function IkTargets3d({ planGroup }: { planGroup: RefObject<Object3D | null> }) {
  const enabled = useIk((s) => s.enabled);
  const pins = useIk((s) => s.pins);
  const size = useStudio((s) => s.plan?.size ?? 1);
  if (!enabled) return null;
  return (
    <>
      {pins.map((pin) => (
        <IkTarget key={pin.joint} pin={pin} size={size} planGroup={planGroup} />
      ))}
    </>
  );
}

function IkTarget({ pin, size, planGroup }: { pin: IkPin; size: number; planGroup: RefObject<Object3D | null> }) {
  const store = useStudioStore();
  const ik = useStudioStore().ik;
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const get = useThree((s) => s.get);
  const invalidate = useThree((s) => s.invalidate);
  const version = useKinematicsVersion();
  const line = useMemo(() => {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(new Float32Array(6), 3));
    const material = new LineBasicMaterial({ depthTest: false, transparent: true });
    const object = new Line(geometry, material);
    object.renderOrder = 10;
    return object;
  }, []);
  useLayoutEffect(() => () => {
    line.geometry.dispose();
    (line.material as LineBasicMaterial).dispose();
  }, [line]);

  const fk = store.getKinematics();
  const residual = fk ? residualOf(fk.keypoints, pin.joint, pin.target) : 0;
  useLayoutEffect(() => {
    if (!fk) return;
    const position = line.geometry.getAttribute('position') as BufferAttribute;
    position.setXYZ(0, fk.keypoints[3 * pin.joint]!, fk.keypoints[3 * pin.joint + 1]!, fk.keypoints[3 * pin.joint + 2]!);
    position.setXYZ(1, ...pin.target);
    position.needsUpdate = true;
    line.geometry.computeBoundingSphere();
    const colour = residualColor(residual, size);
    (line.material as LineBasicMaterial).color.setStyle(colour);
    // Read by browser tests through the debug hook: the line's residual and the colour it was given.
    Object.assign(line.userData, { studioRole: 'ik-residual-line', joint: pin.joint, residual, colour });
    invalidate();
  }, [fk, line, pin, residual, size, version, invalidate]);

  // The target follows the pointer on the plane through it that faces the camera; Escape puts it back.
  const onPointerDown = (event: ThreeEvent<PointerEvent>) => {
    const group = planGroup.current;
    if (event.button !== 0 || !group) return;
    event.stopPropagation();
    const worldToPlan = new Matrix4().copy(group.matrixWorld).invert();
    const normal = camera.getWorldDirection(new Vector3()).transformDirection(worldToPlan);
    const plane = new Plane().setFromNormalAndCoplanarPoint(normal, new Vector3(...pin.target));
    const raycaster = new Raycaster();
    const pointOnPlane = (clientX: number, clientY: number): Vector3 | null => {
      const rect = gl.domElement.getBoundingClientRect();
      raycaster.setFromCamera(new Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1), camera);
      raycaster.ray.applyMatrix4(worldToPlan);
      return raycaster.ray.intersectPlane(plane, new Vector3());
    };
    const start = pointOnPlane(event.nativeEvent.clientX, event.nativeEvent.clientY);
    if (!start) return;
    const startTarget = new Vector3(...pin.target);
    const controls = get().controls as unknown as ControlsLike | null;
    if (controls) controls.enabled = false;
    // The updates of one drag are damped and step-limited, and together one undo step.
    ik.beginDrag(pin.joint);
    trackWindowDrag(event.nativeEvent, {
      onMove(move) {
        const point = pointOnPlane(move.clientX, move.clientY);
        if (!point) return;
        const target = point.sub(start).add(startTarget);
        ik.setTarget(pin.joint, [target.x, target.y, target.z]);
      },
      onEnd() {
        ik.endDrag(true);
        if (controls) controls.enabled = true;
      },
      onCancel() {
        // The pose and the targets from before the drag come back.
        ik.endDrag(false);
        if (controls) controls.enabled = true;
      },
    });
  };

  return (
    <>
      <primitive object={line} />
      {pin.orientation && <IkOrientationGizmo pin={pin} orientation={pin.orientation} size={size} planGroup={planGroup} />}
      <mesh position={pin.target} renderOrder={11} onPointerDown={onPointerDown}>
        <sphereGeometry args={[size * 0.03, 16, 12]} />
        <meshBasicMaterial color="#ea580c" transparent opacity={0.75} depthTest={false} />
      </mesh>
    </>
  );
}
