import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { BufferAttribute, BufferGeometry, LineBasicMaterial, LineSegments, Vector3, type Object3D } from 'three';
import { cameraCentre, cameraGlyphSegments } from '../../../bodyplan/observations/cameraFrustum.ts';
import { planToWorldMatrix } from '../scene/planSpace.ts';
import { useStudio } from '../store/useStudio.ts';
import { CAMERA_COLOURS, useCamerasView, useRecordingCameras, type RecordingCamera } from './camerasView.ts';

/** A camera's pyramid is this fraction of the plan's size across: it marks the camera without crossing the view. */
const GLYPH_FRACTION = 0.2;

/**
 * Drawn in plan coordinates (inside PlanScene's group): each camera of the loaded 2D recording as
 * a small pyramid (where it stands, where it looks, which way is up), labelled with its name (a DOM
 * label over the canvas). Nothing is drawn until a recording has cameras; the Cameras section's
 * toggle hides them.
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
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const upAxis = useStudio((s) => s.view.upAxis);
  const colour = CAMERA_COLOURS[camera.view % CAMERA_COLOURS.length]!;
  const label = useRef<HTMLSpanElement | null>(null);
  const object = useMemo(() => {
    const segments = cameraGlyphSegments(camera.camera, GLYPH_FRACTION * size);
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(segments, 3));
    const lines = new LineSegments(geometry, new LineBasicMaterial({ color: colour }));
    // Read by browser tests through the debug hook: how far the drawing reaches from the camera, against the plan's size.
    const [cx, cy, cz] = cameraCentre(camera.camera);
    let extent = 0;
    for (let k = 0; k < segments.length; k += 3) extent = Math.max(extent, Math.hypot(segments[k]! - cx, segments[k + 1]! - cy, segments[k + 2]! - cz));
    Object.assign(lines.userData, { studioRole: 'camera-frustum', camera: camera.view, name: camera.name, segments: segments.length / 6, extent, planSize: size });
    return lines;
  }, [camera, size, colour]);
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
