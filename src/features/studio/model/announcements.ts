import type { Pose } from '../../../bodyplan/kinematics/pose.ts';
import { formatDisplay, unitSuffix, type AngleUnit, type DofControl } from './dofControls.ts';

/**
 * The short sentences the Studio's polite live region reads out: what was selected, and how the
 * pose changed. Pure (no DOM): the announcer component only throttles and shows them.
 */

export function selectionSentence(jointNames: readonly string[] | null, joint: number | null): string {
  if (joint === null || !jointNames || joint >= jointNames.length) return 'Selection cleared';
  return `Selected joint ${jointNames[joint]}`;
}

/** "Pose: femur_L flexion 12.5°" for one DOF, the root or a count for more; null when nothing changed. */
export function poseChangeSentence(controls: readonly DofControl[], before: Pose, after: Pose, unit: AngleUnit): string | null {
  const changed: number[] = [];
  const count = Math.min(before.dofs.length, after.dofs.length, controls.length);
  for (let d = 0; d < count; d++) if (!Object.is(before.dofs[d], after.dofs[d])) changed.push(d);
  const rootMoved = !sameValues(before.rootPosition, after.rootPosition) || !sameValues(before.rootQuat, after.rootQuat);
  if (changed.length === 0) return rootMoved ? 'Pose: root moved' : null;
  if (changed.length === 1 && !rootMoved) {
    const control = controls[changed[0]!]!;
    const suffix = unitSuffix(control.kind, unit);
    const value = formatDisplay(after.dofs[control.index]!, control.kind, unit);
    return `Pose: ${control.label} ${value}${suffix === '°' ? '°' : suffix === 'length' ? '' : ` ${suffix}`}`;
  }
  return `Pose: ${changed.length} DOFs changed${rootMoved ? ' and the root moved' : ''}`;
}

function sameValues(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/**
 * At most one announcement per `intervalMs`: a sentence that comes sooner waits, and a later one
 * replaces it (only the latest state is worth reading). `schedule` is setTimeout in the page.
 */
export class AnnouncementThrottle {
  private lastAt = -Infinity;
  private pending: string | null = null;
  private timer: { cancel(): void } | null = null;

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number,
    private readonly schedule: (run: () => void, delayMs: number) => { cancel(): void },
    private readonly announce: (sentence: string) => void,
  ) {}

  push(sentence: string): void {
    const wait = this.lastAt + this.intervalMs - this.now();
    if (wait <= 0 && this.timer === null) {
      this.emit(sentence);
      return;
    }
    this.pending = sentence;
    this.timer ??= this.schedule(() => {
      this.timer = null;
      const next = this.pending;
      this.pending = null;
      if (next !== null) this.emit(next);
    }, Math.max(0, wait));
  }

  dispose(): void {
    this.timer?.cancel();
    this.timer = null;
    this.pending = null;
  }

  private emit(sentence: string): void {
    this.lastAt = this.now();
    this.announce(sentence);
  }
}
