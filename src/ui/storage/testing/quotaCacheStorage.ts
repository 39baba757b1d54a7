/**
 * Test support: the browser's Cache Storage and `navigator.storage.estimate()` as jsdom lacks them,
 * with a byte quota for the whole site the way Chromium enforces one: a `put` past it rejects with a
 * DOMException named QuotaExceededError (and an empty message, as Chromium gave in issue 42), and
 * nothing of it is stored. Our code runs unchanged on top.
 */
export class QuotaCacheStorage {
  private readonly stores = new Map<string, Map<string, { body: ArrayBuffer; init: ResponseInit }>>();

  constructor(private readonly quotaBytes: number) {}

  usage(): number {
    let bytes = 0;
    for (const store of this.stores.values()) for (const entry of store.values()) bytes += entry.body.byteLength;
    return bytes;
  }

  async has(name: string): Promise<boolean> {
    return this.stores.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }

  async open(name: string): Promise<Cache> {
    let store = this.stores.get(name);
    if (!store) this.stores.set(name, (store = new Map()));
    const entries = store;
    const keyOf = (request: RequestInfo | URL) => (typeof request === 'string' ? request : request instanceof URL ? request.href : request.url);
    const cache = {
      match: async (request: RequestInfo | URL) => {
        const entry = entries.get(keyOf(request));
        return entry ? new Response(entry.body.slice(0), entry.init) : undefined;
      },
      put: async (request: RequestInfo | URL, response: Response) => {
        const body = await response.arrayBuffer();
        if (this.usage() + body.byteLength > this.quotaBytes) throw new DOMException('', 'QuotaExceededError');
        entries.set(keyOf(request), { body, init: { status: response.status, statusText: response.statusText, headers: response.headers } });
      },
      delete: async (request: RequestInfo | URL) => entries.delete(keyOf(request)),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    };
    return cache as unknown as Cache;
  }

  /** Puts this as the page's `caches`, and a `navigator.storage.estimate()` that reports its usage. */
  install(): void {
    Object.defineProperty(globalThis, 'caches', { value: this, configurable: true, writable: true });
    Object.defineProperty(navigator, 'storage', {
      value: { estimate: async () => ({ usage: this.usage(), quota: this.quotaBytes }) },
      configurable: true,
    });
  }
}
