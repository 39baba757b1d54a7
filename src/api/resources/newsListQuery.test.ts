import { describe, expect, it } from 'vitest';
import { DEFAULT_NEWS_LIST_QUERY, newsListParams } from './newsListQuery.ts';

describe('the news list query -> the API request', () => {
  it('maps the view onto the API filter names', () => {
    const params = newsListParams({ ...DEFAULT_NEWS_LIST_QUERY, public: '2', project: '9', category: '1', search: '  x ' });
    expect(params.filters).toEqual({ publics: '2', projects: '9', category: '1', search: 'x' });
    expect(params.ordering).toBe('-publish_date');
  });
});
