/**
 * Where the news API lives. In order: a URL the user saved in the settings (remembered in
 * storage), `VITE_API_BASE_URL` baked in at build time, else the app's own origin (the bundled mock).
 */
export const API_BASE_URL_STORAGE_KEY = 'news.apiBaseUrl';

export interface BaseUrlSources {
  stored: string | null | undefined;
  buildTime: string | null | undefined;
  origin: string;
}

/** Why a typed base URL cannot be used: the UI words it in its language (see the catalogues' `baseUrlProblem`). */
export type BaseUrlProblem = { kind: 'not-absolute'; text: string } | { kind: 'scheme'; protocol: string } | { kind: 'query-or-fragment' };

/** Checks a user-typed base URL; returns it without a trailing slash, or the problem (and its English words). */
export function parseApiBaseUrl(input: string): { ok: true; value: string } | { ok: false; error: string; problem: BaseUrlProblem } {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: `"${text}" is not an absolute URL (e.g. https://example.org)`, problem: { kind: 'not-absolute', text } };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, error: `only http and https URLs can be used, not ${url.protocol}`, problem: { kind: 'scheme', protocol: url.protocol } };
  }
  if (url.search || url.hash) return { ok: false, error: 'the base URL cannot carry a query or a fragment', problem: { kind: 'query-or-fragment' } };
  return { ok: true, value: url.href.replace(/\/+$/, '') };
}

export function resolveApiBaseUrl(sources: BaseUrlSources): string {
  for (const candidate of [sources.stored, sources.buildTime]) {
    if (candidate) {
      const parsed = parseApiBaseUrl(candidate);
      if (parsed.ok) return parsed.value;
    }
  }
  return sources.origin.replace(/\/+$/, '');
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage can throw (private mode, quota, disabled): then nothing is remembered. */
export function readStoredBaseUrl(storage: KeyValueStore | undefined): string | null {
  try {
    return storage?.getItem(API_BASE_URL_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeStoredBaseUrl(storage: KeyValueStore | undefined, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(API_BASE_URL_STORAGE_KEY);
    else storage?.setItem(API_BASE_URL_STORAGE_KEY, value);
  } catch {
    // Not remembered across reloads, but the current session still uses the value.
  }
}
