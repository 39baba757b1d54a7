import type { News } from './resources.ts';

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
