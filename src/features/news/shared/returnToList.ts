/**
 * Back means back: the list remembers which article was read last, so that Back puts the focus on
 * that card again (and j/k go on from there), and the article's own "Back to the news list" link
 * can go back in history when the entry before it is the list (keeping the list's scroll position).
 */
let lastRead: number | null = null;

/** Called by the article page for the article on screen. */
export function rememberArticleRead(id: number): void {
  lastRead = id;
}

/** The article read last, once: a later visit to the list (not by Back) does not move the focus. */
export function takeLastRead(): number | null {
  const id = lastRead;
  lastRead = null;
  return id;
}

/** The router's index of the current history entry (React Router keeps it in `history.state.idx`), or null. */
export function historyIndex(): number | null {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number' ? state.idx : null;
}

/** What a card's link carries to the article: the list's query and its history entry. */
export interface FromList {
  listSearch?: string;
  listIndex?: number | null;
}

/** True when the entry just before this one is the list the article was opened from. */
export function previousEntryIsList(from: FromList | null, currentIndex: number | null): boolean {
  return typeof from?.listIndex === 'number' && currentIndex !== null && currentIndex === from.listIndex + 1;
}

/** The title link of the card that shows article `id` (its own card, or the card it is folded into as "also in"). */
export function cardLinkFor(id: number, root: ParentNode = document): HTMLAnchorElement | null {
  const own = root.querySelector<HTMLAnchorElement>(`article.news-card[data-news-id="${id}"] .news-card-title a`);
  if (own) return own;
  for (const also of root.querySelectorAll<HTMLAnchorElement>('article.news-card .news-card-also a')) {
    if (new RegExp(`/news/${id}(?:[?#]|$)`).test(also.getAttribute('href') ?? '')) {
      return also.closest('article')?.querySelector<HTMLAnchorElement>('.news-card-title a') ?? null;
    }
  }
  return null;
}
