import { lazy, Suspense, useMemo } from 'react';
import { Canvas } from '@react-three/fiber';
import { groundHeight } from '../model/view/groundHeight.ts';
import { CameraRig } from './CameraRig.tsx';
import { PlanScene } from './PlanScene.tsx';
import { useStudio, useStudioStore } from '../store/useStudio.ts';
import { NameLabels } from '../view/NameLabels.tsx';
import { PngCapture } from '../view/PngCapture.tsx';
import { ViewPresetBar } from '../view/ViewPresetBar.tsx';
import { RetargetFrameLegend } from '../retarget/RetargetFrameLegend.tsx';
import '../view/studioView.css';

/** Only in test builds (VITE_TEST_HOOKS=1): elsewhere the branch is dead code and the hook is not bundled. */
const StudioDebugHook =
  import.meta.env.VITE_TEST_HOOKS === '1' ? lazy(async () => ({ default: (await import('./StudioDebugHook.tsx')).StudioDebugHook })) : null;

/**
 * The R3F canvas (loaded lazily: three.js stays out of the first Studio paint and out of jsdom),
 * with the view presets over it. It renders on demand, only when something changed; the drawing
 * buffer is kept for PNG export. The canvas takes focus when clicked, so the preset keys work.
 */
export function StudioViewport() {
  const store = useStudioStore();
  const size = useStudio((s) => s.shownPlan?.size ?? 1);
  const neutralKeypoints = useStudio((s) => s.shownPlan?.neutralKeypoints ?? null);
  const jointCount = useStudio((s) => s.shownPlan?.model?.jointCount ?? 0);
  const upAxis = useStudio((s) => s.view.upAxis);
  const showLabels = useStudio((s) => s.view.showLabels);
  const planName = useStudio((s) => s.shownPlan?.source.name ?? '');
  // The ground sits under the lowest point of the neutral pose along the up axis (world Y: the plan's
  // up axis is world Y), so the model stands on it instead of the grid cutting through the root.
  const ground = useMemo(() => (neutralKeypoints ? groundHeight(neutralKeypoints, upAxis) : 0), [neutralKeypoints, upAxis]);
  return (
    <>
      <Canvas
        frameloop="demand"
        tabIndex={0}
        // The focusable canvas is named (it takes the view keys); the region around it names the plan.
        role="application"
        aria-roledescription="3D view"
        aria-label={`Camera and selection of ${planName}: drag to orbit, keys for the view presets`}
        gl={{ preserveDrawingBuffer: true, antialias: true, alpha: true }}
        camera={{ fov: 45, near: 0.01, far: 1000, position: [2, 2, 2] }}
        onPointerMissed={(event) => event.button === 0 && store.dispatch({ type: 'jointSelected', joint: null })}
      >
        <color attach="background" args={['#f8fafc']} />
        <ambientLight intensity={0.9} />
        <directionalLight position={[3, 5, 4]} intensity={1.6} />
        {/* The ground: three's XZ plane, which is the plane across the plan's up axis. */}
        <gridHelper
          key={`${size}-${upAxis}`}
          args={[size * 4, 20, '#94a3b8', '#cbd5e1']}
          position={[0, ground, 0]}
          userData={{ studioRole: 'ground-grid', height: ground }}
        />
        <PlanScene />
        <CameraRig />
        <PngCapture />
        {showLabels && <NameLabels />}
        {StudioDebugHook && (
          <Suspense fallback={null}>
            <StudioDebugHook jointCount={jointCount} />
          </Suspense>
        )}
      </Canvas>
      <ViewPresetBar />
      <RetargetFrameLegend />
    </>
  );
}
