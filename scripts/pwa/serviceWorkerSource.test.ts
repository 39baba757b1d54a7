import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { serviceWorkerSource } from './serviceWorkerSource.ts';

type Handler = (event: unknown) => void;

/** Runs sw.js's text against a fake worker scope; returns its fetch handler and what it answered. */
function loadWorker(network: (url: string) => Promise<string>) {
  const handlers = new Map<string, Handler>();
  const caches = new Map<string, Map<string, string>>([['shell-v1', new Map([['/index.html', 'shell html']])], ['news-images', new Map([['http://img.test/a.png', 'kept picture']])]]);
  const scope = {
    location: { origin: 'http://app.test' },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    clients: { claim: async () => undefined },
    skipWaiting: () => undefined,
  };
  const cacheApi = {
    open: async (name: string) => ({ match: async (key: string) => caches.get(name)?.get(key) }),
    keys: async () => [...caches.keys()],
    delete: async () => true,
  };
  const Response = { error: () => 'network error response' };
  const source = serviceWorkerSource({ version: 'v1', precache: ['/index.html', '/assets/app.js'], areaPaths: ['/news', '/directory', '/bodyplans'], imageCache: 'news-images' });
  // The worker's own generated text, run in a sandbox whose globals are the fakes above.
  runInNewContext(source, { self: scope, caches: cacheApi, fetch: (request: { url: string }) => network(request.url), Response, URL, Set, Promise });
  const fetchHandler = handlers.get('fetch')!;
  return async (request: { url: string; mode?: string; destination?: string; method?: string }) => {
    let answered: Promise<unknown> | undefined;
    fetchHandler({ request: { method: 'GET', mode: 'cors', destination: '', ...request }, respondWith: (value: Promise<unknown>) => (answered = value) });
    return answered === undefined ? 'not answered' : await answered;
  };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('sw.js', () => {
  it('never answers an API request, online or offline', async () => {
    const request = loadWorker(offline);
    expect(await request({ url: 'http://app.test/api/v1/news/?limit=10' })).toBe('not answered');
    expect(await request({ url: 'http://app.test/api/v1/news/3/' })).toBe('not answered');
  });

  it('opens the app offline: a navigation to an area falls back to the cached index.html; other paths are left alone', async () => {
    const request = loadWorker(offline);
    expect(await request({ url: 'http://app.test/news/offline', mode: 'navigate' })).toBe('shell html');
    expect(await request({ url: 'http://app.test/directory/channels/3', mode: 'navigate' })).toBe('shell html');
    expect(await request({ url: 'http://app.test/api/v1/news/', mode: 'navigate' })).toBe('not answered');
    expect(await request({ url: 'http://app.test/newsletter', mode: 'navigate' })).toBe('not answered');
  });

  it('prefers the network for navigations and pictures, and uses the page’s picture cache only when it fails', async () => {
    const online = loadWorker(async (url) => `network ${url}`);
    expect(await online({ url: 'http://app.test/news', mode: 'navigate' })).toBe('network http://app.test/news');
    expect(await online({ url: 'http://img.test/a.png', destination: 'image' })).toBe('network http://img.test/a.png');
    const request = loadWorker(offline);
    expect(await request({ url: 'http://img.test/a.png', destination: 'image' })).toBe('kept picture');
    expect(await request({ url: 'http://img.test/other.png', destination: 'image' })).toBe('network error response');
  });
});
