import { describe, expect, it } from 'vitest';
import { daysSplitAt } from './firstScreenDays.ts';

const days = [
  { day: '2026-07-01', items: ['a', 'b'] },
  { day: '2026-06-30', items: ['c', 'd', 'e'] },
  { day: '2026-06-29', items: ['f'] },
];

describe('daysSplitAt: the first screen’s cards and the others, by day', () => {
  it('splits a day that the first screen’s end cuts, keeping its date on both sides', () => {
    expect(daysSplitAt(days, 3)).toEqual({
      first: [
        { day: '2026-07-01', items: ['a', 'b'] },
        { day: '2026-06-30', items: ['c'] },
      ],
      rest: [
        { day: '2026-06-30', items: ['d', 'e'] },
        { day: '2026-06-29', items: ['f'] },
      ],
    });
  });

  it('cuts between days without an empty day on either side', () => {
    expect(daysSplitAt(days, 2)).toEqual({ first: [days[0]], rest: [days[1], days[2]] });
  });

  it('keeps every card, in order, whatever the count', () => {
    for (const count of [0, 1, 4, 6, 50]) {
      const { first, rest } = daysSplitAt(days, count);
      expect([...first, ...rest].flatMap((day) => day.items)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
      expect(first.flatMap((day) => day.items)).toHaveLength(Math.min(count, 6));
    }
  });
});
