import { z } from 'zod/mini';
import type { ApiClient } from './client.ts';
import { ApiRefusedError, ApiSchemaError, ApiTooLargeError } from './errors/apiErrors.ts';
import { describeSchemaIssues } from './errors/schemaIssues.ts';
import { pageLinkOnApi } from './apiLinks.ts';
import type { Paginated } from './resources/resources.ts';

/** DRF's envelope; extra fields are dropped, the items are checked one by one below. */
const envelopeSchema = z.object({
  count: z.int().check(z.minimum(0)),
  next: z.nullable(z.string()),
  previous: z.nullable(z.string()),
  results: z.array(z.unknown()),
});

/** The `limit` a page URL asks for, or null when it names none (the server's default applies). */
function requestedLimit(url: string): number | null {
  const text = new URL(url).searchParams.get('limit');
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const limit = Number(text);
  return limit > 0 ? limit : null;
}

/** `results[3] (id 12)`: where a left-out item was, and its id when it has one. */
function itemPlace(index: number, item: unknown): string {
  const id = item && typeof item === 'object' && 'id' in item && (typeof item.id === 'number' || typeof item.id === 'string') ? ` (id ${String(item.id)})` : '';
  return `results[${index}]${id}`;
}

/** A `next`/`previous` link on the API's address, or why it is not followed (that link only). */
function pageLink(client: ApiClient, pageUrl: string, link: string | null, what: string): { url: string | null; refused?: string } {
  if (link === null) return { url: null };
  try {
    return { url: client.url(pageLinkOnApi(client.baseUrl, pageUrl, link, what), what) };
  } catch (error) {
    if (error instanceof ApiRefusedError) return { url: null, refused: error.message };
    throw error;
  }
}

/**
 * One list page, checked as far as the API can be trusted: at most `limit` results, `next` and
 * `previous` followed on the API's own address when they lead to this same list, else refused
 * (that link only: the records still show), and each item validated
 * on its own: an item that breaks the schema is left out with a note naming the field, the rest
 * shows (a page is refused only when none of its items can be read).
 */
export async function fetchListPage<Item extends z.ZodMiniType>(
  client: ApiClient,
  url: string,
  itemSchema: Item,
  signal?: AbortSignal,
): Promise<Paginated<z.infer<Item>>> {
  const absolute = client.url(url, 'page link');
  const body = await client.getRawJson(absolute, signal);
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) throw new ApiSchemaError(absolute, describeSchemaIssues(envelope.error.issues, body));
  const { count, next, previous, results } = envelope.data;
  const limit = requestedLimit(absolute);
  if (limit !== null && results.length > limit) {
    throw new ApiTooLargeError(`${absolute} answered ${results.length.toLocaleString('en-US')} results where ${limit} were asked for; the page was refused`, absolute);
  }
  const items: z.infer<Item>[] = [];
  const skipped: string[] = [];
  results.forEach((item, index) => {
    const parsed = itemSchema.safeParse(item);
    if (parsed.success) items.push(parsed.data as z.infer<Item>);
    else skipped.push(`${itemPlace(index, item)} left out: ${describeSchemaIssues(parsed.error.issues, item).join('; ')}`);
  });
  if (results.length > 0 && items.length === 0) {
    throw new ApiSchemaError(absolute, skipped.slice(0, 5).concat(skipped.length > 5 ? [`…and ${skipped.length - 5} more`] : []));
  }
  const nextLink = pageLink(client, absolute, next, 'next link');
  const previousLink = pageLink(client, absolute, previous, 'previous link');
  return {
    count,
    next: nextLink.url,
    previous: previousLink.url,
    results: items,
    ...(skipped.length > 0 ? { skipped } : {}),
    ...(nextLink.refused ? { nextRefused: nextLink.refused } : {}),
    ...(previousLink.refused ? { previousRefused: previousLink.refused } : {}),
  };
}
