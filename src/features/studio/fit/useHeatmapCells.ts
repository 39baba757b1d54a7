import { useCallback, useSyncExternalStore } from 'react';
import type { FitErrors } from '../../../bodyplan/fit/fitErrors.ts';
import { emptyHeatmapCells, fillHeatmapColumns, heatmapColumnsPerStep, type HeatmapCells } from '../../../bodyplan/fit/heatmapColumns.ts';
import { yieldToPage } from '../store/recording/slicedWork.ts';

/**
 * Errors read in one task while the heat-map's cells are filled: a few ms of work. A 100,000-frame
 * fly (30 keypoints) is 3 million errors, about 20 such tasks, each with the page's drawing and
 * input between them, instead of filling the map in the task that renders a landed solve (with
 * the rest of that render it held the page for 240–270 ms of CPU; issue 43: no task over 100 ms).
 */
const ERRORS_PER_TASK = 150_000;

/** The cells of one fit being filled: `filled` columns are done, the others still NaN. */
interface CellsJob {
  cells: HeatmapCells;
  filled: number;
  listeners: Set<() => void>;
}

// One job per solve's fit and width, shared by the Fit panel's map and the timeline's copy, which
// render in the same task when a solve lands: the errors are read once, not once per copy.
const jobs = new WeakMap<FitErrors, Map<number, CellsJob>>();

function jobOf(fit: FitErrors, maxColumns: number): CellsJob {
  let byWidth = jobs.get(fit);
  if (!byWidth) {
    byWidth = new Map();
    jobs.set(fit, byWidth);
  }
  const known = byWidth.get(maxColumns);
  if (known) return known;
  const cells = emptyHeatmapCells(fit, maxColumns);
  const job: CellsJob = { cells, filled: 0, listeners: new Set() };
  byWidth.set(maxColumns, job);
  const step = heatmapColumnsPerStep(fit, cells.columns, ERRORS_PER_TASK);
  // A fit of one step is filled at once, so its map is whole in its first drawing; a longer one
  // starts in the next task, after the render that landed the solve.
  if (step >= cells.columns) {
    fillHeatmapColumns(fit, cells, 0, cells.columns);
    job.filled = cells.columns;
  } else void fillTheRest(fit, job, step);
  return job;
}

async function fillTheRest(fit: FitErrors, job: CellsJob, step: number): Promise<void> {
  const { columns } = job.cells;
  while (job.filled < columns) {
    await yieldToPage();
    const to = Math.min(columns, job.filled + step);
    fillHeatmapColumns(fit, job.cells, job.filled, to);
    job.filled = to;
    for (const listener of job.listeners) listener();
  }
}

/**
 * The heat-map's cells for `fit` at up to `maxColumns` columns, and how many columns are filled so
 * far: the component re-renders as each step of columns comes in and draws only the new ones.
 */
export function useHeatmapCells(fit: FitErrors, maxColumns: number): { cells: HeatmapCells; filled: number } {
  const job = jobOf(fit, maxColumns);
  const subscribe = useCallback(
    (listener: () => void) => {
      job.listeners.add(listener);
      return () => job.listeners.delete(listener);
    },
    [job],
  );
  const filled = useSyncExternalStore(subscribe, () => job.filled);
  return { cells: job.cells, filled };
}
