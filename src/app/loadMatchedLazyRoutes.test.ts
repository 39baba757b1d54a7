import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { loadMatchedLazyRoutes } from './loadMatchedLazyRoutes.ts';

function NewsPage() {
  return null;
}
function StudioPage() {
  return null;
}

function routes(newsLazy: RouteObject['lazy']): RouteObject[] {
  return [
    {
      path: '/',
      children: [
        { path: 'news/*', lazy: newsLazy },
        { path: 'bodyplans/*', lazy: async () => ({ Component: StudioPage }) },
      ],
    },
  ];
}

describe('loading the lazy routes of the URL before the router starts', () => {
  it('puts the matched route’s exports on it and leaves the other areas lazy', async () => {
    const table = routes(async () => ({ Component: NewsPage }));
    await loadMatchedLazyRoutes(table, { pathname: '/news/12' });
    const [news, studio] = table[0]!.children!;
    expect(news!.Component).toBe(NewsPage);
    expect(news!.lazy).toBeUndefined();
    expect(studio!.Component).toBeUndefined();
    expect(typeof studio!.lazy).toBe('function');
  });

  it('leaves a route lazy when its chunk fails to load, so the router reports it', async () => {
    const table = routes(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await expect(loadMatchedLazyRoutes(table, { pathname: '/news' })).resolves.toBeUndefined();
    expect(typeof table[0]!.children![0]!.lazy).toBe('function');
    expect(table[0]!.children![0]!.Component).toBeUndefined();
  });

  it('does nothing for a path no lazy route matches', async () => {
    const table = routes(async () => ({ Component: NewsPage }));
    await loadMatchedLazyRoutes(table, { pathname: '/elsewhere' });
    expect(typeof table[0]!.children![0]!.lazy).toBe('function');
  });
});
