import { ApiRefusedError } from './errors/apiErrors.ts';

/** Long hostile links are cut in messages: the reason matters, not 2 MB of URL. */
function shorten(text: string, max = 120): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

/**
 * Resolves a link the API gave (`next`, `previous`, a theme URL...) or a path of ours against the
 * API base, and refuses anything outside the base's origin: data from another site is never
 * fetched nor shown as the API's. `what` names the link in the message ("next link").
 */
export function resolveApiLink(baseUrl: string, link: string, what: string): string {
  const base = new URL(`${baseUrl.replace(/\/+$/, '')}/`);
  let url: URL;
  try {
    if (link.trim() === '') throw new TypeError('empty');
    url = new URL(link, base);
  } catch {
    throw new ApiRefusedError(`The API's ${what} "${shorten(link)}" is not a URL, so it cannot be followed`, link);
  }
  if (url.origin !== base.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    const where = url.origin === 'null' ? `a ${url.protocol} link` : url.origin;
    throw new ApiRefusedError(
      `The API's ${what} points to ${where}, outside the configured API (${base.origin}); the app only follows links within the API's own site`,
      shorten(link),
    );
  }
  return url.href;
}

/** True when `url` (absolute) is on the API base's origin. */
export function isOnApiOrigin(baseUrl: string, url: string): boolean {
  try {
    return new URL(url).origin === new URL(`${baseUrl}/`).origin;
  } catch {
    return false;
  }
}

/**
 * A page link the API gave (`next`/`previous`), followed on the configured API address. Behind a
 * proxy, DRF builds these links from the host and scheme it was reached by (`http://internal:8000`
 * for `https://news.example.org`), so the link's scheme and host are not trusted, and not needed:
 * when its path is the path of the page it came from (the same list), its query is carried over to
 * that page's own address. A link to another path (or not a URL, or not http) is refused with an
 * ApiRefusedError naming it; nothing is ever asked of the link's own host.
 *
 * `pageUrl` is the absolute URL the page was fetched from (on the API). A base URL with a path
 * (`https://example.org/news-api`) is also matched by a proxy that drops that prefix.
 */
export function pageLinkOnApi(baseUrl: string, pageUrl: string, link: string, what: string): string {
  const base = new URL(`${baseUrl.replace(/\/+$/, '')}/`);
  const page = new URL(pageUrl);
  let url: URL;
  try {
    if (link.trim() === '') throw new TypeError('empty');
    url = new URL(link, page);
  } catch {
    throw new ApiRefusedError(`The API's ${what} "${shorten(link)}" is not a URL, so it cannot be followed`, shorten(link));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiRefusedError(`The API's ${what} is a ${url.protocol} link, not a page of the API; it was not followed`, shorten(link));
  }
  const prefix = base.pathname.replace(/\/+$/, '');
  const ownPath = page.pathname;
  const withoutPrefix = prefix !== '' && ownPath.startsWith(`${prefix}/`) ? ownPath.slice(prefix.length) : null;
  if (url.pathname !== ownPath && url.pathname !== withoutPrefix) {
    throw new ApiRefusedError(
      `The API's ${what} "${shorten(link)}" leads to ${shorten(url.pathname, 80)}, not to another page of this list (${ownPath}); it was not followed`,
      shorten(link),
    );
  }
  return `${page.origin}${ownPath}${url.search}`;
}
