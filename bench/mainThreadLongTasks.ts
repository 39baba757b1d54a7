// What bench:reader-long-tasks prints for one page load: the main thread's long tasks after the
// first paint (the longest, and the total blocking time: each task's time past 50 ms, as Lighthouse
// counts it) and the functions that took the time in them, from a V8 CPU profile. Pure: no browser.

/** A main-thread task as the page's `longtask` PerformanceObserver reports it (ms from navigation start). */
export interface Task {
  startMs: number;
  durationMs: number;
}

export interface Blocking {
  /** The longest task's time after the first paint. */
  longestMs: number;
  /** The sum over tasks of their time after the first paint beyond 50 ms. */
  totalBlockingMs: number;
  /** Tasks of 50 ms or more after the first paint. */
  count: number;
}

export const LONG_TASK_MS = 50;

/** Tasks after `firstPaintMs`; one that straddles it counts from the first paint on, as Lighthouse's TBT does. */
export function blockingAfter(tasks: readonly Task[], firstPaintMs: number): Blocking {
  let longestMs = 0;
  let totalBlockingMs = 0;
  let count = 0;
  for (const task of tasks) {
    const after = Math.min(task.durationMs, task.startMs + task.durationMs - firstPaintMs);
    if (after <= 0) continue;
    longestMs = Math.max(longestMs, after);
    if (after >= LONG_TASK_MS) count++;
    totalBlockingMs += Math.max(0, after - LONG_TASK_MS);
  }
  return { longestMs, totalBlockingMs, count };
}

/** The parts of a V8 CPU profile (CDP `Profiler.Profile`) read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[];
  /** Microseconds, on the same clock as the CDP Network domain's timestamps (seconds). */
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface HotFunction {
  /** `name (file:line)`; V8's own entries, such as `(garbage collector)`, as V8 names them. */
  name: string;
  /** Time on top of the stack. */
  selfMs: number;
  /** Time anywhere on the stack (counted once per sample when it recurses). */
  totalMs: number;
}

function frameName(frame: CpuProfile['nodes'][number]['callFrame']): string {
  const file = frame.url ? frame.url.slice(frame.url.lastIndexOf('/') + 1) : '';
  const name = frame.functionName || '(anonymous)';
  return file ? `${name} (${file}:${frame.lineNumber + 1})` : name;
}

/**
 * Each function's time during the given windows (ms from navigation start; `navigationStartUs` is
 * navigation start on the profile's clock): on top of the stack (self) and anywhere on it (total,
 * once per sample when it recurses). Idle and "(program)" samples are left out.
 */
export function functionTimes(profile: CpuProfile, windows: readonly Task[], navigationStartUs: number): HotFunction[] {
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const times = new Map<string, HotFunction>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let timeUs = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    timeUs += deltas[i] ?? 0;
    // A sample stands for the time until the next one.
    const lengthMs = (deltas[i + 1] ?? 0) / 1000;
    const atMs = (timeUs - navigationStartUs) / 1000;
    if (!windows.some((w) => atMs >= w.startMs && atMs < w.startMs + w.durationMs)) continue;
    const seen = new Set<string>();
    for (let id: number | undefined = samples[i]; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (!node || NOT_CODE.has(node.callFrame.functionName)) break;
      const name = frameName(node.callFrame);
      const entry = times.get(name) ?? { name, selfMs: 0, totalMs: 0 };
      times.set(name, entry);
      if (id === samples[i]) entry.selfMs += lengthMs;
      if (seen.has(name)) continue;
      seen.add(name);
      entry.totalMs += lengthMs;
    }
  }
  return [...times.values()];
}

const NOT_CODE = new Set(['(root)', '(idle)', '(program)']);

/** The `limit` functions with the most self time. */
export function bySelfTime(times: readonly HotFunction[], limit: number): HotFunction[] {
  return [...times].sort((a, b) => b.selfMs - a.selfMs).slice(0, limit);
}

/** The `limit` functions of those `keep` accepts with the most total time: the callers the time was spent under. */
export function byTotalTime(times: readonly HotFunction[], limit: number, keep: (f: HotFunction) => boolean = () => true): HotFunction[] {
  return times.filter(keep).sort((a, b) => b.totalMs - a.totalMs).slice(0, limit);
}
