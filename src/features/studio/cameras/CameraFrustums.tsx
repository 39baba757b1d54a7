import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { BufferAttribute, BufferGeometry, LineBasicMaterial, LineSegments, Vector3, type Object3D } from 'three';
import { cameraCentre, frustumSegments } from '../../../bodyplan/observations/cameraFrustum.ts';
import { planToWorldMatrix } from '../scene/planSpace.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';
import { CAMERA_COLOURS, useCamerasView, useRecordingCameras, type RecordingCamera } from './camerasView.ts';

/**
 * Drawn in plan coordinates (inside PlanScene's group): each camera of the loaded 2D recording as
 * its viewing frustum in line segments, labelled with its name (a DOM label over the canvas).
 */
export function CameraFrustums() {
  const show = useCamerasView((s) => s.showFrustums);
  const cameras = useRecordingCameras();
  const size = useStudio((s) => s.plan?.size ?? 1);
  if (!show || cameras.length === 0) return null;
  return (
    <>
      {cameras.map((camera) => (
        <CameraFrustum key={camera.view} camera={camera} size={size} />
      ))}
    </>
  );
}

function CameraFrustum({ camera, size }: { camera: RecordingCamera; size: number }) {
  const store = useStudioStore();
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const upAxis = useStudio((s) => s.view.upAxis);
  const colour = CAMERA_COLOURS[camera.view % CAMERA_COLOURS.length]!;
  const label = useRef<HTMLSpanElement | null>(null);
  const object = useMemo(() => {
    // The far plane is set from the model's root at the time the recording was loaded: it does not follow playback.
    const root = store.getKinematics()?.keypoints ?? [0, 0, 0];
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(frustumSegments(camera.camera, size, root), 3));
    const lines = new LineSegments(geometry, new LineBasicMaterial({ color: colour }));
    // Read by browser tests through the debug hook.
    Object.assign(lines.userData, { studioRole: 'camera-frustum', camera: camera.view, name: camera.name, segments: 12 });
    return lines;
  }, [camera, size, colour, store]);
  useLayoutEffect(() => {
    invalidate();
    return () => {
      object.geometry.dispose();
      (object.material as LineBasicMaterial).dispose();
    };
  }, [object, invalidate]);

  useEffect(() => {
    const host = gl.domElement.parentElement;
    if (!host) return;
    const span = document.createElement('span');
    span.className = 'cameras-frustum-label';
    span.setAttribute('aria-hidden', 'true');
    span.style.color = colour;
    span.textContent = camera.name;
    host.appendChild(span);
    label.current = span;
    invalidate();
    return () => {
      span.remove();
      label.current = null;
    };
  }, [gl, camera.name, colour, invalidate]);

  const centre = useMemo(() => cameraCentre(camera.camera), [camera]);
  const toWorld = useMemo(() => planToWorldMatrix(upAxis), [upAxis]);
  useFrame(({ camera: view, size: viewSize }) => {
    const span = label.current;
    if (!span) return;
    const point = new Vector3(...centre).applyMatrix4(toWorld).project(view);
    span.hidden = point.z > 1 || point.z < -1;
    span.style.transform = `translate(${Math.round(((point.x + 1) / 2) * viewSize.width) + 4}px, ${Math.round(((1 - point.y) / 2) * viewSize.height) - 16}px)`;
  });
  return <primitive object={object as Object3D} />;
}
