import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue, messagesFor } from './messages.ts';

// French and German are fetched on demand (see messages.ts).
beforeAll(() => Promise.all([loadCatalogue('fr'), loadCatalogue('de')]));

describe('the message catalogue', () => {
  it('says counts with the plural form of each language', () => {
    expect(messagesFor('en').news.skipped(1)).toMatch(/^1 news item of this page left out/);
    expect(messagesFor('en').news.skipped(2)).toMatch(/^2 news items of this page left out/);
    expect(messagesFor('fr').filters.activeCount(1)).toBe('(1 actif)');
    expect(messagesFor('fr').filters.activeCount(3)).toBe('(3 actifs)');
    expect(messagesFor('de').article.unreadableLinks(1)).toBe('1 Link, den die Anwendung nicht lesen kann');
    expect(messagesFor('de').article.unreadableLinks(2)).toBe('2 Links, die die Anwendung nicht lesen kann');
    // French says "0 actif": zero takes the singular there, unlike English.
    expect(messagesFor('fr').filters.activeCount(0)).toBe('(0 actif)');
  });

  it('names the pages of a list in each language', () => {
    expect(messagesFor('en').pager.label('News')).toBe('Pages of news');
    expect(messagesFor('fr').pager.next).toBe('Page suivante →');
    expect(messagesFor('de').pager.next).toBe('Nächste Seite →');
    expect(messagesFor('de').pager.label('Kanäle')).toBe('Seiten: Kanäle');
  });
});
