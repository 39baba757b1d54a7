import type { ApiResponse } from '../types.ts';

/** Headers of every API answer, errors included: DRF's, and django-cors-headers' `Vary: Origin`. */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Type': 'application/json',
  Vary: 'Accept, Origin',
  Allow: 'GET, HEAD, OPTIONS',
  'X-Content-Type-Options': 'nosniff',
});

/**
 * django-cors-headers' preflight answer (200 before any routing; its CORS headers come from
 * `withCors`); the body is `{}` where Django's is empty, so every API body parses as JSON.
 */
export const preflight = (): ApiResponse => jsonText(200, '{}');

function jsonText(status: number, body: string, extraHeaders?: Readonly<Record<string, string>>): ApiResponse {
  return {
    status,
    headers: extraHeaders ? { ...API_HEADERS, ...extraHeaders } : { ...API_HEADERS },
    body: Buffer.from(body, 'utf8'),
  };
}

export function jsonBytes(status: number, body: Uint8Array): ApiResponse {
  return { status, headers: { ...API_HEADERS }, body };
}

export function json(status: number, body: unknown, extraHeaders?: Readonly<Record<string, string>>): ApiResponse {
  return jsonText(status, JSON.stringify(body), extraHeaders);
}

export const notFound = (): ApiResponse => json(404, { detail: 'Not found.' });

export const methodNotAllowed = (method: string): ApiResponse => json(405, { detail: `Method "${method}" not allowed.` });

export const notAcceptable = (): ApiResponse => json(406, { detail: 'Could not satisfy the request Accept header.' });

export const badHost = (): ApiResponse => json(400, { detail: 'Invalid HTTP_HOST header.' });

/**
 * Django's APPEND_SLASH answer (CommonMiddleware's HttpResponsePermanentRedirect): empty HTML body,
 * none of DRF's headers; `Vary: Origin` is django-cors-headers', which sits above it.
 */
export const addSlash = (location: string): ApiResponse => ({
  status: 301,
  headers: { 'Content-Type': 'text/html; charset=utf-8', Location: location, Vary: 'Origin', 'X-Content-Type-Options': 'nosniff' },
  body: new Uint8Array(0),
});

/** A filter value that names nothing: django-filter's field errors, as DRF renders a ValidationError. */
export const invalidFilter = (errors: Record<string, string[]>): ApiResponse => json(400, errors);

/**
 * More query fields than Django accepts. Django maps its TooManyFieldsSent (a SuspiciousOperation)
 * to 400; a deployment where it escapes as a 500 has a bug, so the contract says 400.
 */
export const tooManyQueryFields = (): ApiResponse =>
  json(400, { detail: 'The number of GET/POST parameters exceeded settings.DATA_UPLOAD_MAX_NUMBER_FIELDS.' });

export const serverError = (): ApiResponse => json(500, { detail: 'A server error occurred.' });

export const serviceUnavailable = (): ApiResponse => json(503, { detail: 'Service temporarily unavailable, try again later.' });
