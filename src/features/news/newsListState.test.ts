import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NEWS_LIST_STATE,
  newsListParams,
  parseNewsListState,
  updateNewsListState,
  writeNewsListState,
} from './newsListState.ts';

describe('news list state <-> URL', () => {
  it('round-trips every field through the query string and leaves defaults out', () => {
    const state = {
      ...DEFAULT_NEWS_LIST_STATE,
      limit: 20 as const,
      offset: 40,
      ordering: 'title' as const,
      channel: '3',
      theme: '7',
      lang: 'de',
      search: 'eau vive',
    };
    const query = writeNewsListState(state, new URLSearchParams('ui=fr'));
    expect(query.toString()).toBe('ui=fr&limit=20&offset=40&ordering=title&channel=3&themes=7&lang=de&search=eau+vive');
    expect(parseNewsListState(query)).toEqual(state);
    expect(writeNewsListState(DEFAULT_NEWS_LIST_STATE).toString()).toBe('');
  });

  it('replaces invalid values with defaults instead of failing', () => {
    const state = parseNewsListState(new URLSearchParams('limit=7&offset=-3&ordering=evil&channel=abc&lang=<x>'));
    expect(state).toEqual(DEFAULT_NEWS_LIST_STATE);
  });

  it('restarts at page 1 on a filter change and keeps the first record on a page-size change', () => {
    const onPage5 = { ...DEFAULT_NEWS_LIST_STATE, offset: 40 };
    expect(updateNewsListState(onPage5, { channel: '2' }).offset).toBe(0);
    expect(updateNewsListState(onPage5, { limit: 20 })).toMatchObject({ limit: 20, offset: 40 });
    expect(updateNewsListState({ ...onPage5, offset: 50 }, { limit: 20 })).toMatchObject({ offset: 40 });
    expect(updateNewsListState(onPage5, { offset: 50 }).offset).toBe(50);
  });

  it('maps the view onto the API filter names', () => {
    const params = newsListParams({ ...DEFAULT_NEWS_LIST_STATE, public: '2', project: '9', category: '1', search: '  x ' });
    expect(params.filters).toEqual({ publics: '2', projects: '9', category: '1', search: 'x' });
    expect(params.ordering).toBe('-publish_date');
  });
});
