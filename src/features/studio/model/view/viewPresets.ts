import { effectiveForwardAxis, upAxisVector, type ForwardAxis, type UpAxis } from './upAxis.ts';

/** Named directions to look at the model from (Blender's numpad views, plus bottom). */
export type ViewPreset = 'front' | 'back' | 'left' | 'right' | 'top' | 'bottom' | 'iso';

export const VIEW_PRESETS: readonly ViewPreset[] = ['front', 'back', 'left', 'right', 'top', 'bottom', 'iso'];

type Vec3 = [number, number, number];

const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

/**
 * The plan axes that appear as "right" and "toward the viewer" in the front view: toward is the
 * forward axis (the Front view looks at the model's face), right = up × toward, so the triad is
 * right-handed. Without a forward axis: Z up gives Blender's convention (right +X, the front view
 * looks along +Y), Y up three.js' (right +X, the viewer on +Z), X up right +Y.
 */
export function viewAxes(axis: UpAxis, forward: ForwardAxis | null = null): { right: Vec3; up: Vec3; toward: Vec3 } {
  const up = upAxisVector(axis);
  const toward = upAxisVector(effectiveForwardAxis(axis, forward));
  return { right: cross(up, toward), up, toward };
}

/**
 * Unit vector, in the plan's coordinates, from the orbit target to the camera for a preset (Front
 * from the forward side, Right from the viewer's right of it). Top and
 * bottom lean a hair toward the viewer so that the orbit controls (which turn about the up axis) keep
 * the front at the bottom of the picture instead of an arbitrary heading.
 */
export function presetDirection(preset: ViewPreset, axis: UpAxis, forward: ForwardAxis | null = null): Vec3 {
  const { right, up, toward } = viewAxes(axis, forward);
  const combine = (a: number, b: number, c: number): Vec3 => {
    const v: Vec3 = [a * right[0] + b * up[0] + c * toward[0], a * right[1] + b * up[1] + c * toward[1], a * right[2] + b * up[2] + c * toward[2]];
    const length = Math.hypot(...v);
    return [v[0] / length, v[1] / length, v[2] / length];
  };
  switch (preset) {
    case 'front':
      return combine(0, 0, 1);
    case 'back':
      return combine(0, 0, -1);
    case 'right':
      return combine(1, 0, 0);
    case 'left':
      return combine(-1, 0, 0);
    case 'top':
      return combine(0, 1, 1e-3);
    case 'bottom':
      return combine(0, -1, 1e-3);
    case 'iso':
      return combine(1, 1, 1);
  }
}

/**
 * The preset a key press asks for in the 3D view: 1 front, 3 right, 7 top (digits or numpad), with
 * Shift or Ctrl for the opposite (back, left, bottom); 5 or 0 iso. `code` is KeyboardEvent.code, so
 * Shift+1 is still "1" whatever the keyboard layout prints.
 */
export function presetForKey(code: string, opposite: boolean): ViewPreset | null {
  const digit = /^(?:Digit|Numpad)(\d)$/.exec(code)?.[1];
  switch (digit) {
    case '1':
      return opposite ? 'back' : 'front';
    case '3':
      return opposite ? 'left' : 'right';
    case '7':
      return opposite ? 'bottom' : 'top';
    case '5':
    case '0':
      return 'iso';
    default:
      return null;
  }
}
