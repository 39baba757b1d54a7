/** A label that wants to be drawn with its top-left corner at (x, y), in screen pixels. */
export interface LabelCandidate {
  joint: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The selection and its children: moved to the nearest free place instead of left out. */
  required?: boolean;
}

/** Rows tried above and below a required label's own place before it may overlap (last resort). */
const REQUIRED_ROWS = 6;

/**
 * Greedy decluttering: walks the candidates in priority order and keeps a label only when its box
 * overlaps no label kept before it (nor leaves the view, when a view size is given). Callers put the
 * selection and its children first and mark them `required`: those are moved to the nearest free
 * row above or below their place (or to the point's left) rather than left out, as they crowd each
 * other on a small screen (and slid inside the view when a long name would run off its edge). Returns the kept labels, at the place each was drawn, in placement order.
 *
 * A uniform grid of buckets keeps this near-linear for big plans: each box is tested only against
 * the boxes kept in the cells it touches.
 */
export function placeLabels(candidates: readonly LabelCandidate[], view?: { width: number; height: number }, gap = 2): LabelCandidate[] {
  const kept: LabelCandidate[] = [];
  const cell = 64;
  const buckets = new Map<string, LabelCandidate[]>();
  const cellsOf = (box: LabelCandidate) => {
    const keys: string[] = [];
    for (let cx = Math.floor(box.x / cell); cx <= Math.floor((box.x + box.width) / cell); cx++) {
      for (let cy = Math.floor(box.y / cell); cy <= Math.floor((box.y + box.height) / cell); cy++) keys.push(`${cx},${cy}`);
    }
    return keys;
  };
  const overlaps = (a: LabelCandidate, b: LabelCandidate) =>
    a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;
  const inView = (box: LabelCandidate) => !view || (box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height);
  const free = (box: LabelCandidate) => inView(box) && !cellsOf(box).some((key) => buckets.get(key)?.some((other) => overlaps(box, other)));
  for (const candidate of candidates) {
    if (!Number.isFinite(candidate.x) || !Number.isFinite(candidate.y)) continue;
    let box: LabelCandidate | undefined = free(candidate) ? candidate : undefined;
    if (!box && candidate.required) box = nearestFreePlace(view ? clampedInto(candidate, view) : candidate, gap, free);
    if (!box) continue;
    const keys = cellsOf(box);
    kept.push(box);
    for (const key of keys) {
      const list = buckets.get(key);
      if (list) list.push(box);
      else buckets.set(key, [box]);
    }
  }
  return kept;
}

/** The box moved the least to lie inside the view (a long name near the right edge slides left). */
function clampedInto(box: LabelCandidate, view: { width: number; height: number }): LabelCandidate {
  const x = Math.max(0, Math.min(box.x, view.width - box.width));
  const y = Math.max(0, Math.min(box.y, view.height - box.height));
  return x === box.x && y === box.y ? box : { ...box, x, y };
}

/** Rows above and below, then the same rows left of the point; the candidate itself as a last resort. */
function nearestFreePlace(candidate: LabelCandidate, gap: number, free: (box: LabelCandidate) => boolean): LabelCandidate {
  const row = candidate.height + gap;
  const left = -(candidate.width + 10);
  for (const dx of [0, left]) {
    for (let r = 0; r <= REQUIRED_ROWS; r++) {
      for (const dy of r === 0 ? [0] : [r * row, -r * row]) {
        const moved = { ...candidate, x: candidate.x + dx, y: candidate.y + dy };
        if (free(moved)) return moved;
      }
    }
  }
  return candidate;
}

/**
 * Joints in label priority order: the selection, its children, then the rest by depth from the
 * root (parents before children), so the structure's top shows first when space runs out.
 */
export function labelPriority(parentsFirst: ArrayLike<number>, selected: number | null, children: readonly (readonly number[])[]): number[] {
  const count = parentsFirst.length;
  const order: number[] = [];
  const taken = new Uint8Array(count);
  const take = (joint: number) => {
    if (joint < 0 || joint >= count || taken[joint]) return;
    taken[joint] = 1;
    order.push(joint);
  };
  if (selected !== null) {
    take(selected);
    for (const child of children[selected] ?? []) take(child);
  }
  for (let n = 0; n < count; n++) take(parentsFirst[n]!);
  return order;
}
