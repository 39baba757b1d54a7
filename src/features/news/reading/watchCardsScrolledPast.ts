import { markRead } from './readingMarks.ts';
import { cardPlace, ScrollPastTracker } from './scrollPastTracker.ts';

/** What a reader does to move the page; a scroll with none of these before it is the page's own. */
const READER_INPUTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * Marks read each card of the list on the page that has been whole on screen and then scrolled off
 * its top (see ScrollPastTracker), from now until `stop`. `tracker` carries what was seen across
 * calls (the cards are watched again when they change); a new one when there is none yet.
 * A chunk of its own (useMarkReadOnScroll.ts loads it): the setting is off by default.
 */
export function watchCardsScrolledPast(tracker: ScrollPastTracker | null): { tracker: ScrollPastTracker; stop: () => void } {
  const current = tracker ?? new ScrollPastTracker();
  const moved = () => current.readerMoved();
  for (const input of READER_INPUTS) window.addEventListener(input, moved, { passive: true, once: true });
  const observer = new IntersectionObserver(
    (entries) => {
      const read: number[] = [];
      for (const entry of entries) {
        const id = Number((entry.target as HTMLElement).dataset.newsId);
        if (!Number.isSafeInteger(id)) continue;
        const screen = entry.rootBounds ?? { top: 0, bottom: window.innerHeight };
        if (current.observe(id, cardPlace(entry.boundingClientRect, screen))) read.push(id);
      }
      if (read.length > 0) markRead(read);
    },
    // Crossings at every quarter: a card becoming whole (1), leaving (0), and a tall one filling the screen.
    { threshold: [0, 0.25, 0.5, 0.75, 1] },
  );
  for (const card of document.querySelectorAll<HTMLElement>('.news-results article.news-card[data-news-id]')) observer.observe(card);
  return {
    tracker: current,
    stop: () => {
      observer.disconnect();
      for (const input of READER_INPUTS) window.removeEventListener(input, moved);
    },
  };
}
