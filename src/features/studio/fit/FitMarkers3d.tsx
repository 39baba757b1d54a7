import { useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import {
  BufferAttribute,
  BufferGeometry,
  Color,
  InstancedBufferAttribute,
  InstancedMesh,
  LineBasicMaterial,
  LineSegments,
  Matrix4,
  MeshBasicMaterial,
  SphereGeometry,
} from 'three';
import { errorScaleCss, errorToLogScale, type ErrorScale } from '../../../bodyplan/fit/errorColorScale.ts';
import { frameResiduals } from '../../../bodyplan/fit/frameResiduals.ts';
import { useKinematicsVersion, useRecording, useStudio, useStudioStore } from '../store/useStudio.ts';
import { useFitView } from './fitViewState.ts';
import { useFitData } from './useFitData.ts';

/** What the markers and residual lines are drawn with, made once for the view's life (see FitMarkerPrograms). */
interface FitMarkerParts {
  sphere: SphereGeometry;
  markerMaterial: MeshBasicMaterial;
  lineMaterial: LineBasicMaterial;
}

/**
 * The current frame's observed targets (one instanced sphere mesh) and the residual from each model
 * keypoint to its target (one line-segments geometry), both coloured by error on the fit's scale.
 * Keypoints the frame does not observe get neither. Drawn in plan coordinates, inside PlanScene.
 */
export function FitMarkers3d() {
  const show = useFitView((s) => s.showInView);
  const data = useFitData();
  const size = useStudio((s) => s.plan?.size ?? 1);
  const sphere = useMemo(() => new SphereGeometry(1, 12, 8), []);
  const markerMaterial = useMemo(() => new MeshBasicMaterial({ depthTest: false, transparent: true, opacity: 0.9 }), []);
  const lineMaterial = useMemo(() => new LineBasicMaterial({ vertexColors: true, depthTest: false, transparent: true }), []);
  useLayoutEffect(() => () => sphere.dispose(), [sphere]);
  useLayoutEffect(() => () => markerMaterial.dispose(), [markerMaterial]);
  useLayoutEffect(() => () => lineMaterial.dispose(), [lineMaterial]);
  const parts = useMemo(() => ({ sphere, markerMaterial, lineMaterial }), [sphere, markerMaterial, lineMaterial]);
  if (!show || !data || data.fit.keypoints.length === 0) return <FitMarkerPrograms parts={parts} />;
  return <FitMarkersOfFrame keypoints={data.fit.keypoints} scale={data.scale} size={size} parts={parts} />;
}

/**
 * The markers' and residual lines' objects with nothing in them (no instance, no vertex), drawn
 * while there is no fit to show, so that three.js compiles and links their shader programs when
 * the view starts. It does so the first time an object with a new program is drawn, and then waits
 * for the GPU process to answer a synchronous link-status query: drawn first when a solve's results
 * arrive, while the GPU process draws the new lanes and panels (with software rendering, on the CPU
 * the page shares), that wait was the longest main-thread task of a 100,000-frame solve, 214 to
 * 716 ms of wall time with under 20 ms of CPU (issue 43, npm run bench:recording-memory).
 * The programs stay compiled while their materials live, which is the view's life.
 */
function FitMarkerPrograms({ parts }: { parts: FitMarkerParts }) {
  const lineGeometry = useMemo(() => residualLineGeometry(0), []);
  const instanceColor = useMemo(() => new InstancedBufferAttribute(new Float32Array(3), 3), []);
  useLayoutEffect(() => () => lineGeometry.dispose(), [lineGeometry]);
  return (
    <>
      <instancedMesh args={[parts.sphere, parts.markerMaterial, 1]} count={0} instanceColor={instanceColor} frustumCulled={false} raycast={noRaycast} />
      <lineSegments geometry={lineGeometry} material={parts.lineMaterial} frustumCulled={false} raycast={noRaycast} />
    </>
  );
}

/** Room for `capacity` residual lines: two ends each, with a position and a colour. */
function residualLineGeometry(capacity: number): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(6 * capacity), 3));
  geometry.setAttribute('color', new BufferAttribute(new Float32Array(6 * capacity), 3));
  return geometry;
}

function FitMarkersOfFrame({ keypoints, scale, size, parts }: { keypoints: readonly number[]; scale: ErrorScale; size: number; parts: FitMarkerParts }) {
  const store = useStudioStore();
  const invalidate = useThree((s) => s.invalidate);
  const version = useKinematicsVersion();
  const frame = useRecording((s) => s.frame);
  const targets = useRecording((s) => s.recording?.frames[s.frame] ?? null);
  const capacity = keypoints.length;

  const markers = useRef<InstancedMesh>(null);
  const lines = useRef<LineSegments>(null);
  const lineGeometry = useMemo(() => residualLineGeometry(capacity), [capacity]);
  useLayoutEffect(() => () => lineGeometry.dispose(), [lineGeometry]);

  const fk = store.getKinematics();
  useLayoutEffect(() => {
    const m = markers.current;
    const l = lines.current;
    if (!fk || !targets || !m || !l) return;
    const residuals = frameResiduals(fk.keypoints, targets, keypoints);
    const n = residuals.joints.length;
    const radius = size * 0.012;
    const matrix = new Matrix4();
    const colour = new Color();
    const position = lineGeometry.getAttribute('position') as BufferAttribute;
    const colours = lineGeometry.getAttribute('color') as BufferAttribute;
    if (!m.instanceColor || m.instanceColor.count !== capacity) m.instanceColor = new InstancedBufferAttribute(new Float32Array(3 * capacity), 3);
    const css: string[] = [];
    for (let i = 0; i < n; i++) {
      const t = residuals.targets;
      matrix.makeScale(radius, radius, radius).setPosition(t[3 * i]!, t[3 * i + 1]!, t[3 * i + 2]!);
      m.setMatrixAt(i, matrix);
      css.push(errorScaleCss(errorToLogScale(residuals.errors[i]!, scale)));
      colour.setStyle(css[i]!);
      m.setColorAt(i, colour);
      (position.array as Float32Array).set(residuals.segments.subarray(6 * i, 6 * i + 6), 6 * i);
      colours.setXYZ(2 * i, colour.r, colour.g, colour.b);
      colours.setXYZ(2 * i + 1, colour.r, colour.g, colour.b);
    }
    m.count = n;
    m.instanceMatrix.needsUpdate = true;
    m.instanceColor.needsUpdate = true;
    position.needsUpdate = true;
    colours.needsUpdate = true;
    lineGeometry.setDrawRange(0, 2 * n);
    // Read by browser tests through the debug hook: what is drawn for which joints, and its colours.
    Object.assign(m.userData, { studioRole: 'fit-target-markers', frame, count: n, joints: residuals.joints, missing: residuals.missing, colours: css });
    Object.assign(l.userData, { studioRole: 'fit-residual-lines', frame, count: n, joints: residuals.joints, errors: Array.from(residuals.errors) });
    invalidate();
  }, [fk, targets, keypoints, frame, capacity, lineGeometry, scale, size, version, invalidate]);

  // Markers and lines never take a click meant for a joint; they are drawn over the skeleton.
  return (
    <>
      <instancedMesh key={`markers-${capacity}`} ref={markers} args={[parts.sphere, parts.markerMaterial, capacity]} renderOrder={12} frustumCulled={false} raycast={noRaycast} />
      <lineSegments ref={lines} geometry={lineGeometry} material={parts.lineMaterial} renderOrder={12} frustumCulled={false} raycast={noRaycast} />
    </>
  );
}

const noRaycast = () => {};
