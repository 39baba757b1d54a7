import { lazy, Suspense } from 'react';
import { Canvas } from '@react-three/fiber';
import { CameraRig } from './CameraRig.tsx';
import { PlanScene } from './PlanScene.tsx';
import { useStudio, useStudioStore } from './useStudio.ts';

/** Only in test builds (VITE_TEST_HOOKS=1): elsewhere the branch is dead code and the hook is not bundled. */
const StudioDebugHook =
  import.meta.env.VITE_TEST_HOOKS === '1' ? lazy(async () => ({ default: (await import('./StudioDebugHook.tsx')).StudioDebugHook })) : null;

/**
 * The R3F canvas (loaded lazily: three.js stays out of the first Studio paint and out of jsdom).
 * It renders on demand, only when something changed; the drawing buffer is kept for PNG export.
 */
export function StudioViewport() {
  const store = useStudioStore();
  const size = useStudio((s) => s.shownPlan?.size ?? 1);
  const jointCount = useStudio((s) => s.shownPlan?.model?.jointCount ?? 0);
  const upAxis = useStudio((s) => s.view.upAxis);
  return (
    <Canvas
      frameloop="demand"
      gl={{ preserveDrawingBuffer: true, antialias: true }}
      camera={{ fov: 45, near: 0.01, far: 1000, position: [2, 2, 2] }}
      onPointerMissed={(event) => event.button === 0 && store.dispatch({ type: 'jointSelected', joint: null })}
    >
      <color attach="background" args={['#f8fafc']} />
      <ambientLight intensity={0.9} />
      <directionalLight position={[3, 5, 4]} intensity={1.6} />
      {/* The ground: three's XZ plane, which is the plan's XY plane when Z is up. */}
      <gridHelper key={`${size}-${upAxis}`} args={[size * 4, 20, '#94a3b8', '#cbd5e1']} userData={{ studioRole: 'ground-grid' }} />
      <PlanScene />
      <CameraRig />
      {StudioDebugHook && (
        <Suspense fallback={null}>
          <StudioDebugHook jointCount={jointCount} />
        </Suspense>
      )}
    </Canvas>
  );
}
