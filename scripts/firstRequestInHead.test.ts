import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { defaultDirectoryTablePath, defaultNewsListPath, firstRequestInHeadScript } from './firstRequestInHead.ts';
import { FIRST_REQUEST_GLOBAL, type FirstRequest } from '../src/api/firstRequest.ts';

interface Fetched {
  url: string;
  init: RequestInit;
}

/** Runs the inline script against a page at `url`, with `stored` as the remembered API address. */
function runAt(url: string, { stored = null, buildTimeBase, storageThrows = false }: { stored?: string | null; buildTimeBase?: string; storageThrows?: boolean } = {}) {
  const fetched: Fetched[] = [];
  const location = new URL(url);
  const window: Record<string, unknown> = {};
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === 'news.apiBaseUrl' ? stored : null;
    },
  };
  const fetch = (target: string, init: RequestInit) => {
    fetched.push({ url: target, init });
    return Promise.resolve(new Response('{"count":0}', { headers: { 'Content-Type': 'application/json' } }));
  };
  // In a context of its own, with only what a page would give it.
  runInNewContext(firstRequestInHeadScript(buildTimeBase), { location, localStorage, window, fetch, URL, URLSearchParams });
  return { fetched, left: window[FIRST_REQUEST_GLOBAL] as FirstRequest | undefined };
}

describe('the news list request started by index.html', () => {
  it("is the app's own first-page request", () => {
    expect(defaultNewsListPath()).toBe('/api/v1/news/?limit=10&ordering=-publish_date');
  });

  it('fetches it once on the page origin for /news, with or without the interface language, asking as the API client does', async () => {
    for (const url of ['https://reader.example/news', 'https://reader.example/news/', 'https://reader.example/news?ui=fr']) {
      const { fetched, left } = runAt(url);
      expect(fetched, url).toEqual([
        { url: 'https://reader.example/api/v1/news/?limit=10&ordering=-publish_date', init: { headers: { Accept: 'application/json' }, redirect: 'manual' } },
      ]);
      expect(left?.url).toBe('https://reader.example/api/v1/news/?limit=10&ordering=-publish_date');
      // Two readers of one answer: the response and its copy each give the whole body.
      expect(await (await left!.response).text()).toBe('{"count":0}');
      expect(await (await left!.copy).text()).toBe('{"count":0}');
    }
  });

  it('uses the build-time API address when there is one', () => {
    expect(runAt('https://reader.example/news', { buildTimeBase: 'https://api.example/' }).fetched[0]?.url).toBe(
      'https://api.example/api/v1/news/?limit=10&ordering=-publish_date',
    );
  });

  it('fetches nothing for a filtered list, another page, an API address of the user, or storage that throws', () => {
    for (const [url, options] of [
      ['https://reader.example/news?channel=3', {}],
      ['https://reader.example/news?offset=10&ui=de', {}],
      ['https://reader.example/news/12/comments', {}],
      ['https://reader.example/news/12', { stored: 'https://elsewhere.example' }],
      ['https://reader.example/directory/themes', {}],
      ['https://reader.example/news', { stored: 'https://elsewhere.example' }],
      ['https://reader.example/news', { storageThrows: true }],
    ] as const) {
      const { fetched, left } = runAt(url, options);
      expect(fetched, url).toEqual([]);
      expect(left, url).toBeUndefined();
    }
  });

  it("fetches an article's record for /news/<id>, whatever its query, at the address the API client builds, and says it is an article's", async () => {
    for (const [url, expected] of [
      ['https://reader.example/news/12', 'https://reader.example/api/v1/news/12/'],
      ['https://reader.example/news/0012/?ui=de&from=list', 'https://reader.example/api/v1/news/12/'],
    ] as const) {
      const { fetched, left } = runAt(url);
      expect(fetched, url).toEqual([{ url: expected, init: { headers: { Accept: 'application/json' }, redirect: 'manual' } }]);
      expect(left?.url).toBe(expected);
      expect(left?.kind).toBe('article');
      expect(await (await left!.response).text()).toBe('{"count":0}');
    }
    expect(runAt('https://reader.example/news').left?.kind).toBe('list');
    expect(runAt('https://reader.example/news/7', { buildTimeBase: 'https://api.example/' }).fetched[0]?.url).toBe('https://api.example/api/v1/news/7/');
  });

  it("fetches the directory's first table for /directory/channels with only the interface language in its query, as the table asks for it, and says it is the directory's", async () => {
    expect(defaultDirectoryTablePath()).toBe('/api/v1/channels/?limit=10');
    for (const url of ['https://reader.example/directory/channels', 'https://reader.example/directory/channels/?ui=fr']) {
      const { fetched, left } = runAt(url);
      expect(fetched, url).toEqual([{ url: 'https://reader.example/api/v1/channels/?limit=10', init: { headers: { Accept: 'application/json' }, redirect: 'manual' } }]);
      expect(left?.kind).toBe('directory');
      expect(await (await left!.response).text()).toBe('{"count":0}');
    }
    for (const url of ['https://reader.example/directory/channels?ordering=name', 'https://reader.example/directory/channels?offset=10', 'https://reader.example/directory/themes', 'https://reader.example/directory/channels/3']) {
      expect(runAt(url).fetched, url).toEqual([]);
    }
  });
});
