import { ApiRefusedError } from './errors.ts';

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
