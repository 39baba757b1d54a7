/**
 * The text of sw.js. It does three things and nothing else:
 * - precaches the app shell (the build's HTML, JS, CSS, fonts, icons) in a cache named after the build;
 * - answers navigations to the app's areas from the network, and from the cached index.html when the
 *   network fails (offline), so a reload offline opens the app and its store shows what it kept;
 * - answers an image request that the network fails from the page's own image cache (the page puts
 *   the pictures of the articles it keeps there), so kept articles show their pictures offline.
 * It never answers an API request (`/api/...`) and caches nothing on its own: what the reader shows
 * offline, and how old it says it is, is decided by the page's store (IndexedDB).
 * A new version waits until the page asks it to take over ("A new version is available — Reload").
 */
export function serviceWorkerSource(options: { version: string; precache: readonly string[]; areaPaths: readonly string[]; imageCache: string }): string {
  const config = JSON.stringify({ version: options.version, precache: options.precache, areaPaths: options.areaPaths, imageCache: options.imageCache });
  return `'use strict';
const CONFIG = ${config};
const SHELL_CACHE = 'shell-' + CONFIG.version;
const PRECACHED = new Set(CONFIG.precache.map((path) => new URL(path, self.location.origin).pathname));

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(CONFIG.precache)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'take-over') self.skipWaiting();
});

function isAppNavigation(url) {
  return url.pathname === '/' || CONFIG.areaPaths.some((path) => url.pathname === path || url.pathname.startsWith(path + '/'));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  // The API is the page's business: never answered here.
  if (sameOrigin && url.pathname.startsWith('/api/') && request.destination !== 'image') return;
  if (request.mode === 'navigate') {
    if (!sameOrigin || !isAppNavigation(url)) return;
    event.respondWith(
      fetch(request).catch(() => caches.open(SHELL_CACHE).then((cache) => cache.match('/index.html')).then((cached) => cached || Response.error())),
    );
    return;
  }
  if (sameOrigin && PRECACHED.has(url.pathname)) {
    event.respondWith(caches.open(SHELL_CACHE).then((cache) => cache.match(url.pathname)).then((cached) => cached || fetch(request)));
    return;
  }
  if (request.destination === 'image') {
    event.respondWith(
      fetch(request).catch(() => caches.open(CONFIG.imageCache).then((cache) => cache.match(request.url)).then((cached) => cached || Response.error())),
    );
  }
});
`;
}
