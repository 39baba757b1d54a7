import { describe, expect, it } from 'vitest';
import { adjacentPages, canonicalListParams, formatRange, listPath, pageInfo, pageNumbers } from './listParams.ts';

describe('list pages', () => {
  it('shows "21–30 of 1,523" for the third page of ten', () => {
    expect(formatRange(pageInfo(1523, 20, 10, 10))).toBe('21–30 of 1,523');
    expect(formatRange(pageInfo(1523, 1520, 10, 3))).toBe('1,521–1,523 of 1,523');
    expect(formatRange(pageInfo(0, 0, 10, 0))).toBe('0 of 0');
  });

  it('derives the page numbers from count', () => {
    const info = pageInfo(1523, 20, 10, 10);
    expect([info.page, info.pageCount]).toEqual([3, 153]);
    expect(pageNumbers(3, 153)).toEqual([1, 2, 3, 4, 5, null, 153]);
    expect(pageNumbers(153, 153)).toEqual([1, null, 151, 152, 153]);
    expect(pageNumbers(1, 1)).toEqual([1]);
  });

  it('builds the API URL with an explicit limit, the ordering and repeated filters', () => {
    const params = canonicalListParams({ offset: 30, ordering: '-publish_date', filters: { themes: ['3', '1'], search: 'eau vive' } });
    expect(listPath('news', params)).toBe('/api/v1/news/?limit=10&offset=30&ordering=-publish_date&search=eau+vive&themes=1&themes=3');
  });
});

describe('adjacent pages', () => {
  const requested = canonicalListParams({ limit: 100, offset: 1300, ordering: 'title', filters: { channel: '3' } });
  const shownPage = {
    count: 1500,
    previous: 'http://x/api/v1/news/?channel=3&limit=100&offset=1300&ordering=title',
    next: 'http://x/api/v1/news/?channel=3&limit=100&offset=1500&ordering=title',
  };

  it("follows the API's own links once the page has loaded", () => {
    const loadedPage = { count: 1500, previous: 'http://x/api/v1/news/?channel=3&limit=100&offset=1200&ordering=title', next: null };
    const { previous, next } = adjacentPages(loadedPage, requested, false);
    expect(previous).toEqual({ ...requested, offset: 1200 });
    expect(next).toBeNull();
  });

  it('steps from the requested offset while the previous page is still on screen', () => {
    // The placeholder's own previous link leads to the page being loaded: following it would go nowhere.
    const { previous, next } = adjacentPages(shownPage, requested, true);
    expect(previous).toEqual({ ...requested, offset: 1200 });
    expect(next).toEqual({ ...requested, offset: 1400 });
  });

  it('has no previous page at offset 0 and no next page past the count', () => {
    expect(adjacentPages(shownPage, { ...requested, offset: 0 }, true).previous).toBeNull();
    expect(adjacentPages(shownPage, { ...requested, offset: 50 }, true).previous).toEqual({ ...requested, offset: 0 });
    expect(adjacentPages(shownPage, { ...requested, offset: 1400 }, true).next).toBeNull();
  });
});
