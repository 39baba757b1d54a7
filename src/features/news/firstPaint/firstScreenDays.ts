import type { DayGroup } from '../shared/groupByDay.ts';

/** A card's height on a phone with the gap under it, about (138-206 px at 320-412 px wide): to count the first screen's. */
export const CARD_PX = 150;

/**
 * The days of the first screen's `count` cards, and the days of the cards under it: a day split by
 * the first screen's end is in both, with its first cards and with the others (same `day`).
 */
export function daysSplitAt<Item>(days: readonly DayGroup<Item>[], count: number): { first: DayGroup<Item>[]; rest: DayGroup<Item>[] } {
  const first: DayGroup<Item>[] = [];
  const rest: DayGroup<Item>[] = [];
  let left = count;
  for (const day of days) {
    const shown = day.items.slice(0, Math.max(0, left));
    left -= shown.length;
    if (shown.length > 0) first.push({ day: day.day, items: shown });
    if (shown.length < day.items.length) rest.push({ day: day.day, items: day.items.slice(shown.length) });
  }
  return { first, rest };
}
