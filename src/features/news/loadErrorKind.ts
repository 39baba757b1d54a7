import { ApiHttpError, ApiNetworkError, ApiSchemaError, ApiTimeoutError } from '../../api/errors.ts';
import type { Messages } from '../../i18n/messages.ts';

/** What went wrong with a request, as far as the reader can act on it. */
export type LoadErrorKind = 'not-found' | 'timeout' | 'network' | 'server' | 'data' | 'other';

/**
 * Sorts an API error into what the page should do: a 404 is a "not found" page (nothing to retry),
 * a timeout, a lost connection or a server error is worth a retry, bad data is not.
 * A timeout is the client's ApiTimeoutError, or an aborted fetch's `TimeoutError` DOMException.
 */
export function loadErrorKind(error: unknown): LoadErrorKind {
  if (error instanceof ApiHttpError) return error.status === 404 ? 'not-found' : error.status >= 500 ? 'server' : 'other';
  if (error instanceof ApiSchemaError) return 'data';
  if (error instanceof ApiTimeoutError || (error instanceof Error && error.name === 'TimeoutError')) return 'timeout';
  if (error instanceof ApiNetworkError) return 'network';
  return 'other';
}

/** A short reason for an error panel's title; empty when the error's own message says it best. */
export function loadErrorReason(kind: LoadErrorKind, t: Messages): string {
  switch (kind) {
    case 'timeout':
    case 'network':
    case 'server':
    case 'data':
      return t.errors[kind];
    default:
      return '';
  }
}
