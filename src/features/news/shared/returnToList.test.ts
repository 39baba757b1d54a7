import { describe, expect, it } from 'vitest';
import { previousEntryIsList, rememberArticleRead, takeLastRead } from './returnToList.ts';

describe('return to the list', () => {
  it('goes back in history only when the entry before is the list the article came from', () => {
    expect(previousEntryIsList({ listSearch: 'ui=en', listIndex: 3 }, 4)).toBe(true);
    // A language change on the article pushed another entry: the list is two steps back.
    expect(previousEntryIsList({ listSearch: 'ui=en', listIndex: 3 }, 5)).toBe(false);
    // Opened from elsewhere (a shared link, a reload of the first entry).
    expect(previousEntryIsList(null, 0)).toBe(false);
    expect(previousEntryIsList({ listSearch: 'ui=en' }, 4)).toBe(false);
    expect(previousEntryIsList({ listSearch: 'ui=en', listIndex: 3 }, null)).toBe(false);
  });

  it('hands the article read last to the list once', () => {
    rememberArticleRead(12);
    expect(takeLastRead()).toBe(12);
    expect(takeLastRead()).toBeNull();
  });
});
