import type { ApiHandler, ApiRequest, ApiResponse } from './types.ts';

const COLLECTIONS = ['news', 'channels', 'categories', 'themes', 'publics', 'projects', 'mementos'] as const;

function json(status: number, body: unknown): ApiResponse {
  return {
    status,
    headers: { 'Content-Type': 'application/json', Vary: 'Accept', Allow: 'GET, HEAD, OPTIONS' },
    body: JSON.stringify(body),
  };
}

function origin(request: ApiRequest): string {
  const proto = request.headers['x-forwarded-proto'] ?? 'http';
  const host = request.headers['x-forwarded-host'] ?? request.headers.host ?? 'localhost';
  return `${proto}://${host}`;
}

/** Minimal API: the root listing of collections, everything else 404 (grown by the mock-API issue). */
export function createApiHandler(): ApiHandler {
  return (request) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api/v1/') {
      const base = origin(request);
      return json(200, Object.fromEntries(COLLECTIONS.map((c) => [c, `${base}/api/v1/${c}/`])));
    }
    return json(404, { detail: 'Not found.' });
  };
}
