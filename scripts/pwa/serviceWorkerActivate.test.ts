import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { serviceWorkerSource } from './serviceWorkerSource.ts';
import { OFFLINE_PICTURE_CACHE as IMAGE_CACHE } from '../../src/ui/storage/offlinePictures.ts';

/**
 * sw.js's install and activate steps, run from its generated text in a fake ServiceWorkerGlobalScope
 * (Cache Storage as maps of names to texts, events dispatched by hand). Activating a new version
 * must delete the previous versions' shells and nothing else: deleting its own precache would leave
 * the app unable to open offline, deleting the page's picture cache would lose kept pictures, and
 * neither shows until the reader is offline.
 */

type Handler = (event: unknown) => void;

const PRECACHE = ['/index.html', '/assets/app-2.js'];
const AREA_PATHS = ['/news', '/directory', '/bodyplans'];

function browser(storage: Map<string, Map<string, string>>) {
  let online = true;
  const claimedWith: string[][] = [];
  const network = async (url: string) => {
    if (!online) throw new TypeError('Failed to fetch');
    return `downloaded ${url}`;
  };
  const openCache = (name: string) => {
    // caches.open creates the cache when it does not exist, as the real one does.
    if (!storage.has(name)) storage.set(name, new Map());
    const entries = storage.get(name)!;
    return {
      match: async (key: string) => entries.get(key),
      addAll: async (urls: string[]) => {
        const bodies = await Promise.all(urls.map(network));
        urls.forEach((url, i) => entries.set(url, bodies[i]!));
      },
    };
  };
  const caches = {
    open: async (name: string) => openCache(name),
    keys: async () => [...storage.keys()],
    delete: async (name: string) => storage.delete(name),
  };

  /** Loads sw.js for `version` and returns how to drive it. */
  const install = (version: string) => {
    const handlers = new Map<string, Handler>();
    const scope = {
      location: { origin: 'http://app.test' },
      addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
      // What the caches were when the worker took the pages over: claim must come after the clean-up.
      clients: { claim: async () => void claimedWith.push([...storage.keys()].sort()) },
      skipWaiting: () => undefined,
    };
    const source = serviceWorkerSource({ version, precache: PRECACHE, areaPaths: AREA_PATHS, imageCache: IMAGE_CACHE });
    runInNewContext(source, { self: scope, caches, fetch: (request: { url: string } | string) => network(typeof request === 'string' ? request : request.url), Response: { error: () => 'network error response' }, URL, Set, Promise });
    /** Dispatches an extendable event and waits for what it asked to wait for. */
    const dispatch = async (type: string) => {
      let pending: Promise<unknown> = Promise.resolve();
      handlers.get(type)!({ waitUntil: (promise: Promise<unknown>) => (pending = promise) });
      await pending;
    };
    const request = async (url: string, init: { mode?: string; destination?: string } = {}) => {
      let answered: Promise<unknown> | undefined;
      handlers.get('fetch')!({ request: { method: 'GET', mode: 'cors', destination: '', url, ...init }, respondWith: (value: Promise<unknown>) => (answered = value) });
      return answered === undefined ? 'not answered' : await answered;
    };
    return { dispatch, request };
  };
  return { install, claimedWith, goOffline: () => (online = false) };
}

/** A reader who used the previous two versions and kept an article's picture. */
const visitedBefore = () =>
  new Map<string, Map<string, string>>([
    ['shell-v0', new Map([['/index.html', 'v0 shell']])],
    ['shell-v1', new Map([['/index.html', 'v1 shell']])],
    [IMAGE_CACHE, new Map([['http://img.test/kept.png', 'kept picture']])],
  ]);

describe('sw.js activate: deletes the old versions’ shells, never its own precache or the page’s pictures', () => {
  it('after an update the old shells are gone, then offline the app opens from the new shell and the kept picture shows', async () => {
    const storage = visitedBefore();
    const page = browser(storage);
    const worker = page.install('v2');
    await worker.dispatch('install');
    expect([...storage.get('shell-v2')!.keys()]).toEqual(PRECACHE);

    await worker.dispatch('activate');
    expect([...storage.keys()].sort()).toEqual([IMAGE_CACHE, 'shell-v2'].sort());
    expect(page.claimedWith).toEqual([[IMAGE_CACHE, 'shell-v2'].sort()]);

    // What the reader sees next time the network is gone.
    page.goOffline();
    expect(await worker.request('http://app.test/news', { mode: 'navigate' })).toBe('downloaded /index.html');
    expect(await worker.request('http://app.test/assets/app-2.js')).toBe('downloaded /assets/app-2.js');
    expect(await worker.request('http://img.test/kept.png', { destination: 'image' })).toBe('kept picture');
  });

  it('activating again (nothing older left) deletes nothing', async () => {
    const storage = visitedBefore();
    const page = browser(storage);
    const worker = page.install('v2');
    await worker.dispatch('install');
    await worker.dispatch('activate');
    await worker.dispatch('activate');
    expect([...storage.keys()].sort()).toEqual([IMAGE_CACHE, 'shell-v2'].sort());
    expect(storage.get(IMAGE_CACHE)!.get('http://img.test/kept.png')).toBe('kept picture');
    expect(storage.get('shell-v2')!.size).toBe(PRECACHE.length);
  });
});
