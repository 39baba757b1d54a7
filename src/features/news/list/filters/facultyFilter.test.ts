import { describe, expect, it } from 'vitest';
import { DEFAULT_NEWS_LIST_STATE, parseNewsListState, writeNewsListState } from '../newsListState.ts';
import { newsListParams } from '../../../../api/resources/newsListQuery.ts';
import { activeFilterKeys } from './activeFilters.ts';

describe('the faculty filter in the news list state', () => {
  it('reads and writes the API parameter `faculties`, and counts as an active filter', () => {
    const state = parseNewsListState(new URLSearchParams('faculties=3&ui=fr'));
    expect(state.faculty).toBe('3');
    expect(newsListParams(state).filters).toEqual({ faculties: '3' });
    expect(activeFilterKeys(state)).toEqual(['faculty']);
    expect(writeNewsListState({ ...DEFAULT_NEWS_LIST_STATE, faculty: '7' }).toString()).toBe('faculties=7');
  });

  it('drops a value that is not an id', () => {
    expect(parseNewsListState(new URLSearchParams('faculties=abc')).faculty).toBe('');
  });
});
