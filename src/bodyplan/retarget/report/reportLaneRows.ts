import type { PerFrameLanes } from './retargetReport.ts';
import { SCORE_UNITS } from './worstFrames.ts';

/**
 * The report's per-frame lanes as the rows of the Studio's "Retarget report" timeline lane: three
 * rows (the feet, the joints, tracking), each frame a cell coloured by how bad it is. Three, not one
 * per measure: with the angle lane and the heat-map, the lane has 29 px at 1280×800 if the 3D view
 * is to keep 55 % of the window, which is three readable rows. Pure: the lane draws what this says.
 *
 * A measure's severity is its value in the units the worst-frame score counts one unit of trouble
 * in (worstFrames.ts SCORE_UNITS: 1 cm of skating in a step, 5 mm below the floor, 0.05 rad past a
 * limit, 10 cm of tracking error; a speed or acceleration at its limit), capped at 1; a row's cell is
 * its worst measure's. Below SHOWN_FROM a cell is left blank, so numerical dust (a held foot moving
 * 1e-6 cm) does not paint the whole row.
 */
export type ReportRowId = 'feet' | 'joints' | 'tracking';

export interface ReportLaneRow {
  id: ReportRowId;
  /** The row's name in the lane's legend column. */
  name: string;
  /** What the row measures, after its name in the legend column. */
  measures: string;
  /** Per frame: 0 (blank) .. 1 (as bad as the colour scale goes). */
  severity: Float64Array;
  /** Per frame: the row's readings, for the lane's accessible description ("skating 0.35 cm, 0.0 mm below the floor"). */
  readout: (frame: number) => string;
}

/** A cell below this severity is blank. */
export const SHOWN_FROM = 0.1;

const capped = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
/** A speed or acceleration ratio: nothing up to its limit, half the scale just past it, all of it at twice the limit. */
const ratioSeverity = (ratio: number) => (ratio > 1 ? capped(ratio / 2) : 0);
const fixed = (value: number | undefined, digits: number) => (value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits));

/**
 * The rows of a report: the feet (skating, below the floor, or floating: both feet up while the
 * source had one down), the joints (past a limit; speed or acceleration over its limit), tracking.
 */
export function reportLaneRows(lanes: PerFrameLanes): ReportLaneRow[] {
  const frames = lanes.score.length;
  const each = (severity: (f: number) => number) => Float64Array.from({ length: frames }, (_, f) => severity(f));
  return [
    {
      id: 'feet',
      name: 'Feet',
      measures: 'skating, floor',
      severity: each((f) => Math.max(capped(lanes.skating_cm[f]! / SCORE_UNITS.skating_cm), capped(lanes.penetration_mm[f]! / SCORE_UNITS.penetration_mm))),
      readout: (f) => `skating ${fixed(lanes.skating_cm[f], 2)} cm, ${lanes.floating[f]! > 0 ? 'floating' : `${fixed(lanes.penetration_mm[f], 1)} mm below the floor`}`,
    },
    {
      id: 'joints',
      name: 'Joints',
      measures: 'limits, speed',
      severity: each((f) => Math.max(capped(lanes.limit_excess[f]! / SCORE_UNITS.limit_excess), ratioSeverity(lanes.velocity_ratio[f]!), ratioSeverity(lanes.acceleration_ratio[f]!))),
      readout: (f) => `${fixed(lanes.limit_excess[f], 3)} past a limit, ${fixed(lanes.velocity_ratio[f], 2)}× speed limit, ${fixed(lanes.acceleration_ratio[f], 2)}× spike threshold`,
    },
    {
      id: 'tracking',
      name: 'Tracking',
      measures: 'cm off target',
      severity: each((f) => capped(lanes.tracking_cm[f]! / SCORE_UNITS.tracking_cm)),
      readout: (f) => `${fixed(lanes.tracking_cm[f], 1)} cm off target`,
    },
  ];
}

/** The floating frames' colour in the Feet row (feet above the floor, not in it). */
export const FLOATING_CSS = '#60a5fa';

/**
 * A cell's colour: blank below SHOWN_FROM, else from amber (a little) to dark red (as bad as the
 * scale goes), in steps of lightness a reader can tell apart. `floating` marks a Feet cell whose
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
  return rows.filter((row) => reportCellCss(row.severity[f] ?? 0, row.id === 'feet' && lanes.floating[f]! > 0) !== null).map((row) => row.name);
}
