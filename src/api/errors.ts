import type { z } from 'zod/mini';

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

/** The news filter each query field is (the field names are the API's; the filter names, the UI's catalogue keys). */
export const FILTER_OF_FIELD = {
  channel: 'channel',
  category: 'category',
  themes: 'theme',
  publics: 'public',
  projects: 'project',
  faculties: 'faculty',
  lang: 'lang',
} as const satisfies Readonly<Record<string, string>>;

/** A filter parameter as a person names it, in English. */
function fieldNoun(field: string): string {
  const filter = (FILTER_OF_FIELD as Readonly<Record<string, string>>)[field];
  return filter === 'lang' ? 'language' : (filter ?? field);
}

const MULTIPLE_CHOICE = /^Select a valid choice\. (?!That choice )(.+) is not one of the available choices\.?$/;
const SINGLE_CHOICE = /^Select a valid choice\./;

/** One refused filter value of a DRF 400: the query field, the value it did not know (when found), and DRF's own message. */
export interface FieldProblem {
  field: string;
  /** The unknown value, from the message (multiple-choice filters) or the request's own query; null when neither says. */
  value: string | null;
  message: string;
}

/**
 * django-filter's field errors as problems a person can be told about: `{"channel": ["Select a
 * valid choice. …"]}` on `?channel=999` -> `{field: "channel", value: "999"}`. The value comes
 * from the message when it names one (multiple-choice filters), else from the request's query.
 */
export function fieldProblems(url: string, fieldErrors: Readonly<Record<string, readonly string[]>>): FieldProblem[] {
  let query: URLSearchParams;
  try {
    query = new URL(url, 'http://relative.invalid').searchParams;
  } catch {
    query = new URLSearchParams();
  }
  const problems: FieldProblem[] = [];
  for (const [field, messages] of Object.entries(fieldErrors)) {
    for (const message of messages) {
      const named = MULTIPLE_CHOICE.exec(message);
      const asked = query.getAll(field).filter((v) => v !== '');
      const value = named?.[1] ? named[1] : SINGLE_CHOICE.test(message) && asked.length > 0 ? asked[asked.length - 1]! : null;
      problems.push({ field, value, message });
    }
  }
  return problems;
}

/** The problems in English words (`No channel 999`), for the error's message; the UI words them in its language (see NewsListPage). */
function describeFieldErrors(url: string, fieldErrors: Readonly<Record<string, readonly string[]>>): string[] {
  return fieldProblems(url, fieldErrors).map(({ field, value, message }) => {
    const noun = fieldNoun(field);
    return value !== null ? `No ${noun} ${value}` : `${noun}: ${message}`;
  });
}

/**
 * DRF's body of a 400 from a filter: an object whose every value is a list of strings (and no
 * `detail`); null for any other body.
 */
export function fieldErrorsOf(body: unknown): Record<string, string[]> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const entries = Object.entries(body);
  if (entries.length === 0 || 'detail' in body) return null;
  for (const [, value] of entries) {
    if (!Array.isArray(value) || value.length === 0 || !value.every((m) => typeof m === 'string')) return null;
  }
  return Object.fromEntries(entries) as Record<string, string[]>;
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

/** The kind of any error thrown by the API layer; null for anything else (a bug, an abort). */
export function apiErrorKind(error: unknown): ApiErrorKind | null {
  if (error instanceof ApiHttpError || error instanceof ApiNetworkError || error instanceof ApiTimeoutError) return error.kind;
  if (error instanceof ApiRefusedError || error instanceof ApiTooLargeError || error instanceof ApiTooManyPagesError) return error.kind;
  if (error instanceof ApiSchemaError) return error.kind;
  return null;
}

/** Kinds that a retry cannot change: the same request gets the same answer. */
export const FINAL_ERROR_KINDS: ReadonlySet<ApiErrorKind> = new Set(['not-found', 'invalid-filter', 'schema', 'refused', 'too-large', 'too-many-pages', 'timeout']);

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

/** `results[3].channel.name` style path; `(root)` for the whole document. */
function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** The JSON type of a value as a person would name it. */
function describeJsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value === undefined) return 'nothing (the field is missing)';
  return typeof value;
}

/** Turns zod's issues into located, readable lines (the received type is read from the data itself). */
export function describeSchemaIssues(issues: readonly z.core.$ZodIssue[], data: unknown): string[] {
  return issues.map((issue) => {
    const place = formatPath(issue.path);
    const value = valueAt(data, issue.path);
    switch (issue.code) {
      case 'invalid_type':
        if (issue.expected === 'int') return `${place}: expected an integer, got ${typeof value === 'number' ? String(value) : describeJsonType(value)}`;
        return `${place}: expected ${issue.expected}, got ${describeJsonType(value)}`;
      case 'too_small':
        return `${place}: expected ${issue.origin === 'array' ? 'at least' : issue.inclusive ? 'a value >=' : 'a value >'} ${String(issue.minimum)}${issue.origin === 'array' ? ' items' : ''}, got ${JSON.stringify(value)}`;
      case 'too_big':
        return `${place}: expected ${issue.origin === 'array' ? 'at most' : issue.inclusive ? 'a value <=' : 'a value <'} ${String(issue.maximum)}${issue.origin === 'array' ? ' items' : ''}, got ${JSON.stringify(value)}`;
      case 'unrecognized_keys':
        return `${place}: unexpected field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
      case 'invalid_format':
        return `${place}: expected the ${issue.format === 'regex' ? 'documented' : issue.format} format, got ${JSON.stringify(value)}`;
      default:
        return `${place}: ${issue.message}`;
    }
  });
}
