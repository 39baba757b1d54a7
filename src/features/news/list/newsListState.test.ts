import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NEWS_LIST_STATE,
  loadedPages,
  MAX_LOADED_PAGES,
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

  it('keeps the pages loaded by "Load more" in `upto`, and any other change drops it', () => {
    const state = parseNewsListState(new URLSearchParams('ui=de&upto=3'));
    expect(state.upto).toBe(3);
    expect(loadedPages(state)).toEqual({ first: 1, last: 3, count: 3 });
    expect(writeNewsListState(state, new URLSearchParams('ui=de')).toString()).toBe('ui=de&upto=3');
    // From page 2 through 4; one page (upto at or before the first) writes no `upto`.
    expect(loadedPages(parseNewsListState(new URLSearchParams('offset=10&upto=4')))).toEqual({ first: 2, last: 4, count: 3 });
    expect(writeNewsListState({ ...DEFAULT_NEWS_LIST_STATE, offset: 30, upto: 2 }).toString()).toBe('offset=30');
    // A hand-written huge `upto` loads at most MAX_LOADED_PAGES pages.
    expect(loadedPages({ ...DEFAULT_NEWS_LIST_STATE, upto: 999999 }).count).toBe(MAX_LOADED_PAGES);
    expect(updateNewsListState(state, { channel: '2' }).upto).toBe(0);
    expect(updateNewsListState(state, { offset: 20 }).upto).toBe(0);
    expect(updateNewsListState(state, { upto: 4 }).upto).toBe(4);
    expect(updateNewsListState({ ...state, offset: 20 }, { upto: 4 })).toMatchObject({ offset: 20, upto: 4 });
  });
});
