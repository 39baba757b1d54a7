export type PlanUrlQuery = { kind: 'none' } | { kind: 'url'; url: string } | { kind: 'malformed'; raw: string };

/**
 * The `url` parameter of a query string (`?url=…`). Read raw rather than through URLSearchParams,
 * which turns a broken percent-escape into U+FFFD or leaves it as is: the user must hear that the link is broken.
 */
export function planUrlFromQuery(search: string): PlanUrlQuery {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const equals = pair.indexOf('=');
    const key = equals < 0 ? pair : pair.slice(0, equals);
    if (key !== 'url') continue;
    const raw = equals < 0 ? '' : pair.slice(equals + 1);
    try {
      const url = decodeURIComponent(raw.replace(/\+/g, ' '));
      return url === '' ? { kind: 'none' } : { kind: 'url', url };
    } catch {
      return { kind: 'malformed', raw };
    }
  }
  return { kind: 'none' };
}

/** The name a plan loaded from `url` is shown under: its file name, decoded when that is valid. */
export function planNameFromUrl(url: URL): string {
  const segment = url.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment) || url.href;
  } catch {
    return segment || url.href;
  }
}
