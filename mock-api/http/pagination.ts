import { lastValue, rewriteQuery, type QueryPairs } from './query-string.ts';

/** DRF's LimitOffsetPagination with `default_limit = 10` (`max_limit` is an option of the mock). */
const DEFAULT_LIMIT = 10n;

// Python's str.isspace() characters (JavaScript's \s differs: it has U+FEFF, lacks U+001C-U+001F and U+0085).
const PY_SPACE = '[ \\t\\n\\v\\f\\r\\u001c-\\u001f\\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const PYTHON_INT = new RegExp(`^${PY_SPACE}*([+-]?)(\\d+(?:_\\d+)*)${PY_SPACE}*$`);

/**
 * Python's `int(text)`: surrounding whitespace, a sign and `_` between digits are allowed.
 * BigInt keeps huge values exact, as Python does, so they come back unchanged in the links.
 */
export function parsePythonInt(text: string): bigint | null {
  const match = PYTHON_INT.exec(text);
  if (!match) return null;
  const digits = (match[2] as string).replace(/_/g, '');
  // Python 3.11+ refuses to convert more than 4300 digits (ValueError, so DRF falls back to the default).
  if (digits.length > 4300) return null;
  const magnitude = BigInt(digits);
  return match[1] === '-' ? -magnitude : magnitude;
}

/** DRF's `_positive_int`: negative is invalid, and zero too when `strict`; a `cutoff` clamps. */
function positiveInt(text: string | undefined, strict: boolean, cutoff: bigint | null = null): bigint | null {
  if (text === undefined) return null;
  const value = parsePythonInt(text);
  if (value === null || value < 0n || (strict && value === 0n)) return null;
  return cutoff !== null && value > cutoff ? cutoff : value;
}

export interface PageWindow {
  limit: bigint;
  offset: bigint;
}

/**
 * `limit` missing/invalid/<= 0 -> 10, above `maxLimit` -> `maxLimit` (DRF's `max_limit`; null: none);
 * `offset` missing/invalid/negative -> 0 (last value of a repeated key wins).
 */
export function pageWindow(pairs: QueryPairs, maxLimit: bigint | null = null): PageWindow {
  return {
    limit: positiveInt(lastValue(pairs, 'limit'), true, maxLimit) ?? DEFAULT_LIMIT,
    offset: positiveInt(lastValue(pairs, 'offset'), false) ?? 0n,
  };
}

/** Indices [start, end) of the records on the page, clamped to the collection. */
export function pageSlice(window: PageWindow, count: number): { start: number; end: number } {
  const total = BigInt(count);
  const start = window.offset > total ? total : window.offset;
  const end = window.offset + window.limit > total ? total : window.offset + window.limit;
  return { start: Number(start), end: Number(end) };
}

export interface PageLinks {
  next: string | null;
  previous: string | null;
}

/** `pageUrl` is the request's absolute URL without its query (scheme, host and path). */
export function pageLinks(pageUrl: string, pairs: QueryPairs, window: PageWindow, count: number): PageLinks {
  const { limit, offset } = window;
  const limitText = limit.toString();
  const next =
    offset + limit >= BigInt(count)
      ? null
      : `${pageUrl}?${rewriteQuery(pairs, { limit: limitText, offset: (offset + limit).toString() })}`;
  let previous: string | null = null;
  if (offset > 0n) {
    previous =
      offset - limit <= 0n
        ? `${pageUrl}?${rewriteQuery(pairs, { limit: limitText }, ['offset'])}`
        : `${pageUrl}?${rewriteQuery(pairs, { limit: limitText, offset: (offset - limit).toString() })}`;
  }
  return { next, previous };
}
