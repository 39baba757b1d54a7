// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { firstScreenCount, holdBack } from './heldBack.ts';
import { cardsBelow } from '../../news/firstPaint/cardsBelow.ts';

/** A first paint's list: days of cards, as firstNewsPageDom draws them (`cards` per day). */
function daysOfCards(cards: number[]): HTMLElement {
  const list = document.createElement('div');
  let n = 0;
  list.innerHTML = `<ol class="news-days">${cards
    .map((count, day) => `<li><h2 class="news-day">Day ${day}</h2><ol class="news-list">${Array.from({ length: count }, () => `<li><article class="news-card">Card ${n++}</article></li>`).join('')}</ol></li>`)
    .join('')}</ol>`;
  return list;
}

const shownCards = (list: HTMLElement) => [...list.querySelectorAll('article.news-card')].map((card) => card.textContent);

describe('holdBack and cardsBelow: a first paint in two steps', () => {
  it('keeps the first screen’s cards, takes whole days out with their heading, and puts everything back in order', () => {
    const list = daysOfCards([2, 3, 4, 1]);
    const before = list.innerHTML;
    const restore = holdBack(cardsBelow(list, 3));
    expect(shownCards(list)).toEqual(['Card 0', 'Card 1', 'Card 2']);
    // Day 1 keeps its first card; days 2 and 3 are gone with their headings.
    expect([...list.querySelectorAll('.news-day')].map((h) => h.textContent)).toEqual(['Day 0', 'Day 1']);
    restore();
    expect(list.innerHTML).toBe(before);
  });

  it('holds nothing back when the first screen takes every card', () => {
    const list = daysOfCards([3, 2]);
    const before = list.innerHTML;
    expect(cardsBelow(list, 5)).toEqual([]);
    holdBack(cardsBelow(list, 8))();
    expect(list.innerHTML).toBe(before);
  });

  it('puts back the tail of a text, text nodes and elements alike', () => {
    const text = document.createElement('div');
    text.innerHTML = '<p>one</p>loose words<p>two</p><h2>three</h2><p>four</p>';
    const before = text.innerHTML;
    const restore = holdBack([...text.childNodes].slice(2));
    expect(text.innerHTML).toBe('<p>one</p>loose words');
    restore();
    expect(text.innerHTML).toBe(before);
  });

  it('counts the blocks that fill the first screen, never fewer than asked', () => {
    expect(firstScreenCount(100, 4, 823)).toBe(9);
    expect(firstScreenCount(150, 3, 200)).toBe(3);
    expect(firstScreenCount(100, 4, 0)).toBe(4);
  });
});
