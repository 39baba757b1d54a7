import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFlyFixtures } from '../src/bodyplan/testing/flyFixtures.ts';

/** QuickIK's NeuroMechFly body plan (31 joints, 30 observed leg keypoints). */
export const flyPlanPath = join(import.meta.dirname, '..', 'test-data', 'neuromechfly', 'neuromechfly_ypr_legs.json');

/**
 * The fly's native-rate leg targets tiled to `frames` frames, in the recording JSON shape (one entry
 * per body-plan joint, the root unobserved), 6 decimals as trackers write them, written to `path`:
 * the large recording of the no-stall e2e test and `npm run bench:recording-memory`.
 */
export function writeLargeFlyRecording(path: string, frames: number): void {
  const native = readFlyFixtures().native_rate_frames;
  const rows: string[] = [];
  for (let f = 0; f < frames; f++) {
    const points = native[f % native.length]!.target_ego.map((p) => `[${p.map((v) => v.toFixed(6)).join(',')}]`);
    rows.push(`[null,${points.join(',')}]`);
  }
  writeFileSync(path, `{"fps":1000,"frames":[\n${rows.join(',\n')}\n]}\n`);
}
