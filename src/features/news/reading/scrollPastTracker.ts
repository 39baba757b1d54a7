/**
 * Which cards the reader has read by scrolling: a card counts once it has been seen whole on
 * screen and then leaves over the top of the screen, while the reader is the one moving the page.
 * A card drawn below the fold was never seen whole; a card carried off the top by a jump the page
 * made by itself (the scroll put back on load or on Back) leaves before the reader moved anything,
 * and is forgotten rather than marked. Free of the DOM: the hook feeds it what it observes.
 */
export type CardPlace = 'whole' | 'partly' | 'above' | 'below';

export class ScrollPastTracker {
  readonly #seenWhole = new Set<number>();
  #readerMoved = false;

  /** The reader moved the page (wheel, touch, keys, a pointer on the scroll bar): from now on a card leaving over the top counts. */
  readerMoved(): void {
    this.#readerMoved = true;
  }

  /** Where a card is now; true when it has just been read by scrolling past. */
  observe(id: number, place: CardPlace): boolean {
    if (place === 'whole') {
      this.#seenWhole.add(id);
      return false;
    }
    if (place !== 'above') return false;
    const seen = this.#seenWhole.delete(id);
    return seen && this.#readerMoved;
  }
}

/** A card's place from its box and the screen's top and bottom (CSS pixels, the screen's own coordinates). */
export function cardPlace(box: { top: number; bottom: number }, screen: { top: number; bottom: number }): CardPlace {
  if (box.bottom <= screen.top) return 'above';
  if (box.top >= screen.bottom) return 'below';
  // A card taller than the screen is never whole on it: filling (nearly) all of it is as good.
  const visible = Math.min(box.bottom, screen.bottom) - Math.max(box.top, screen.top);
  const whole = (box.top >= screen.top - 1 && box.bottom <= screen.bottom + 1) || visible >= 0.9 * (screen.bottom - screen.top);
  return whole ? 'whole' : 'partly';
}
