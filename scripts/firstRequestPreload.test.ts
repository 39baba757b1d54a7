import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { defaultNewsListPath, firstRequestPreloadScript } from './firstRequestPreload.ts';

interface Appended {
  rel?: string;
  as?: string;
  crossOrigin?: string;
  href?: string;
}

/** Runs the inline script against a page at `url`, with `stored` as the remembered API address. */
function runAt(url: string, { stored = null, buildTimeBase, storageThrows = false }: { stored?: string | null; buildTimeBase?: string; storageThrows?: boolean } = {}) {
  const appended: Appended[] = [];
  const location = new URL(url);
  const document = { createElement: () => ({}), head: { appendChild: (link: Appended) => appended.push(link) } };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === 'news.apiBaseUrl' ? stored : null;
    },
  };
  // In a context of its own, with only what a page would give it.
  runInNewContext(firstRequestPreloadScript(buildTimeBase), { location, localStorage, document, URL, URLSearchParams });
  return appended;
}

describe('the news list request preloaded by index.html', () => {
  it("is the app's own first-page request", () => {
    expect(defaultNewsListPath()).toBe('/api/v1/news/?limit=10&ordering=-publish_date');
  });

  it('preloads it as a fetch on the page origin for /news, with or without the interface language', () => {
    for (const url of ['https://reader.example/news', 'https://reader.example/news/', 'https://reader.example/news?ui=fr']) {
      expect(runAt(url), url).toEqual([
        { rel: 'preload', as: 'fetch', crossOrigin: '', href: 'https://reader.example/api/v1/news/?limit=10&ordering=-publish_date' },
      ]);
    }
  });

  it('uses the build-time API address when there is one', () => {
    expect(runAt('https://reader.example/news', { buildTimeBase: 'https://api.example/' })[0]?.href).toBe(
      'https://api.example/api/v1/news/?limit=10&ordering=-publish_date',
    );
  });

  it('preloads nothing for a filtered list, another page, an API address of the user, or storage that throws', () => {
    expect(runAt('https://reader.example/news?channel=3')).toEqual([]);
    expect(runAt('https://reader.example/news?offset=10&ui=de')).toEqual([]);
    expect(runAt('https://reader.example/news/12')).toEqual([]);
    expect(runAt('https://reader.example/directory/themes')).toEqual([]);
    expect(runAt('https://reader.example/news', { stored: 'https://elsewhere.example' })).toEqual([]);
    expect(runAt('https://reader.example/news', { storageThrows: true })).toEqual([]);
  });
});
