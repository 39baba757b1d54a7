import { beforeAll, describe, expect, it } from 'vitest';
import { pageInfo, pageNumbers, type PageInfo } from './pageRange.ts';
import { loadCatalogue, messagesFor } from '../i18n/messages.ts';

// French and German are fetched on demand (see messages.ts).
beforeAll(() => Promise.all([loadCatalogue('fr'), loadCatalogue('de')]));

const formatRange = (info: PageInfo, language: 'fr' | 'en' | 'de' = 'en') => messagesFor(language).pager.range(info.first, info.last, info.count);

describe('page range', () => {
  it('shows "21–30 of 1,523" for the third page of ten', () => {
    expect(formatRange(pageInfo(1523, 20, 10, 10))).toBe('21–30 of 1,523');
    expect(formatRange(pageInfo(1523, 1520, 10, 3))).toBe('1,521–1,523 of 1,523');
    expect(formatRange(pageInfo(0, 0, 10, 0))).toBe('0 of 0');
  });

  it('writes the range and its numbers in the interface language', () => {
    // French groups thousands with a narrow no-break space, German with a dot.
    expect(formatRange(pageInfo(1523, 20, 10, 10), 'fr')).toBe('21–30 sur 1\u202f523');
    expect(formatRange(pageInfo(1523, 20, 10, 10), 'de')).toBe('21–30 von 1.523');
  });

  it('derives the page numbers from count', () => {
    const info = pageInfo(1523, 20, 10, 10);
    expect([info.page, info.pageCount]).toEqual([3, 153]);
    expect(pageNumbers(3, 153)).toEqual([1, 2, 3, 4, 5, null, 153]);
    expect(pageNumbers(153, 153)).toEqual([1, null, 151, 152, 153]);
    expect(pageNumbers(1, 1)).toEqual([1]);
  });
});
