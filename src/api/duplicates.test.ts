import { describe, expect, it } from 'vitest';
import { groupDuplicateArticles } from './duplicates.ts';
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
