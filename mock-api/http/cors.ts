import type { ApiResponse } from '../types.ts';

/** What a CORS preflight is told on top (django-cors-headers' default request headers). */
const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'accept, authorization, content-type, user-agent, x-csrftoken, x-requested-with',
  'Access-Control-Max-Age': '86400',
});

/** django-cors-headers' preflight test: OPTIONS with `Access-Control-Request-Method`. */
export function isPreflight(method: string, headers: Readonly<Record<string, string | undefined>>): boolean {
  return method === 'OPTIONS' && headers['access-control-request-method'] !== undefined;
}

/**
 * django-cors-headers with CORS_ALLOW_ALL_ORIGINS: the CORS headers only when the request has an
 * `Origin` (`Vary: Origin` is on every answer already). A copy: the answer may be a cached one.
 */
export function withCors(response: ApiResponse, headers: Readonly<Record<string, string | undefined>>, preflight: boolean): ApiResponse {
  if (!headers.origin) return response;
  const cors = preflight ? { 'Access-Control-Allow-Origin': '*', ...PREFLIGHT_HEADERS } : { 'Access-Control-Allow-Origin': '*' };
  return { ...response, headers: { ...response.headers, ...cors } };
}
