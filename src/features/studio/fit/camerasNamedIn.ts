import type { SuspicionReason } from '../../../bodyplan/fit/suspiciousFrames.ts';

/** The cameras a suspicious frame's reasons name (a held-out camera that disagrees), each once, in order. */
export function camerasNamedIn(reasons: readonly SuspicionReason[]): number[] {
  return [...new Set(reasons.flatMap((r) => (r.kind === 'held-out error' ? [r.camera] : [])))].sort((a, b) => a - b);
}
