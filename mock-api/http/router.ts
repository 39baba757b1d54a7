/** Which resource a path names; null when none (a 404, or a 301 when only the slash is missing). */
export type Route =
  | { kind: 'root' }
  | { kind: 'list'; collection: string }
  | { kind: 'retrieve'; collection: string; pk: string }
  | { kind: 'channel-news'; pk: string }
  | { kind: 'media'; article: string; variant: 'visual' | 'thumbnail' }
  | { kind: 'schema' };

const LIST_COLLECTIONS = new Set(['news', 'channels', 'categories', 'themes', 'publics', 'projects', 'mementos']);
const RETRIEVE_COLLECTIONS = new Set([...LIST_COLLECTIONS, 'faculties']);
/** DRF routers' default lookup pattern: anything but `/` and `.`. */
const LOOKUP = /^[^/.]+$/;
const MEDIA = /^\/api\/media\/articles\/([^/]+)\/(visual|thumbnail)\.svg$/;

export function matchRoute(path: string): Route | null {
  if (path === '/api/v1/') return { kind: 'root' };
  // drf-spectacular's SpectacularAPIView path: where a DRF service publishes its OpenAPI description.
  if (path === '/api/schema/') return { kind: 'schema' };
  const media = MEDIA.exec(path);
  if (media) return { kind: 'media', article: media[1] as string, variant: media[2] as 'visual' | 'thumbnail' };
  if (!path.startsWith('/api/v1/') || !path.endsWith('/')) return null;
  const segments = path.slice('/api/v1/'.length, -1).split('/');
  const [collection, pk, nested] = segments;
  if (collection === undefined) return null;
  if (segments.length === 1 && LIST_COLLECTIONS.has(collection)) return { kind: 'list', collection };
  if (segments.length === 2 && RETRIEVE_COLLECTIONS.has(collection) && LOOKUP.test(pk as string)) {
    return { kind: 'retrieve', collection, pk: pk as string };
  }
  if (segments.length === 3 && collection === 'channels' && nested === 'news' && LOOKUP.test(pk as string)) {
    return { kind: 'channel-news', pk: pk as string };
  }
  return null;
}

/** DRF's `format_suffix_patterns` (DefaultRouter): `.<format>` in place of the last slash, which may follow. */
const FORMAT_SUFFIX = /^(\/api\/v1\/.*)\.([a-z0-9]+)\/?$/;

export interface ResolvedPath {
  route: Route;
  /** The format a suffix names (`/news.json` -> `json`); null without one. */
  suffixFormat: string | null;
}

/**
 * The route of a path as Django's URL resolver finds it: the path itself, else its format-suffix
 * form (`/api/v1/news.json`, `/api/v1/news/5.json/`, `/api/v1/.json` for the root).
 */
export function resolvePath(path: string): ResolvedPath | null {
  const route = matchRoute(path);
  if (route) return { route, suffixFormat: null };
  const suffixed = FORMAT_SUFFIX.exec(path);
  if (!suffixed) return null;
  const stem = suffixed[1] as string;
  const base = stem.endsWith('/') ? (stem === '/api/v1/' ? stem : null) : `${stem}/`;
  const baseRoute = base === null ? null : matchRoute(base);
  return baseRoute && baseRoute.kind !== 'media' && baseRoute.kind !== 'schema' ? { route: baseRoute, suffixFormat: suffixed[2] as string } : null;
}

/** Django decodes percent-escapes in the path before URL matching. */
export function decodePath(rawPath: string): string {
  if (!rawPath.includes('%')) return rawPath;
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}

/** Python's `quote(path, safe="/:@&+$,-_.!~*'()")`: those and letters, digits, `_.-~` stay as they are. */
const URI_PATH_SAFE = /^[A-Za-z0-9/:@&+$,\-_.!~*'()]*$/;
const URI_PATH_SAFE_BYTE = new Set(Array.from("/:@&+$,-_.!~*'()", (c) => c.charCodeAt(0)));
const utf8 = new TextEncoder();

/**
 * Django's `escape_uri_path`, which `build_absolute_uri` (DRF's `next`/`previous`) applies to the
 * decoded path: percent-escapes come back (`/channels/ 5/` -> `/channels/%205/`), so the links are
 * valid URLs of the path the client sent.
 */
export function escapeUriPath(path: string): string {
  if (URI_PATH_SAFE.test(path)) return path;
  let escaped = '';
  for (const byte of utf8.encode(path)) {
    const isAlphanumeric = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
    escaped += isAlphanumeric || URI_PATH_SAFE_BYTE.has(byte) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return escaped;
}
