import type { PerFrameLanes } from './retargetReport.ts';
import { SCORE_UNITS } from './worstFrames.ts';

/**
 * The report's per-frame lanes as the rows of the Studio's "Retarget report" timeline lane: one row
 * per measure, each frame a cell coloured by how bad it is. Pure: the lane draws what this says.
 *
 * A cell's severity is its value in the units the worst-frame score counts one unit of trouble in
 * (worstFrames.ts SCORE_UNITS: 1 cm of skating in a step, 5 mm below the floor, 0.05 rad past a
 * limit, 10 cm of tracking error; a speed or acceleration at its limit), capped at 1. Below
 * SHOWN_FROM a cell is left blank, so numerical dust (a held foot moving 1e-6 cm) does not paint
 * the whole row.
 */
export type ReportRowId = 'skating' | 'floor' | 'limits' | 'speed' | 'tracking';

export interface ReportLaneRow {
  id: ReportRowId;
  /** The row's name in the lane's legend column. */
  name: string;
  /** Per frame: 0 (blank) .. 1 (as bad as the colour scale goes). */
  severity: Float64Array;
  /** Per frame: the row's reading, for the lane's accessible description ("0.35 cm", "floating"). */
  readout: (frame: number) => string;
}

/** A cell below this severity is blank. */
export const SHOWN_FROM = 0.1;

/** The row names, in order (the lane's legend and its description name them so). */
export const REPORT_ROW_NAMES: Record<ReportRowId, string> = {
  skating: 'Foot skating',
  floor: 'Floor',
  limits: 'Limits',
  speed: 'Speed',
  tracking: 'Tracking',
};

const capped = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
/** A speed or acceleration ratio: nothing up to its limit, half the scale just past it, all of it at twice the limit. */
const ratioSeverity = (ratio: number) => (ratio > 1 ? capped(ratio / 2) : 0);
const fixed = (value: number | undefined, digits: number) => (value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits));

/**
 * The rows of a report: skating, the floor (below it, or floating: both feet up while the source
 * had one down), joint limits, speed (velocity or acceleration over its limit, the worse of the
 * two), tracking error.
 */
export function reportLaneRows(lanes: PerFrameLanes): ReportLaneRow[] {
  const frames = lanes.score.length;
  const each = (severity: (f: number) => number) => Float64Array.from({ length: frames }, (_, f) => severity(f));
  return [
    {
      id: 'skating',
      name: REPORT_ROW_NAMES.skating,
      severity: each((f) => capped(lanes.skating_cm[f]! / SCORE_UNITS.skating_cm)),
      readout: (f) => `${fixed(lanes.skating_cm[f], 2)} cm`,
    },
    {
      id: 'floor',
      name: REPORT_ROW_NAMES.floor,
      severity: each((f) => capped(lanes.penetration_mm[f]! / SCORE_UNITS.penetration_mm)),
      readout: (f) => (lanes.floating[f]! > 0 ? 'floating' : `${fixed(lanes.penetration_mm[f], 1)} mm below`),
    },
    {
      id: 'limits',
      name: REPORT_ROW_NAMES.limits,
      severity: each((f) => capped(lanes.limit_excess[f]! / SCORE_UNITS.limit_excess)),
      readout: (f) => `${fixed(lanes.limit_excess[f], 3)} past`,
    },
    {
      id: 'speed',
      name: REPORT_ROW_NAMES.speed,
      severity: each((f) => Math.max(ratioSeverity(lanes.velocity_ratio[f]!), ratioSeverity(lanes.acceleration_ratio[f]!))),
      readout: (f) => `${fixed(lanes.velocity_ratio[f], 2)}× limit`,
    },
    {
      id: 'tracking',
      name: REPORT_ROW_NAMES.tracking,
      severity: each((f) => capped(lanes.tracking_cm[f]! / SCORE_UNITS.tracking_cm)),
      readout: (f) => `${fixed(lanes.tracking_cm[f], 1)} cm`,
    },
  ];
}

/** The floating frames' colour in the Floor row (a foot above the floor, not in it). */
export const FLOATING_CSS = '#60a5fa';

/**
 * A cell's colour: blank below SHOWN_FROM, else from amber (a little) to dark red (as bad as the
 * scale goes), in steps of lightness a reader can tell apart. `floating` marks a Floor cell whose
 * frame floats.
 */
export function reportCellCss(severity: number, floating = false): string | null {
  if (floating) return FLOATING_CSS;
  if (!(severity >= SHOWN_FROM)) return null;
  const t = (Math.min(1, severity) - SHOWN_FROM) / (1 - SHOWN_FROM);
  const hue = Math.round(45 - 45 * t);
  const lightness = Math.round(62 - 30 * t);
  return `hsl(${hue} 90% ${lightness}%)`;
}

/** The rows flagged on frame f (a cell drawn), by name: what the lane's description says is wrong there. */
export function flaggedRows(rows: readonly ReportLaneRow[], lanes: PerFrameLanes, f: number): string[] {
  return rows.filter((row) => reportCellCss(row.severity[f] ?? 0, row.id === 'floor' && lanes.floating[f]! > 0) !== null).map((row) => row.name);
}
