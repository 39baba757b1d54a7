import { describe, expect, it } from 'vitest';
import { cardPlace, ScrollPastTracker } from './scrollPastTracker.ts';

const screen = { top: 0, bottom: 800 };

describe('cardPlace', () => {
  it('tells a card whole on screen, partly on it, above its top and below its bottom', () => {
    expect(cardPlace({ top: 100, bottom: 300 }, screen)).toBe('whole');
    expect(cardPlace({ top: -50, bottom: 150 }, screen)).toBe('partly');
    expect(cardPlace({ top: 700, bottom: 900 }, screen)).toBe('partly');
    expect(cardPlace({ top: -200, bottom: 0 }, screen)).toBe('above');
    expect(cardPlace({ top: 800, bottom: 1000 }, screen)).toBe('below');
  });

  it('counts a card taller than the screen as whole when it fills nine tenths of it', () => {
    expect(cardPlace({ top: -100, bottom: 1200 }, screen)).toBe('whole');
    expect(cardPlace({ top: 200, bottom: 1400 }, screen)).toBe('partly');
  });
});

describe('ScrollPastTracker', () => {
  it('marks a card seen whole and then scrolled off the top by the reader', () => {
    const tracker = new ScrollPastTracker();
    expect(tracker.observe(1, 'whole')).toBe(false);
    tracker.readerMoved();
    expect(tracker.observe(1, 'partly')).toBe(false);
    expect(tracker.observe(1, 'above')).toBe(true);
    // Once: coming back and leaving again without being seen whole marks nothing more.
    expect(tracker.observe(1, 'above')).toBe(false);
  });

  it('does not mark a card never seen whole (drawn below the fold, or already above on load)', () => {
    const tracker = new ScrollPastTracker();
    tracker.readerMoved();
    expect(tracker.observe(2, 'below')).toBe(false);
    expect(tracker.observe(2, 'partly')).toBe(false);
    expect(tracker.observe(2, 'above')).toBe(false);
    expect(tracker.observe(3, 'above')).toBe(false);
  });

  it('does not mark cards the page carried off the top by itself before the reader moved, nor later', () => {
    const tracker = new ScrollPastTracker();
    expect(tracker.observe(4, 'whole')).toBe(false);
    expect(tracker.observe(4, 'above')).toBe(false); // the scroll put back on load
    tracker.readerMoved();
    expect(tracker.observe(4, 'above')).toBe(false);
  });
});
