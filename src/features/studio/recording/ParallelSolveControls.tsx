import { resolveWorkerCount } from '../../../bodyplan/ik/segments.ts';
import { useRecording, useStudioStore } from '../store/useStudio.ts';
import { availableCores } from '../store/recording/solveInWorkers.ts';

/**
 * How a recording is split across Web Workers: `bodyplan ik --workers N --overlap K`'s settings
 * and meaning, so a Studio solve can be repeated on the command line and gives the same angles.
 */
export function ParallelSolveControls() {
  const { recording: recordings } = useStudioStore();
  const workers = useRecording((s) => s.workers);
  const overlap = useRecording((s) => s.overlap);
  const busy = useRecording((s) => s.progress !== null);
  const cores = availableCores();
  const resolved = resolveWorkerCount(workers, cores);
  const options = [-1, ...Array.from({ length: cores }, (_, i) => i + 1)];
  return (
    <div className="studio-row">
      <label>
        Workers{' '}
        <select value={workers} disabled={busy} onChange={(e) => recordings.setParallel(Number(e.target.value), overlap)}>
          {options.map((n) => (
            <option key={n} value={n}>
              {n === -1 ? `all cores (${cores})` : n}
            </option>
          ))}
        </select>
      </label>
      <label>
        Warm-up overlap (frames){' '}
        <input
          type="number"
          min={0}
          step={1}
          className="studio-number"
          value={overlap}
          disabled={busy || (resolved.ok && resolved.workers === 1)}
          onChange={(e) => {
            const value = Number(e.target.value);
            if (Number.isInteger(value) && value >= 0) recordings.setParallel(workers, value);
          }}
        />
      </label>
    </div>
  );
}
