/**
 * The combined per-frame score and the worst frames. Each measure is divided by the amount that
 * counts as one unit of trouble, so they add up in one scale:
 *   5 mm below the floor (the penetration goal), 1 cm of foot skating in one frame (the
 *   per-contact goal, spent in a single step), floating (1), 0.05 rad (~3°) or 5 cm past a limit,
 *   a joint speed at its limit or an acceleration at its threshold (their ratio, counted only when
 *   above 1), 10 cm of tracking error.
 */
export const SCORE_UNITS = { penetration_mm: 5, skating_cm: 1, limit_excess: 0.05, tracking_cm: 10 } as const;

/** One measure's per-frame worst value and who it belongs to (-1: nobody). */
export interface PerFrameMeasure {
  values: ArrayLike<number>;
  who: ArrayLike<number>;
  names: readonly string[];
}

export interface PerFrameMeasures {
  penetration_mm: PerFrameMeasure;
  skating_cm: PerFrameMeasure;
  floating: ArrayLike<number>;
  limit_excess: PerFrameMeasure;
  /** The limit's unit per DOF, for the reason's text. */
  limitUnits: readonly string[];
  velocity_ratio: PerFrameMeasure;
  acceleration_ratio: PerFrameMeasure;
  tracking_cm: PerFrameMeasure;
}

export interface WorstFrame {
  frame: number;
  time: number;
  score: number;
  why: string[];
}

/** The per-frame score (see SCORE_UNITS). */
export function frameScores(m: PerFrameMeasures, frameCount: number): Float64Array {
  const scores = new Float64Array(frameCount);
  const over1 = (ratio: number) => (ratio > 1 ? ratio : 0);
  for (let f = 0; f < frameCount; f++) {
    scores[f] =
      m.penetration_mm.values[f]! / SCORE_UNITS.penetration_mm +
      m.skating_cm.values[f]! / SCORE_UNITS.skating_cm +
      m.floating[f]! +
      m.limit_excess.values[f]! / SCORE_UNITS.limit_excess +
      over1(m.velocity_ratio.values[f]!) +
      over1(m.acceleration_ratio.values[f]!) +
      m.tracking_cm.values[f]! / SCORE_UNITS.tracking_cm;
  }
  return scores;
}

/** The `count` highest-scoring frames (score above 0), worst first, each with the reasons that made its score. */
export function worstFrames(m: PerFrameMeasures, scores: Float64Array, fps: number, count: number): WorstFrame[] {
  const frames = Array.from(scores.keys()).filter((f) => scores[f]! > 0);
  frames.sort((a, b) => scores[b]! - scores[a]! || a - b);
  return frames.slice(0, count).map((frame) => ({ frame, time: frame / fps, score: scores[frame]!, why: reasons(m, frame) }));
}

/** The reasons for frame f's score, the largest share of it first. */
function reasons(m: PerFrameMeasures, f: number): string[] {
  const why: [number, string][] = [];
  const name = (measure: PerFrameMeasure) => measure.names[measure.who[f]!] ?? '?';
  const penetration = m.penetration_mm.values[f]!;
  if (penetration > 0) why.push([penetration / SCORE_UNITS.penetration_mm, `${name(m.penetration_mm)} ${fixed(penetration, 1)} mm below the floor`]);
  const skating = m.skating_cm.values[f]!;
  if (skating > 0) why.push([skating / SCORE_UNITS.skating_cm, `${name(m.skating_cm)} slid ${fixed(skating, 2)} cm while in contact`]);
  if (m.floating[f]! > 0) why.push([1, 'both feet off the floor while the source had a foot down']);
  const excess = m.limit_excess.values[f]!;
  if (excess > 0) why.push([excess / SCORE_UNITS.limit_excess, `${name(m.limit_excess)} ${fixed(excess, 3)} ${m.limitUnits[m.limit_excess.who[f]!] ?? ''} past its limit`]);
  const speed = m.velocity_ratio.values[f]!;
  if (speed > 1) why.push([speed, `${name(m.velocity_ratio)} at ${fixed(speed, 2)}× its velocity limit`]);
  const acceleration = m.acceleration_ratio.values[f]!;
  if (acceleration > 1) why.push([acceleration, `${name(m.acceleration_ratio)} acceleration ${fixed(acceleration, 2)}× the spike threshold`]);
  const tracking = m.tracking_cm.values[f]!;
  if (tracking > 0) why.push([tracking / SCORE_UNITS.tracking_cm, `${name(m.tracking_cm)} ${fixed(tracking, 1)} cm from its target`]);
  // A stable sort: equal shares keep the order above.
  return why.sort((a, b) => b[0] - a[0]).map(([, text]) => text);
}

const fixed = (value: number, digits: number) => value.toFixed(digits);
