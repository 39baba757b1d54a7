/**
 * A row's indent. Robot trees are deep (a Panda's fingers are 11 levels down, a G1's wrists 9), and a
 * full step per level pushed their names out of a 205 px dock: the first two levels get a full step,
 * each deeper level a narrow one, so depth still reads (aria-level says it exactly) and names keep room.
 */
const FULL_STEP_REM = 0.9;
const FULL_STEP_LEVELS = 2;
const DEEP_STEP_REM = 0.2;
const ROW_PADDING_REM = 0.25;

export function outlineIndentRem(depth: number): number {
  const full = Math.min(depth, FULL_STEP_LEVELS);
  const deep = Math.max(0, depth - FULL_STEP_LEVELS);
  return ROW_PADDING_REM + full * FULL_STEP_REM + deep * DEEP_STEP_REM;
}
