import { lastValue, type QueryPairs } from './query-string.ts';

export type Negotiation = 'json' | 'unknown-format' | 'not-acceptable';

/** The renderers' media types: JSON, and the browsable API's (answered as JSON here, see the spec). */
const RENDERED = [
  ['application', 'json'],
  ['text', 'html'],
] as const;

function acceptable(header: string): boolean {
  for (const token of header.split(',')) {
    const type = (token.split(';')[0] ?? '').trim().toLowerCase();
    const slash = type.indexOf('/');
    const main = slash < 0 ? type : type.slice(0, slash);
    const sub = slash < 0 ? '' : type.slice(slash + 1);
    for (const [m, s] of RENDERED) {
      if ((main === '*' || main === m) && (sub === '*' || sub === s)) return true;
    }
  }
  return false;
}

/**
 * DRF's content negotiation: a format (the URL's suffix, else the `format` parameter) other than
 * json/api -> 404; an Accept header none of whose media ranges matches a renderer -> 406 (a
 * missing header means `*` + `/*`).
 */
export function negotiate(pairs: QueryPairs, accept: string | undefined, suffixFormat: string | null = null): Negotiation {
  const format = suffixFormat || lastValue(pairs, 'format');
  if (format && format !== 'json' && format !== 'api') return 'unknown-format';
  if (accept === undefined || accept === '*/*' || accept === 'application/json') return 'json';
  return acceptable(accept) ? 'json' : 'not-acceptable';
}
