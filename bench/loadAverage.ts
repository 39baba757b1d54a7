import { loadavg } from 'node:os';

/** The 1, 5 and 15 minute load averages (as `uptime` prints them): timing figures mean little without them. */
export function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}
