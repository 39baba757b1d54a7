import { readTypedNumber } from '../../../bodyplan/format/typedNumber.ts';
import type { AngleUnit } from './dofControls.ts';

/**
 * What the root pose controls need that is not React: reading a typed root position and showing
 * root angles in the user's angle unit. Pure: no DOM.
 */

/** Beyond this distance from the origin a root position is almost surely a typo (a unit mix-up). */
const ROOT_POSITION_WARN_ABOVE = 1e6;

export interface RootPositionInput {
  /** The value to store; null when the text is refused (the position stays as it was). */
  value: number | null;
  /** Why it was refused (tone error) or why it is suspicious (tone warning); null when fine. */
  message: string | null;
  tone: 'error' | 'warning' | null;
}

export function readRootPosition(axisName: string, text: string): RootPositionInput {
  const field = `Root position ${axisName}`;
  const read = readTypedNumber(text);
  if (!read.ok) return { value: null, tone: 'error', message: `${field}: ${read.message}; the position was not changed.` };
  const value = read.value;
  if (Math.abs(value) > ROOT_POSITION_WARN_ABOVE) {
    return {
      value,
      tone: 'warning',
      message: `${field}: ${value} is more than ${ROOT_POSITION_WARN_ABOVE.toExponential()} from the origin; check the units.`,
    };
  }
  return { value, message: null, tone: null };
}

export interface RootAngleSlider {
  min: number;
  max: number;
  step: number;
}

/** Slider bounds for a root angle in display units: pitch spans ±90°, roll and yaw ±180°. */
export function rootAngleSlider(angle: 'roll' | 'pitch' | 'yaw', unit: AngleUnit): RootAngleSlider {
  const half = angle === 'pitch' ? Math.PI / 2 : Math.PI;
  return unit === 'deg' ? { min: -(half * 180) / Math.PI, max: (half * 180) / Math.PI, step: 1 } : { min: -half, max: half, step: 0.01 };
}

export function rootAngleToDisplay(radians: number, unit: AngleUnit): number {
  return unit === 'deg' ? (radians * 180) / Math.PI : radians;
}

export function rootAngleFromDisplay(shown: number, unit: AngleUnit): number {
  return unit === 'deg' ? (shown * Math.PI) / 180 : shown;
}

/** "12°" or "0.21 rad": whole degrees, radians to two decimals (the slider's step). */
export function formatRootAngle(radians: number, unit: AngleUnit): string {
  if (unit === 'deg') return `${Math.round(rootAngleToDisplay(radians, unit)) || 0}°`;
  return `${Number(radians.toFixed(2)) || 0} rad`;
}
