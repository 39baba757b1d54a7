import type { ApiErrorKind } from './errorKinds.ts';
import { describeFieldErrors } from './drfFieldErrors.ts';

/** Every failure of the API layer is one of these, with a message a person can act on. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The URL that was asked for. */
    readonly url: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The server answered with a status outside 2xx. */
export class ApiHttpError extends ApiError {
  /** DRF's field errors (`{"channel": ["Select a valid choice. …"]}`) of a 400, else null. */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>> | null;

  constructor(
    url: string,
    readonly status: number,
    readonly statusText: string,
    /** DRF's `detail` field when the body carries one. */
    readonly detail: string | null,
    fieldErrors: Readonly<Record<string, readonly string[]>> | null = null,
  ) {
    const words = fieldErrors ? describeFieldErrors(url, fieldErrors) : [];
    super(
      words.length > 0
        ? `${words.join('; ')}${words.at(-1)!.endsWith('.') ? '' : '.'}`
        : `${url} answered ${status}${statusText ? ` ${statusText}` : ''}${detail ? `: ${detail}` : ''}`,
      url,
    );
    this.fieldErrors = fieldErrors;
  }

  /** Client errors (4xx) will not change on a retry. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  get kind(): ApiErrorKind {
    if (this.status === 404) return 'not-found';
    if (this.status === 400 && this.fieldErrors) return 'invalid-filter';
    return 'http';
  }
}

/** The request never got an answer (offline, DNS, CORS, refused connection). */
export class ApiNetworkError extends ApiError {
  get kind(): ApiErrorKind {
    return 'network';
  }
}

/** No complete answer within the client's time limit (the request was cancelled). */
export class ApiTimeoutError extends ApiError {
  constructor(
    url: string,
    readonly timeoutMs: number,
  ) {
    super(`${url} did not answer within ${formatSeconds(timeoutMs)}; the server may be down or very slow`, url);
  }

  get kind(): ApiErrorKind {
    return 'timeout';
  }
}

/**
 * A link or redirect the app will not follow: outside the configured API's origin, or not a URL
 * at all. Nothing is fetched from it and nothing from it is shown.
 */
export class ApiRefusedError extends ApiError {
  get kind(): ApiErrorKind {
    return 'refused';
  }
}

/** An answer too big to be what was asked for: past the byte cap, or more results than `limit`. */
export class ApiTooLargeError extends ApiError {
  get kind(): ApiErrorKind {
    return 'too-large';
  }
}

/** A `next` chain that loops or does not end within the page limit. */
export class ApiTooManyPagesError extends ApiError {
  get kind(): ApiErrorKind {
    return 'too-many-pages';
  }
}

/** The answer is not JSON, or its JSON breaks the resource schema. */
export class ApiSchemaError extends ApiError {
  constructor(
    url: string,
    /** One line per problem, each starting with the place, e.g. `results[3].channel.name: expected string, got number`. */
    readonly problems: string[],
  ) {
    super(`${url} answered data the app does not understand: ${problems.join('; ')}`, url);
  }

  get kind(): ApiErrorKind {
    return 'schema';
  }
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
