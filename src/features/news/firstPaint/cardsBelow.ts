/** A card's height on a phone with the gap under it, about (138-206 px at 320-412 px wide): to count the first screen's. */
export const CARD_PX = 150;

/**
 * The cards under the first screen (after the first `count`), in document order, as holdBack wants
 * them: a day whose cards are all among them goes as a whole (its heading with them).
 */
export function cardsBelow(list: Element, count: number): ChildNode[] {
  const cards = [...list.querySelectorAll('.news-list > li')];
  const later = new Set(cards.slice(count));
  const held: ChildNode[] = [];
  const days = new Set<Element>();
  for (const card of later) {
    const day = card.closest('.news-days > li');
    if (day && [...day.querySelectorAll('.news-list > li')].every((each) => later.has(each))) {
      if (!days.has(day)) held.push(day);
      days.add(day);
    } else held.push(card);
  }
  return held;
}
