import { describe, expect, it } from 'vitest';
import { groupByDay } from './groupByDay.ts';

describe('groupByDay', () => {
  it('puts consecutive items of one day together and keeps the order', () => {
    const items = ['2024-01-15T18:00:00', '2024-01-15T08:00:00', '2024-01-14T23:59:59', '2024-01-12T00:00:00', '2024-01-12T00:00:00'];
    expect(groupByDay(items, (d) => d)).toEqual([
      { day: '2024-01-15', items: items.slice(0, 2) },
      { day: '2024-01-14', items: items.slice(2, 3) },
      { day: '2024-01-12', items: items.slice(3) },
    ]);
    expect(groupByDay([], (d: string) => d)).toEqual([]);
  });
});
