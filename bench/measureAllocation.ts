// Shared by the kinematics and IK benchmarks: how many bytes a hot call allocates.
// JavaScript objects (including boxed doubles) are born in V8's new space, so its growth over many
// calls, with a GC before and none during, is what the calls allocated. Old and code space also
// grow while V8 (re)compiles in the background; those are reported apart, they are not the calls'.
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

const gc = (globalThis as { gc?: () => void }).gc;
let gcEvents = 0;
const observer = new PerformanceObserver((list) => {
  gcEvents += list.getEntries().length;
});
observer.observe({ entryTypes: ['gc'] });

function spaceUsed(): Map<string, number> {
  return new Map(v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_used_size]));
}

/** Runs `call` `calls` times in 3 rounds and describes the new-space bytes per call of each round
 * (the first round may still include objects of a late JIT compilation). */
export function describeAllocation(calls: number, call: (i: number) => void): string {
  if (gc === undefined) return 'not measured (run with node --expose-gc)';
  // A first, unreported round lets V8 settle this harness's own code; then the measurement's own
  // allocation is measured with no calls and subtracted.
  measureRound(calls, call);
  const overhead = measureRound(0, call).young;
  const rounds: string[] = [];
  for (let round = 0; round < 3; round++) {
    const { young: measured, grown, events } = measureRound(calls, call);
    const young = measured - overhead;
    rounds.push(
      `${(young / calls).toFixed(3)} B/call new space (${young} B; old +${grown('old_space')} B, code +${grown('code_space')} B; ` +
        `${events} GC)`,
    );
  }
  return rounds.join(' | ');
}

function measureRound(calls: number, call: (i: number) => void) {
  gc?.();
  const eventsBefore = gcEvents;
  const before = spaceUsed();
  for (let i = 0; i < calls; i++) call(i);
  const after = spaceUsed();
  const grown = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
  return { young: grown('new_space'), grown, events: gcEvents - eventsBefore };
}

/** Lets the process exit once the benchmark is done. */
export function stopAllocationObserver(): void {
  observer.disconnect();
}
