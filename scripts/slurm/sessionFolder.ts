import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const REPO = join(import.meta.dirname, '..', '..');
export const ARRAY_SCRIPT = join(REPO, 'scripts', 'cluster', 'bodyplan-array.sbatch');
const WALK_TRC = join(REPO, 'test-data', 'lab-files', 'trc', 'walk-pose2sim.trc');
const HUMANOID = join(REPO, 'public', 'bodyplans', 'humanoid.json');

/** A lab session: 8 walking trials of the humanoid, solved as a 4-task array (shard k: jobs k and k + 4). */
export interface SessionFolder {
  dir: string;
  names: string[];
  /** The job in shard 2 that is still solving when its task is requeued. */
  requeued: string;
  /** The job in shard 3 that is still solving when its task is cancelled. */
  cancelled: string;
  /** The job in shard 1 whose recording was cut short by a failed copy. */
  corrupt: string;
  /** Every job but the corrupt one: each must end with one result, equal to a local run's. */
  good: string[];
}

/** Frames of the two long trials: long enough that their task is still solving when the test acts on it. */
const LONG_FRAMES = 10_000;
const SHORT_FRAMES = 300;

/**
 * A .trc as Pose2Sim writes it, from the committed walk (100 frames, 30 markers): `frames` frames
 * taken cyclically from frame `offset`, renumbered, with the header's frame counts to match, so each
 * trial is a different recording of the same plan.
 */
function walkTrial(frames: number, offset: number): string {
  const lines = readFileSync(WALK_TRC, 'utf8').trimEnd().split('\n');
  const header = lines.slice(0, 5);
  const rows = lines.slice(5);
  const counts = header[2]!.split('\t');
  counts[2] = String(frames); // NumFrames
  counts[7] = String(frames); // OrigNumFrames
  header[2] = counts.join('\t');
  const out: string[] = [];
  for (let f = 0; f < frames; f++) {
    const cells = rows[(offset + f) % rows.length]!.split('\t');
    cells[0] = String(f + 1);
    cells[1] = (f / 100).toFixed(6);
    out.push(cells.join('\t'));
  }
  return `${[...header, ...out].join('\n')}\n`;
}

export function writeSessionFolder(parent: string): SessionFolder {
  const dir = join(parent, 'session-42');
  mkdirSync(dir, { recursive: true });
  // Submitted from this folder as the README says, the job script as it is in the repository.
  copyFileSync(ARRAY_SCRIPT, join(dir, 'bodyplan-array.sbatch'));
  copyFileSync(HUMANOID, join(dir, 'humanoid.json'));
  const names = Array.from({ length: 8 }, (_, j) => `walk-trial-${String(j + 1).padStart(2, '0')}`);
  const [requeued, cancelled, corrupt] = [names[2]!, names[3]!, names[5]!];
  const jobs = names.map((name, j) => {
    const long = name === requeued || name === cancelled;
    const text = walkTrial(long ? LONG_FRAMES : SHORT_FRAMES, 7 * j);
    // A copy that stopped part-way: the header still promises every frame, the last row is cut.
    writeFileSync(join(dir, `${name}.trc`), name === corrupt ? text.slice(0, Math.floor(text.length * 0.6)) : text);
    const options = long ? { iterations: 50, tolerance: 1e-9, 'neutral-weight': 0 } : { iterations: 10 + j };
    return { name, plan: 'humanoid.json', targets: `${name}.trc`, ...options };
  });
  writeFileSync(join(dir, 'jobs.json'), `${JSON.stringify({ jobs }, null, 2)}\n`);
  return { dir, names, requeued, cancelled, corrupt, good: names.filter((name) => name !== corrupt) };
}
