// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { firstScreenCount, holdBack } from './heldBack.ts';

describe('holdBack: a first paint in two steps', () => {
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
