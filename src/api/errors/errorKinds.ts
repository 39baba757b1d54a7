import { ApiHttpError, ApiNetworkError, ApiRefusedError, ApiSchemaError, ApiTimeoutError, ApiTooLargeError, ApiTooManyPagesError } from './apiErrors.ts';

/**
 * What went wrong, for the UI to choose its words and its offer (Retry, an empty state, a link):
 * - `network`: no answer at all (offline, DNS, CORS, refused connection); worth retrying.
 * - `timeout`: no complete answer within the client's time limit; worth retrying by hand.
 * - `http`: a status outside 2xx other than the two below.
 * - `not-found`: 404; not worth retrying.
 * - `invalid-filter`: a 400 with DRF field errors (an unknown filter id): an empty state with the reason.
 * - `schema`: the answer is not the JSON the app understands.
 * - `refused`: a link or redirect outside the configured API's origin, or a link that is not a URL.
 * - `too-large`: a body past the byte cap, or a page with more results than asked for.
 * - `too-many-pages`: a `next` chain that does not end within the page limit.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'not-found' | 'invalid-filter' | 'schema' | 'refused' | 'too-large' | 'too-many-pages';

/** The kind of any error thrown by the API layer; null for anything else (a bug, an abort). */
export function apiErrorKind(error: unknown): ApiErrorKind | null {
  if (error instanceof ApiHttpError || error instanceof ApiNetworkError || error instanceof ApiTimeoutError) return error.kind;
  if (error instanceof ApiRefusedError || error instanceof ApiTooLargeError || error instanceof ApiTooManyPagesError) return error.kind;
  if (error instanceof ApiSchemaError) return error.kind;
  return null;
}

/** Kinds that a retry cannot change: the same request gets the same answer. */
export const FINAL_ERROR_KINDS: ReadonlySet<ApiErrorKind> = new Set(['not-found', 'invalid-filter', 'schema', 'refused', 'too-large', 'too-many-pages', 'timeout']);
