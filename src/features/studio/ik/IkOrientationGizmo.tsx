import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { PivotControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { Matrix4, Quaternion, Vector3, type Group, type Object3D } from 'three';
import { useStudioStore } from '../store/useStudio.ts';
import type { IkPin, PinOrientation } from '../store/ik/ikSlice.ts';

/** The rings' radius as drei draws them: 0.65 × the gizmo's scale. */
const RING_RADIUS = 0.65;

/**
 * The frame gizmo of a pin with an orientation (issue 43), as RViz's 6-DOF interactive marker: a
 * rotation ring per axis, an arrow per axis (translation along it) and a plane handle per pair of
 * axes, drei's PivotControls in plan coordinates at the target. A drag is one damped IK drag and one
 * undo step (the slice's beginDrag/endDrag). For browser tests its tag tells where its centre and
 * rings' midpoints are on the page (the debug hook's scene objects).
 */
export function IkOrientationGizmo({ pin, orientation, size, planGroup }: { pin: IkPin; orientation: PinOrientation; size: number; planGroup: RefObject<Object3D | null> }) {
  const ik = useStudioStore().ik;
  const scale = size * 0.25;
  const matrix = useMemo(
    () => new Matrix4().compose(new Vector3(...pin.target), new Quaternion(orientation.quat[1], orientation.quat[2], orientation.quat[3], orientation.quat[0]), new Vector3(1, 1, 1)),
    [pin.target, orientation.quat],
  );
  const marker = useRef<Group>(null);
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  useLayoutEffect(() => {
    const group = marker.current;
    if (!group) return;
    // Getters: the debug hook reads them when asked, so they hold for the camera and pose of that moment.
    const toPage = (local: Vector3) => {
      const plan = planGroup.current;
      if (plan) plan.updateWorldMatrix(true, false);
      const p = local.applyMatrix4(matrix).applyMatrix4(plan?.matrixWorld ?? new Matrix4()).project(camera);
      const rect = gl.domElement.getBoundingClientRect();
      return { x: rect.left + ((p.x + 1) / 2) * rect.width, y: rect.top + ((1 - p.y) / 2) * rect.height };
    };
    const mid = (RING_RADIUS * scale) / Math.SQRT2;
    group.userData = {
      studioRole: 'ik-orientation-gizmo',
      joint: pin.joint,
      get centre() {
        return toPage(new Vector3());
      },
      // drei's ring about x runs from y to z, about y from z to x, about z from x to y.
      get rings() {
        return { x: toPage(new Vector3(0, mid, mid)), y: toPage(new Vector3(mid, 0, mid)), z: toPage(new Vector3(mid, mid, 0)) };
      },
    };
  }, [matrix, camera, gl, scale, pin.joint, planGroup]);
  return (
    <PivotControls
      matrix={matrix}
      autoTransform={false}
      scale={scale}
      fixed={false}
      depthTest={false}
      disableScaling
      lineWidth={3}
      onDragStart={() => ik.beginDrag(pin.joint)}
      onDrag={(local) => {
        const position = new Vector3();
        const turn = new Quaternion();
        local.decompose(position, turn, new Vector3());
        ik.setTargetPose(pin.joint, [position.x, position.y, position.z], [turn.w, turn.x, turn.y, turn.z]);
      }}
      onDragEnd={() => ik.endDrag(true)}
    >
      <group ref={marker} />
    </PivotControls>
  );
}
