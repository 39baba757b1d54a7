import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { registerViewCapture } from './savePng.ts';

/**
 * Inside the canvas: lets savePng render the view at 1×, 2× or 4× the screen's resolution, with a
 * transparent background if asked. It raises the renderer's pixel ratio (the page layout keeps its
 * CSS size), renders once, takes the PNG snapshot (toBlob copies the bitmap when called), and puts
 * pixel ratio and background back before the next frame.
 */
export function PngCapture() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    registerViewCapture(
      (scale, transparent) =>
        new Promise((resolve) => {
          const pixelRatio = gl.getPixelRatio();
          const background = scene.background;
          const clearAlpha = gl.getClearAlpha();
          try {
            gl.setPixelRatio(pixelRatio * scale);
            if (transparent) {
              scene.background = null;
              gl.setClearAlpha(0);
            }
            gl.render(scene, camera);
            gl.domElement.toBlob(resolve, 'image/png');
          } catch {
            resolve(null);
          } finally {
            scene.background = background;
            gl.setClearAlpha(clearAlpha);
            gl.setPixelRatio(pixelRatio);
            invalidate();
          }
        }),
    );
    return () => registerViewCapture(null);
  }, [gl, scene, camera, invalidate]);
  return null;
}
