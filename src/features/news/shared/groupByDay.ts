import { dayKey } from './formatPublishDate.ts';

/** Consecutive items of one publication day, in list order (the list is ordered by date). */
export interface DayGroup<Item> {
  /** `YYYY-MM-DD`. */
  day: string;
  items: Item[];
}

/** Splits a date-ordered list into runs of one day each; the order is kept as it is. */
export function groupByDay<Item>(items: readonly Item[], dateOf: (item: Item) => string): DayGroup<Item>[] {
  const out: DayGroup<Item>[] = [];
  for (const item of items) {
    const day = dayKey(dateOf(item));
    const last = out[out.length - 1];
    if (last && last.day === day) last.items.push(item);
    else out.push({ day, items: [item] });
  }
  return out;
}
