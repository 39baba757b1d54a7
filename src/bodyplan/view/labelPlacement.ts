/** A label that wants to be drawn with its top-left corner at (x, y), in screen pixels. */
export interface LabelCandidate {
  joint: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Greedy decluttering: walks the candidates in priority order and keeps a label only when its box
 * overlaps no label kept before it (nor leaves the view, when a view size is given). Callers put the
 * selection and its children first, so those are the labels that survive. Returns the kept joints in
 * the order they were placed.
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
  for (const box of candidates) {
    if (!Number.isFinite(box.x) || !Number.isFinite(box.y)) continue;
    if (view && (box.x < 0 || box.y < 0 || box.x + box.width > view.width || box.y + box.height > view.height)) continue;
    const keys = cellsOf(box);
    if (keys.some((key) => buckets.get(key)?.some((other) => overlaps(box, other)))) continue;
    kept.push(box);
    for (const key of keys) {
      const list = buckets.get(key);
      if (list) list.push(box);
      else buckets.set(key, [box]);
    }
  }
  return kept;
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
