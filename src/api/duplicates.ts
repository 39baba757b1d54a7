import type { News } from './resources/resources.ts';

/** The same article published as several records: equal title and equal order (different channel). */
export function isSameArticle(a: Pick<News, 'title' | 'order'>, b: Pick<News, 'title' | 'order'>): boolean {
  return a.title === b.title && a.order === b.order;
}

export interface ArticleGroup<Item> {
  /** The record shown on the card: the first of the group in the page's order. */
  primary: Item;
  /** Records of the same article in other channels, in page order. */
  others: Item[];
}

/**
 * Folds the records of one page into one card per article. Records are one article when their
 * title and order are equal and their channels differ; a second record in the same channel stays
 * a card of its own (it is a different item that happens to share both).
 */
export function groupDuplicateArticles<Item extends Pick<News, 'title' | 'order'> & { channel: { id: number } }>(
  items: readonly Item[],
): ArticleGroup<Item>[] {
  const groups: ArticleGroup<Item>[] = [];
  const byArticle = new Map<string, ArticleGroup<Item>[]>();
  for (const item of items) {
    const key = JSON.stringify([item.title, item.order]);
    const candidates = byArticle.get(key) ?? [];
    const group = candidates.find((g) => [g.primary, ...g.others].every((member) => member.channel.id !== item.channel.id));
    if (group) {
      group.others.push(item);
    } else {
      const created: ArticleGroup<Item> = { primary: item, others: [] };
      candidates.push(created);
      byArticle.set(key, candidates);
      groups.push(created);
    }
  }
  return groups;
}

/** A page of the list with the pages around it, as far as they are known (null: none, or not loaded). */
export interface PageWithNeighbours<Item> {
  previous: readonly Item[] | null;
  current: readonly Item[];
  next: readonly Item[] | null;
}

/**
 * The cards of one page when an article's records may straddle a page edge. The three pages are
 * folded as one run, in list order, so each article has one card, on the page of its first record:
 * - a record whose article began on the previous page is left out here (its card, on the previous
 *   page, lists it among the other channels);
 * - a card of this page also lists the records of its article that are on the next page.
 * Grouping only appends later records to earlier groups, so the previous page, folded with its own
 * neighbours, makes the same cards for its records. An article spread over three pages or more
 * (a page smaller than its number of channels) lists only the records of the next page.
 */
export function groupDuplicatesAcrossPages<Item extends Pick<News, 'title' | 'order'> & { channel: { id: number } }>(
  pages: PageWithNeighbours<Item>,
): ArticleGroup<Item>[] {
  const previous = pages.previous ?? [];
  const run = [...previous, ...pages.current, ...(pages.next ?? [])];
  const onThisPage = new Set<Item>(pages.current);
  return groupDuplicateArticles(run).filter((group) => onThisPage.has(group.primary));
}
