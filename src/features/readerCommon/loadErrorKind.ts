import { ApiError, ApiHttpError, ApiNetworkError, ApiRefusedError, ApiSchemaError, ApiTimeoutError, ApiTooLargeError, ApiTooManyPagesError } from '../../api/errors/apiErrors.ts';
import type { Messages } from '../../i18n/messages.ts';

/** What went wrong with a request, as far as the reader can act on it. */
export type LoadErrorKind = 'not-found' | 'timeout' | 'network' | 'server' | 'data' | 'refused' | 'too-large' | 'other';

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
  if (error instanceof ApiRefusedError) return 'refused';
  if (error instanceof ApiTooLargeError || error instanceof ApiTooManyPagesError) return 'too-large';
  return 'other';
}

/** A short reason for an error panel's title; empty when only the details can say more. */
export function loadErrorReason(kind: LoadErrorKind, t: Messages): string {
  switch (kind) {
    case 'timeout':
    case 'network':
    case 'server':
    case 'data':
    case 'refused':
      return t.errors[kind];
    case 'too-large':
      return t.errors.tooLarge;
    case 'not-found':
      return t.errors.notFound;
    default:
      return '';
  }
}

/** What the reader can do about it, one sentence. */
export function loadErrorAdvice(kind: LoadErrorKind, t: Messages): string {
  switch (kind) {
    case 'timeout':
    case 'network':
    case 'server':
    case 'data':
    case 'refused':
      return t.errors.advice[kind];
    case 'too-large':
      return t.errors.advice.data;
    case 'not-found':
      return t.errors.advice.notFound;
    default:
      return t.errors.advice.other;
  }
}

/**
 * Whether another try can change the answer: a timeout, a lost connection or a server error can
 * pass; a 4xx, data the app cannot read or a refused link come back the same. An error that is not
 * the API's (a bug, a failed chunk) is offered a retry.
 */
export function retryCanHelp(error: unknown): boolean {
  const kind = loadErrorKind(error);
  if (kind === 'timeout' || kind === 'network' || kind === 'server') return true;
  return kind === 'other' && !(error instanceof ApiError);
}
