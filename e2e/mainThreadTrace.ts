import type { Browser, Page } from '@playwright/test';

/** One task the page's main thread ran: its wall time, and the CPU time the thread spent in it. */
export interface MainThreadTask {
  wallMs: number;
  cpuMs: number;
  /** When it started, in the trace's clock (ms): compare with phaseMarks. */
  atMs: number;
  /**
   * Wall time the task spent waiting for the GPU process to answer synchronous calls (ms), and the
   * call that waited longest (e.g. GLES2::GetGLError, when a WebGL canvas is resized, or
   * GLES2Implementation::GetProgramiv, when three.js first uses a new shader program): the thread is
   * then off the CPU, so the wait is in the wall time and not the CPU time. With software rendering
   * (SwiftShader, as here) the GPU process draws on the CPU, and the wait grows with what it has
   * queued and with the load.
   */
  gpuWaitMs: number;
  gpuCall: string | null;
}

/**
 * Chrome's own trace of every task the page's main thread runs (the long-task API gives wall time
 * only). Both times are kept because they answer different questions on a shared machine: wall time
 * is what a user waits, but with more runnable threads than cores (the solving workers, other
 * processes) a task's wall time grows with the load while its CPU time measures the work the page
 * put in one task, which is what chunking and yielding control.
 */
export async function startMainThreadTrace(browser: Browser, page: Page): Promise<void> {
  // blink.user_timing: the page's performance.mark() calls, which markPhase uses to cut one trace into phases.
  // gpu: the synchronous calls to the GPU process (see MainThreadTask.gpuWaitMs).
  await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'gpu'] });
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  cat?: string;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Ends the trace: every top-level task of the renderers' main threads (CrRendererMain), longest wall time first. */
export async function stopMainThreadTrace(browser: Browser): Promise<MainThreadTask[]> {
  return (await stopMainThreadTraceWithMarks(browser)).tasks;
}

/** stopMainThreadTrace, with the time of each markPhase(name) in the trace's clock (ms). */
export async function stopMainThreadTraceWithMarks(browser: Browser): Promise<{ tasks: MainThreadTask[]; marks: Map<string, number> }> {
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const main = new Set(traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  // Chrome writes each task twice (the scheduler's event around the task's own): one name is kept.
  const onMain = traceEvents.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const name = onMain.some((e) => e.name === 'ThreadControllerImpl::RunTask') ? 'ThreadControllerImpl::RunTask' : 'RunTask';
  const gpuCalls = onMain.filter((e) => e.cat?.split(',').includes('gpu'));
  const waits = gpuCalls.filter((e) => e.name === GPU_WAIT);
  const tasks = onMain
    .filter((e) => e.name === name)
    .map((e) => ({ wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? e.dur ?? 0) / 1000, atMs: e.ts / 1000, ...gpuWait(e, waits, gpuCalls) }))
    .sort((a, b) => b.wallMs - a.wallMs);
  const marks = new Map(traceEvents.filter((e) => e.cat?.includes('blink.user_timing') && e.name.startsWith(PHASE)).map((e) => [e.name.slice(PHASE.length), e.ts / 1000] as const));
  return { tasks, marks };
}

const PHASE = 'phase:';

/** Where Chrome's GPU client blocks until the GPU process has run the commands sent so far. */
const GPU_WAIT = 'ImplementationBase::WaitForCmd';
const GPU_PLUMBING = new Set([GPU_WAIT, 'CommandBufferHelper::Finish', 'CommandBufferProxyImpl::WaitForGetOffset']);

const within = (outer: TraceEvent, inner: TraceEvent) => inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);

/** The task's synchronous GPU waits: their total, and the call (the nearest enclosing gpu event that is not plumbing) of the longest. */
function gpuWait(task: TraceEvent, waits: readonly TraceEvent[], gpuCalls: readonly TraceEvent[]): { gpuWaitMs: number; gpuCall: string | null } {
  const inTask = waits.filter((w) => within(task, w));
  if (inTask.length === 0) return { gpuWaitMs: 0, gpuCall: null };
  const longest = inTask.reduce((a, b) => ((b.dur ?? 0) > (a.dur ?? 0) ? b : a));
  const callers = gpuCalls.filter((e) => !GPU_PLUMBING.has(e.name) && within(e, longest)).sort((a, b) => (a.dur ?? 0) - (b.dur ?? 0));
  return { gpuWaitMs: inTask.reduce((sum, w) => sum + (w.dur ?? 0), 0) / 1000, gpuCall: callers[0]?.name ?? null };
}

/** Marks the start of phase `name` in a running trace (a performance.mark, a task of its own of well under a millisecond). */
export async function markPhase(page: Page, name: string): Promise<void> {
  await page.evaluate((mark) => performance.mark(mark), `${PHASE}${name}`);
}

/** The tasks that started in [from, to) (trace ms; to may be Infinity). */
export function tasksBetween(tasks: readonly MainThreadTask[], from: number, to: number): MainThreadTask[] {
  return tasks.filter((t) => t.atMs >= from && t.atMs < to);
}

/** The longest task by wall time and by CPU time, which may be two tasks (0 when none ran). */
export function longestTasks(tasks: readonly MainThreadTask[]): { wallMs: number; cpuMs: number } {
  return { wallMs: Math.max(0, ...tasks.map((t) => t.wallMs)), cpuMs: Math.max(0, ...tasks.map((t) => t.cpuMs)) };
}

/** The tasks over `ms` of wall time, as "wall/CPU ms", with what they waited for from the GPU process, longest first: what a failed bound shows. */
export function tasksOver(tasks: readonly MainThreadTask[], ms: number): string {
  const waited = (t: MainThreadTask) => (t.gpuWaitMs >= 1 ? ` (${t.gpuWaitMs.toFixed(0)} ms waiting for the GPU process in ${t.gpuCall ?? 'a synchronous call'})` : '');
  return tasks.filter((t) => t.wallMs > ms).map((t) => `${t.wallMs.toFixed(0)}/${t.cpuMs.toFixed(0)} ms${waited(t)}`).join(', ') || 'none';
}
