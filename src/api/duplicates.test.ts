import { describe, expect, it } from 'vitest';
import { groupDuplicateArticles, groupDuplicatesAcrossPages } from './duplicates.ts';
import { sampleChannel, sampleNews } from './testing/sampleRecords.ts';

describe('grouping of duplicate articles', () => {
  it('folds records with equal title and order in different channels into one card, in page order', () => {
    const a1 = sampleNews(1, { title: 'Same', order: 5, channel: sampleChannel(1, 'A') });
    const other = sampleNews(2, { title: 'Other', order: 5, channel: sampleChannel(2, 'B') });
    const a2 = sampleNews(3, { title: 'Same', order: 5, channel: sampleChannel(2, 'B') });
    const a3 = sampleNews(4, { title: 'Same', order: 5, channel: sampleChannel(3, 'C') });
    const groups = groupDuplicateArticles([a1, other, a2, a3]);
    expect(groups.map((g) => [g.primary.id, g.others.map((o) => o.channel.name)])).toEqual([
      [1, ['B', 'C']],
      [2, []],
    ]);
  });

  it('keeps records apart when only the title or only the order is equal', () => {
    const groups = groupDuplicateArticles([
      sampleNews(1, { title: 'T', order: 1, channel: sampleChannel(1) }),
      sampleNews(2, { title: 'T', order: 2, channel: sampleChannel(2) }),
      sampleNews(3, { title: 'U', order: 1, channel: sampleChannel(3) }),
    ]);
    expect(groups).toHaveLength(3);
  });

  it('does not fold two records of the same channel (they are different items)', () => {
    const groups = groupDuplicateArticles([
      sampleNews(1, { title: 'T', order: 1, channel: sampleChannel(1) }),
      sampleNews(2, { title: 'T', order: 1, channel: sampleChannel(1) }),
      sampleNews(3, { title: 'T', order: 1, channel: sampleChannel(2) }),
    ]);
    expect(groups.map((g) => [g.primary.id, g.others.map((o) => o.id)])).toEqual([
      [1, [3]],
      [2, []],
    ]);
  });
});

describe('grouping of duplicate articles across page edges', () => {
  const same = (id: number, channel: number) => sampleNews(id, { title: 'Same', order: 5, channel: sampleChannel(channel, `C${channel}`) });
  const other = (id: number) => sampleNews(id, { title: `Other ${id}`, order: id, channel: sampleChannel(9) });
  const cards = (groups: { primary: { id: number }; others: { id: number }[] }[]) => groups.map((g) => [g.primary.id, g.others.map((o) => o.id)]);

  // Pages of three: the article "Same" is the last record of page 1 and the first of page 2.
  const page1 = [other(1), other(2), same(3, 1)];
  const page2 = [same(4, 2), other(5), other(6)];
  const page3 = [other(7), other(8), other(9)];

  it('shows the article once, on the page of its first record, with the record of the next page among its channels', () => {
    expect(cards(groupDuplicatesAcrossPages({ previous: null, current: page1, next: page2 }))).toEqual([
      [1, []],
      [2, []],
      [3, [4]],
    ]);
    expect(cards(groupDuplicatesAcrossPages({ previous: page1, current: page2, next: page3 }))).toEqual([
      [5, []],
      [6, []],
    ]);
  });

  it('every record of the list is on exactly one card of one page', () => {
    const pages = [page1, page2, page3];
    const shown = pages.flatMap((current, i) =>
      groupDuplicatesAcrossPages({ previous: pages[i - 1] ?? null, current, next: pages[i + 1] ?? null }).flatMap((g) => [g.primary.id, ...g.others.map((o) => o.id)]),
    );
    expect(shown.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('without the neighbours (not loaded yet) it folds the page alone', () => {
    expect(cards(groupDuplicatesAcrossPages({ previous: null, current: page2, next: null }))).toEqual([
      [4, []],
      [5, []],
      [6, []],
    ]);
  });

  it('keeps a record of the same channel on the next page as a card of its own there', () => {
    const next = [same(10, 1), other(11)];
    expect(cards(groupDuplicatesAcrossPages({ previous: null, current: page1, next }))).toEqual([
      [1, []],
      [2, []],
      [3, []],
    ]);
    expect(cards(groupDuplicatesAcrossPages({ previous: page1, current: next, next: null }))).toEqual([
      [10, []],
      [11, []],
    ]);
  });
});
