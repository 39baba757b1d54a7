const collators = new Map<string, Intl.Collator>();

/**
 * Text order for people, in the interface language: accents sort with their letter (É with E),
 * case does not split the alphabet, and digits compare as numbers ("Room 9" before "Room 10").
 * The API orders by code point (its database collation), which puts "École" after "Zoo".
 */
export function textCollator(language: string): Intl.Collator {
  // Built once per language: a collator is costly to make and cheap to use.
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { numeric: true, sensitivity: 'variant', usage: 'sort' });
    collators.set(language, collator);
  }
  return collator;
}

/**
 * `items` in text order (a copy). The collator is only made when there are two items to compare:
 * the first one of a page costs about 10 ms (ICU loads its collation data), and the filter menus
 * render empty before their lists arrive, on the way to the news list's first card.
 */
export function sortedByText<Item>(items: readonly Item[], text: (item: Item) => string, language: string): Item[] {
  if (items.length < 2) return [...items];
  const collator = textCollator(language);
  return [...items].sort((a, b) => collator.compare(text(a), text(b)));
}

export type SortKey = string | number | boolean | null;

/**
 * A comparator of records by one key, ascending or descending. Texts use the language's collator;
 * numbers and booleans (false before true) compare as values; empty texts and nulls go last in
 * both directions (the reader looks for the named ones). Ties fall back on `id`, so the order is
 * total and the same on every render.
 */
export function recordComparator<Item extends { id: number }>(
  key: (item: Item) => SortKey,
  language: string,
  descending: boolean,
): (a: Item, b: Item) => number {
  const collator = textCollator(language);
  const isBlank = (value: SortKey) => value === null || (typeof value === 'string' && value.trim() === '');
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    const blankX = isBlank(x);
    const blankY = isBlank(y);
    if (blankX !== blankY) return blankX ? 1 : -1;
    let order = 0;
    if (!blankX) {
      order = typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : Number(x) - Number(y);
      if (descending) order = -order;
    }
    return order !== 0 ? order : a.id - b.id;
  };
}
