import { useEffect, useRef } from 'react';
import type { ScrollPastTracker } from './scrollPastTracker.ts';

/**
 * When on (a setting, off by default), marks read each card of the list that has been whole on
 * screen and then scrolled off its top (watchCardsScrolledPast.ts, loaded only then: the /news
 * route's JavaScript has a budget, e2e/build-output.spec.ts). `cardIds` are the cards shown: the
 * cards are observed again when they change (Load more, a filter), what was seen is kept.
 */
export function useMarkReadOnScroll(on: boolean, cardIds: readonly number[]): void {
  const tracker = useRef<ScrollPastTracker | null>(null);
  const idsKey = cardIds.join(',');
  useEffect(() => {
    if (!on) {
      tracker.current = null;
      return;
    }
    let stop: (() => void) | null = null;
    let ended = false;
    import('./watchCardsScrolledPast.ts').then(
      ({ watchCardsScrolledPast }) => {
        if (ended) return;
        const watching = watchCardsScrolledPast(tracker.current);
        tracker.current = watching.tracker;
        stop = watching.stop;
      },
      // Its chunk did not arrive (offline before the service worker had it): the cards stay unread,
      // as with the setting off; the next change of the cards tries again.
      () => undefined,
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [on, idsKey]);
}
