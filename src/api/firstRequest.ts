/**
 * The news list's (or an article's) first request, started by index.html's inline script
 * (scripts/firstRequestInHead.ts) while the HTML is still being parsed, before any of the page's
 * code has loaded. It is one request with two readers: the first paint of the list
 * (features/news/firstPaint) reads `copy`, the app's API client reads `response`, each through
 * `fetchTakingFirstRequest`, so the answer crosses the network once and both go through the same
 * client rules (redirects, size cap, schemas). An article's is read the same way by its first
 * paint (features/news/firstPaint/paintFirstArticle.ts) and the app.
 */
export interface FirstRequest {
  /** The absolute URL fetched, as the API client resolves it. */
  url: string;
  /** The list's default page, which the first paint draws (and the route's JavaScript waits for), an article, or the directory's first table. */
  kind: 'list' | 'article' | 'directory';
  response: Promise<Response>;
  /** A clone of the response, for a second reader of its body. */
  copy: Promise<Response>;
}

/** Where the inline script leaves it on `window`. */
export const FIRST_REQUEST_GLOBAL = '__newsFirstRequest';

/** What the inline script left, if it started the request (a /news load with no filter, an article, or /directory/channels, and no API address of the user's own). */
export function firstRequest(): FirstRequest | null {
  const value = (globalThis as Record<string, unknown>)[FIRST_REQUEST_GLOBAL];
  return value && typeof value === 'object' && 'url' in value ? (value as FirstRequest) : null;
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/**
 * A `fetch` for an API client: its first GET of the inline script's URL (with manual redirects, as
 * the client's first try is, and the inline script's was) gets that request's answer (`which`
 * side) instead of a new request; everything else goes to the network. The caller's signal still
 * stops it: the client's time limit and a cancelled query work as they do on the network.
 */
export function fetchTakingFirstRequest(which: 'response' | 'copy', network: typeof fetch = globalThis.fetch.bind(globalThis)): typeof fetch {
  let taken = false;
  return (input, init) => {
    const early = firstRequest();
    if (taken || early === null || urlOf(input) !== early.url || init?.redirect !== 'manual' || (init.method ?? 'GET') !== 'GET') return network(input, init);
    taken = true;
    const signal = init.signal;
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      early[which].then(resolve, reject);
    });
  };
}
