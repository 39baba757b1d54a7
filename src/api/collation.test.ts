import { describe, expect, it, vi } from 'vitest';
import { recordComparator, sortedByText, textCollator } from './collation.ts';

const rec = (id: number, name: string | null) => ({ id, name });
const names = (items: { name: string | null }[]) => items.map((i) => i.name);

describe('text order in the interface language', () => {
  it('sorts É with E, not after Z, in French, English and German', () => {
    for (const language of ['fr', 'en', 'de']) {
      const sorted = ['Zoo', 'École', 'Eau', 'Atelier', 'étude'].sort(textCollator(language).compare);
      expect(sorted, language).toEqual(['Atelier', 'Eau', 'École', 'étude', 'Zoo']);
    }
  });

  it('compares digits as numbers', () => {
    expect(['Room 10', 'Room 9', 'Room 100'].sort(textCollator('en').compare)).toEqual(['Room 9', 'Room 10', 'Room 100']);
  });

  it('sorts a list by its text without changing it, and makes no collator for fewer than two items', () => {
    const items = [{ t: 'Zoo' }, { t: 'École' }, { t: 'Eau' }];
    expect(sortedByText(items, (i) => i.t, 'de').map((i) => i.t)).toEqual(['Eau', 'École', 'Zoo']);
    expect(items.map((i) => i.t)).toEqual(['Zoo', 'École', 'Eau']);
    const made = vi.spyOn(Intl, 'Collator');
    try {
      expect(sortedByText([{ t: 'x' }], (i) => i.t, 'it')).toEqual([{ t: 'x' }]);
      expect(sortedByText([], (i: { t: string }) => i.t, 'it')).toEqual([]);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('orders records ascending and descending, blanks last both ways, ties by id', () => {
    const items = [rec(1, 'Zoo'), rec(2, ''), rec(3, 'École'), rec(4, null), rec(5, 'Eau'), rec(6, 'Eau')];
    const ascending = [...items].sort(recordComparator((i) => i.name, 'fr', false));
    expect(ascending.map((i) => i.id)).toEqual([5, 6, 3, 1, 2, 4]);
    const descending = [...items].sort(recordComparator((i) => i.name, 'fr', true));
    expect(names(descending)).toEqual(['Zoo', 'École', 'Eau', 'Eau', '', null]);
    expect(descending.slice(2, 4).map((i) => i.id)).toEqual([5, 6]);
  });

  it('orders numbers and booleans as values', () => {
    const items = [{ id: 1, n: 10 }, { id: 2, n: 9 }, { id: 3, n: 100 }];
    expect([...items].sort(recordComparator((i) => i.n, 'en', false)).map((i) => i.n)).toEqual([9, 10, 100]);
    const flags = [{ id: 1, b: true }, { id: 2, b: false }];
    expect([...flags].sort(recordComparator((i) => i.b, 'en', false)).map((i) => i.b)).toEqual([false, true]);
  });
});
