import type { SuspicionReason } from '../../../bodyplan/fit/suspiciousFrames.ts';
import { DOF_HINGE, type BodyModel } from '../../../bodyplan/kinematics/model.ts';
import { formatDisplay, unitSuffix, type AngleUnit } from '../model/dofControls.ts';

/** A DOF's name as the panels show it: its own name, else its joint's with the DOF's index. */
function dofLabel(model: BodyModel, dof: number): string {
  const joint = model.dofJoint[dof]!;
  return model.dofNames[dof] ?? `${model.jointNames[joint]}[${dof - model.dofStart[joint]!}]`;
}

const short = (value: number) => String(Number(value.toPrecision(3)));

/**
 * One reason a frame is suspicious, in words: errors in the observations' unit, angle changes in the
 * Studio's angle unit (slides in length units), cameras named as the camera views name them.
 */
function suspicionText(model: BodyModel, reason: SuspicionReason, errorUnit: string, angleUnit: AngleUnit, cameraNames: readonly string[]): string {
  const dofValue = (dof: number, value: number) => {
    const kind = model.dofType[dof] === DOF_HINGE ? 'hinge' : 'slide';
    const suffix = unitSuffix(kind, angleUnit);
    return `${formatDisplay(value, kind, angleUnit)}${suffix === '°' ? '°' : ` ${suffix}`}`;
  };
  switch (reason.kind) {
    case 'image error':
      return `image error ${short(reason.value)} ${errorUnit} (usual up to ${short(reason.threshold)})`;
    case 'angle jump':
      return `angle jump: ${dofLabel(model, reason.dof)} ${reason.change >= 0 ? '+' : ''}${dofValue(reason.dof, reason.change)} in one frame (limit ${dofValue(reason.dof, reason.threshold)})`;
    case 'flip':
      return `flip: ${dofLabel(model, reason.dof)} far from both neighbours (${short(reason.distance)}× its jump limit) at a low image error`;
    case 'held-out error':
      return `held-out error: ${short(reason.value)} ${errorUnit} in ${cameraNames[reason.camera] ?? `Camera ${reason.camera + 1}`} when solved without it (usual up to ${short(reason.threshold)})`;
    case 'joint at limit':
      return `joint at a limit: ${dofLabel(model, reason.dof)} at its ${reason.side} limit`;
  }
}

/** The order reasons are read in: what the images say first, then what the angles say. */
const READING_ORDER: Record<SuspicionReason['kind'], number> = { 'image error': 0, 'held-out error': 1, flip: 2, 'angle jump': 3, 'joint at limit': 4 };

/**
 * A frame's reasons as lines to read: image and held-out errors first; several angle jumps as one
 * line (how many DOFs, and the largest against its limit); several joints at a limit as one line.
 */
export function suspicionLines(model: BodyModel, reasons: readonly SuspicionReason[], errorUnit: string, angleUnit: AngleUnit, cameraNames: readonly string[]): string[] {
  const sorted = [...reasons].sort((a, b) => READING_ORDER[a.kind] - READING_ORDER[b.kind]);
  const lines: string[] = [];
  const jumps = sorted.filter((r): r is Extract<SuspicionReason, { kind: 'angle jump' }> => r.kind === 'angle jump');
  const limits = sorted.filter((r) => r.kind === 'joint at limit');
  for (const reason of sorted) {
    if (reason.kind === 'angle jump' && jumps.length > 1) {
      if (reason !== jumps[0]) continue;
      const largest = jumps.reduce((a, b) => (Math.abs(b.change) / b.threshold > Math.abs(a.change) / a.threshold ? b : a));
      lines.push(`angle jumps in ${jumps.length} DOFs, the largest ${suspicionText(model, largest, errorUnit, angleUnit, cameraNames).replace(/^angle jump: /, '')}`);
    } else if (reason.kind === 'joint at limit' && limits.length > 1) {
      if (reason !== limits[0]) continue;
      lines.push(`${limits.length} DOFs at a limit: ${limits.slice(0, 3).map((r) => (r.kind === 'joint at limit' ? dofLabel(model, r.dof) : '')).join(', ')}${limits.length > 3 ? ', …' : ''}`);
    } else lines.push(suspicionText(model, reason, errorUnit, angleUnit, cameraNames));
  }
  return lines;
}
