import { isPreflight, withCors } from './http/cors.ts';
import { createFaultInjector } from './http/faults.ts';
import { negotiate } from './http/negotiation.ts';
import { requestOrigin } from './http/origin.ts';
import { exceedsFieldLimit, parseQueryString } from './http/query-string.ts';
import { ResponseCache } from './http/response-cache.ts';
import { addSlash, badHost, methodNotAllowed, notAcceptable, notFound, preflight, tooManyQueryFields } from './http/responses.ts';
import { decodePath, escapeUriPath, resolvePath, type Route } from './http/router.ts';
import { schemaView } from './http/schema-view.ts';
import { listView, metadataView, retrieveView, rootView, routeCollection, type ViewRequest } from './http/views.ts';
import { mediaView } from './media/media-view.ts';
import { resolveOptions, type MockApiOptions } from './options.ts';
import { createStore, generateDataset, type Store } from './store/dataset.ts';
import type { ApiHandler, ApiRequest, ApiResponse } from './types.ts';

const EMPTY = new Uint8Array(0);
const READ_METHODS = new Set(['GET', 'HEAD']);

/** `http://host/path?q` (absolute-form request target) -> `/path?q`; drops a `#fragment`. */
function requestTarget(url: string): string {
  const hash = url.indexOf('#');
  const target = hash < 0 ? url : url.slice(0, hash);
  if (target.startsWith('/')) return target;
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?]*(.*)$/i.exec(target);
  const rest = absolute?.[1] ?? '';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Content-Length for every answer; HEAD keeps GET's headers and drops the body. */
function finish(response: ApiResponse, method: string): ApiResponse {
  response.headers['Content-Length'] = String(response.body.length);
  return method === 'HEAD' ? { ...response, body: EMPTY } : response;
}

function delayed(response: ApiResponse, ms: number): ApiResponse | Promise<ApiResponse> {
  return ms > 0 ? new Promise((resolve) => setTimeout(() => resolve(response), ms)) : response;
}

function view(store: Store, route: Route, request: ViewRequest): ApiResponse {
  if (route.kind === 'root') return rootView(request);
  const collection = routeCollection(store, route, request.pairs);
  if (!collection) return notFound();
  return route.kind === 'retrieve' ? retrieveView(collection, route.pk, request) : listView(collection, request);
}

/**
 * The mock news & directory API as one framework-free function: `(request) -> response`. Used by
 * the standalone server, the Vite plugin and in-process tests alike.
 */
export function createApiHandler(options: Partial<MockApiOptions> = {}): ApiHandler {
  const resolved = resolveOptions(options);
  const store = createStore(generateDataset(resolved));
  const faults = createFaultInjector(resolved.seed, resolved.failRate, resolved.latency);
  const cache = new ResponseCache(resolved.responseCacheBytes);
  const maxLimit = resolved.maxLimit > 0 ? BigInt(resolved.maxLimit) : null;

  const answer = (request: ApiRequest): ApiResponse => {
    const method = request.method.toUpperCase();
    // django-cors-headers sits above CommonMiddleware and the URL router: a preflight is answered
    // whatever the path (no APPEND_SLASH 301, which browsers refuse to follow for a preflight).
    if (isPreflight(method, request.headers)) return preflight();
    const target = requestTarget(request.url);
    const q = target.indexOf('?');
    const rawPath = q < 0 ? target : target.slice(0, q);
    const rawQuery = q < 0 ? '' : target.slice(q + 1);
    const path = decodePath(rawPath);
    const found = resolvePath(path);
    if (!found) {
      // Django's APPEND_SLASH: redirect only when the slash form exists.
      const slashed = path.endsWith('/') ? null : resolvePath(`${path}/`);
      // Location as Django's get_full_path_with_slash writes it: the path escaped again, no empty `?`.
      if (slashed && slashed.route.kind !== 'media') return addSlash(`${escapeUriPath(path)}/${rawQuery === '' ? '' : `?${rawQuery}`}`);
      return notFound();
    }
    const { route, suffixFormat } = found;
    if (route.kind === 'media') return mediaView(resolved.seed, store.articleCount, route, method);
    if (route.kind === 'schema') return schemaView(method, rawQuery);

    const origin = requestOrigin(request.headers, resolved.trustProxy);
    if (origin === null) return badHost();
    if (READ_METHODS.has(method)) {
      const failure = faults.failure();
      if (failure) return failure;
    }
    // With a plain Accept header, a GET's answer depends on nothing but origin and URL: serve it
    // from the cache before parsing anything.
    const accept = request.headers.accept;
    const cacheable = READ_METHODS.has(method) && resolved.responseCacheBytes > 0 && (accept === undefined || accept === '*/*' || accept === 'application/json');
    const key = cacheable ? `${origin}\n${target}` : '';
    if (cacheable) {
      const cached = cache.get(key);
      if (cached) return cached;
    }
    const response = answerParsed(method, request, route, suffixFormat, origin, path, rawQuery);
    if (cacheable) cache.set(key, finish(response, 'GET'));
    return response;
  };

  const answerParsed = (method: string, request: ApiRequest, route: Route, suffixFormat: string | null, origin: string, path: string, rawQuery: string): ApiResponse => {
    if (exceedsFieldLimit(rawQuery)) return tooManyQueryFields();
    const pairs = parseQueryString(rawQuery);
    const negotiation = negotiate(pairs, request.headers.accept, suffixFormat);
    if (negotiation === 'unknown-format') return notFound();
    if (negotiation === 'not-acceptable') return notAcceptable();

    if (method === 'OPTIONS') {
      const collection = routeCollection(store, route);
      if (collection === undefined) return notFound();
      return metadataView(route, collection);
    }
    if (!READ_METHODS.has(method)) return methodNotAllowed(request.method);
    return view(store, route, { pairs, origin, path: escapeUriPath(path), maxLimit });
  };

  return (request) => {
    const method = request.method.toUpperCase();
    const response = withCors(finish(answer(request), method), request.headers, isPreflight(method, request.headers));
    return delayed(response, faults.delay());
  };
}
