import type { ComponentPropsWithRef } from 'react';
import { steppedFrame } from './steppedFrame.ts';

interface FrameLaneCanvasProps extends Omit<ComponentPropsWithRef<'canvas'>, 'className' | 'style' | 'tabIndex' | 'role' | 'onKeyDown' | 'height'> {
  /** The lane's height (CSS px). */
  height: number;
  frame: number;
  frameCount: number;
  onSeek: (frame: number) => void;
  /** Each lane says what it plots and what it shows at the cursor. */
  'aria-label': string;
}

/**
 * A frame lane of the timeline (a camera's errors, the retarget report) as a canvas: the lanes' look
 * at its height, one Tab stop, an image to screen readers with the lane's own label, ← → stepping one
 * frame. The lane passes its ref (to draw), its data-* and its click.
 */
export function FrameLaneCanvas({ height, frame, frameCount, onSeek, ...canvas }: FrameLaneCanvasProps) {
  return (
    <canvas
      {...canvas}
      className="series-lanes"
      style={{ height: `${height}px` }}
      tabIndex={0}
      role="img"
      onKeyDown={(event) => {
        const next = steppedFrame(event.key, frame, frameCount);
        if (next === null) return;
        onSeek(next);
        event.preventDefault();
      }}
    />
  );
}
