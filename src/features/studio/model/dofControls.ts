import { readTypedNumber } from '../../../bodyplan/format/typedNumber.ts';
import { DOF_SLIDE, type BodyModel } from '../../../bodyplan/kinematics/model.ts';

/**
 * What a pose control needs to know about each DOF: its accessible name, its slider range, how a
 * typed value is clamped, and how hinge angles are shown (degrees or radians). Pure: no DOM.
 */

export type AngleUnit = 'deg' | 'rad';

export interface DofControl {
  /** Index in the flat DOF vector (joints in body-plan order, DOFs in listed order). */
  index: number;
  jointIndex: number;
  jointName: string;
  /** 0-based position of the DOF within its joint. */
  indexInJoint: number;
  dofName: string | null;
  /** `<joint name> <dof name>`, or `<joint name> dof <n>` (1-based) when the DOF has no name. */
  label: string;
  kind: 'hinge' | 'slide';
  neutral: number;
  /** Limits in model units (radians or length); infinite when unbounded. */
  lower: number;
  upper: number;
  bounded: boolean;
}

/** Half-width of the slider of an unbounded hinge: [-180°, 180°]. */
const UNBOUNDED_HINGE_HALF_RANGE = Math.PI;

export function dofLabel(jointName: string, dofName: string | null, indexInJoint: number): string {
  return dofName !== null && dofName.trim() !== '' ? `${jointName} ${dofName}` : `${jointName} dof ${indexInJoint + 1}`;
}

/** One control per DOF, in flat DOF order. */
export function describeDofControls(model: BodyModel): DofControl[] {
  const controls: DofControl[] = [];
  for (let d = 0; d < model.dofCount; d++) {
    const jointIndex = model.dofJoint[d]!;
    const jointName = model.jointNames[jointIndex]!;
    const indexInJoint = d - model.dofStart[jointIndex]!;
    const dofName = model.dofNames[d] ?? null;
    const lower = model.dofLower[d]!;
    const upper = model.dofUpper[d]!;
    controls.push({
      index: d,
      jointIndex,
      jointName,
      indexInJoint,
      dofName,
      label: dofLabel(jointName, dofName, indexInJoint),
      kind: model.dofType[d] === DOF_SLIDE ? 'slide' : 'hinge',
      neutral: model.dofNeutral[d]!,
      lower,
      upper,
      bounded: Number.isFinite(lower) && Number.isFinite(upper),
    });
  }
  return controls;
}

/**
 * The slider's range in model units. Bounded DOFs use their limits; an unbounded hinge gets
 * [-180°, 180°]; an unbounded slide gets neutral ± the plan's size. With limits ignored the range
 * is widened to at least that default so a person can move past the limits.
 * A one-sided limit keeps its finite side.
 */
export function sliderRange(control: DofControl, planSize: number, ignoreLimits: boolean): [number, number] {
  const size = planSize > 0 && Number.isFinite(planSize) ? planSize : 1;
  const free: [number, number] =
    control.kind === 'hinge'
      ? [-UNBOUNDED_HINGE_HALF_RANGE, UNBOUNDED_HINGE_HALF_RANGE]
      : [control.neutral - size, control.neutral + size];
  if (ignoreLimits) {
    return [
      Math.min(free[0], Number.isFinite(control.lower) ? control.lower : free[0]),
      Math.max(free[1], Number.isFinite(control.upper) ? control.upper : free[1]),
    ];
  }
  const lower = Number.isFinite(control.lower) ? control.lower : Math.min(free[0], control.upper - (free[1] - free[0]));
  const upper = Number.isFinite(control.upper) ? control.upper : Math.max(free[1], control.lower + (free[1] - free[0]));
  return [lower, upper];
}

/**
 * A slider step in display units: a power of ten near 1/1000 of the range, so typed-looking values
 * (20°, 0.3) are reachable exactly (0.1° for a hinge shown in degrees over a few hundred degrees).
 */
export function sliderStep(displayMin: number, displayMax: number): number {
  const width = displayMax - displayMin;
  if (!(width > 0) || !Number.isFinite(width)) return 0.001;
  return 10 ** Math.floor(Math.log10(width / 1000));
}

export function toDisplay(value: number, kind: DofControl['kind'], unit: AngleUnit): number {
  return kind === 'hinge' && unit === 'deg' ? (value * 180) / Math.PI : value;
}

export function fromDisplay(value: number, kind: DofControl['kind'], unit: AngleUnit): number {
  return kind === 'hinge' && unit === 'deg' ? (value * Math.PI) / 180 : value;
}

export function unitSuffix(kind: DofControl['kind'], unit: AngleUnit): string {
  if (kind === 'slide') return 'length';
  return unit === 'deg' ? '°' : 'rad';
}

/** Shows a value with enough digits to read back what was typed, without float noise. */
export function formatDisplay(value: number, kind: DofControl['kind'], unit: AngleUnit): string {
  const shown = toDisplay(value, kind, unit);
  const digits = kind === 'hinge' && unit === 'deg' ? 2 : 4;
  return String(Number(shown.toFixed(digits)));
}

export interface TypedValueResult {
  /** The value to store, in model units; null when the text was not a number. */
  value: number | null;
  clamped: boolean;
  /** What the panel says: why the value was clamped or rejected; null when accepted as typed. */
  message: string | null;
}

/** Applies a typed value in display units (read by readTypedNumber): clamped to the limits unless limits are ignored. */
export function applyTypedValue(control: DofControl, text: string, unit: AngleUnit, ignoreLimits: boolean): TypedValueResult {
  const typed = readTypedNumber(text);
  if (!typed.ok) return { value: null, clamped: false, message: `${control.label}: ${typed.message}.` };
  const value = fromDisplay(typed.value, control.kind, unit);
  if (ignoreLimits) return { value, clamped: false, message: null };
  const clampedValue = Math.min(control.upper, Math.max(control.lower, value));
  if (clampedValue === value) return { value, clamped: false, message: null };
  const suffix = unitSuffix(control.kind, unit);
  const show = (v: number) => `${formatDisplay(v, control.kind, unit)}${suffix === 'length' ? '' : suffix === '°' ? '°' : ' rad'}`;
  return {
    value: clampedValue,
    clamped: true,
    message: `${control.label}: ${show(value)} is outside the limits [${show(control.lower)}, ${show(control.upper)}]; set to ${show(clampedValue)}.`,
  };
}

/** Clamps one value to a DOF's limits (used by sliders and drags), unless limits are ignored. */
export function clampDofValue(control: DofControl, value: number, ignoreLimits: boolean): number {
  return ignoreLimits ? value : Math.min(control.upper, Math.max(control.lower, value));
}

export type LimitState = 'at lower limit' | 'at upper limit' | 'beyond lower limit' | 'beyond upper limit' | null;

/**
 * Where a value sits against its DOF's limits. "At" means at the limit itself (within float noise
 * of a degrees <-> radians round trip), so a value past a limit (limits ignored) never reads "at".
 */
export function limitState(control: DofControl, value: number): LimitState {
  const near = (limit: number) => Math.abs(value - limit) <= 1e-9 * Math.max(1, Math.abs(limit));
  if (Number.isFinite(control.lower) && near(control.lower)) return 'at lower limit';
  if (Number.isFinite(control.upper) && near(control.upper)) return 'at upper limit';
  if (value < control.lower) return 'beyond lower limit';
  if (value > control.upper) return 'beyond upper limit';
  return null;
}

/** Case-insensitive match of every word of the query against a control's label. */
export function filterDofControls(controls: readonly DofControl[], query: string): DofControl[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...controls];
  return controls.filter((control) => {
    const label = control.label.toLowerCase();
    return words.every((word) => label.includes(word));
  });
}
