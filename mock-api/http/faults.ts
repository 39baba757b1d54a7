import { createRandom, deriveSeed } from '../prng.ts';
import type { LatencyRange } from '../options.ts';
import type { ApiResponse } from '../types.ts';
import { serverError, serviceUnavailable } from './responses.ts';

export interface FaultInjector {
  /** A 500 or 503 for this request, or null to answer normally. */
  failure(): ApiResponse | null;
  /** Milliseconds to wait before answering (0 when latency is off). */
  delay(): number;
}

/** Seeded too, so a failing e2e run can be replayed with the same sequence of faults. */
export function createFaultInjector(seed: number, failRate: number, latency: LatencyRange | null): FaultInjector {
  const random = createRandom(deriveSeed(seed, 'faults'));
  return {
    failure() {
      if (failRate <= 0 || random.next() >= failRate) return null;
      return random.chance(0.5) ? serverError() : serviceUnavailable();
    },
    delay() {
      if (!latency) return 0;
      return latency.min === latency.max ? latency.min : random.int(latency.min, latency.max);
    },
  };
}
