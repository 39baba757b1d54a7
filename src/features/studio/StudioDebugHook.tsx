import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';

/** Read-only figures for browser tests: draw calls of the last rendered frame and a frame counter. */
export interface StudioDebugInfo {
  readonly drawCalls: number;
  readonly framesRendered: number;
  readonly jointCount: number;
}

declare global {
  interface Window {
    __studioDebug?: StudioDebugInfo;
  }
}

/** Debug hook: exposes renderer.info.render.calls on window.__studioDebug (nothing else, no control). */
export function StudioDebugHook({ jointCount }: { jointCount: number }) {
  const gl = useThree((s) => s.gl);
  const frames = useRef(0);
  useFrame(() => {
    frames.current += 1;
  });
  useEffect(() => {
    window.__studioDebug = {
      get drawCalls() {
        return gl.info.render.calls;
      },
      get framesRendered() {
        return frames.current;
      },
      jointCount,
    };
    return () => {
      delete window.__studioDebug;
    };
  }, [gl, jointCount]);
  return null;
}
