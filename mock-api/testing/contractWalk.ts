import type { Contract } from './openapiContract.ts';

/** One request of the walk, what came back, and what the contract found wrong with it. */
export interface WalkStep {
  name: string;
  method: string;
  url: string;
  status: number;
  /** The status this request must get (the contract's, which the mock gives). */
  expected: number;
  /**
   * Where a deployment answering 500 has a bug of its own, the contract says which (in
   * `info.description`); the walk reports it and does not count it as the contract failing.
   */
  deploymentBug?: string;
  problems: string[];
}

interface Item {
  id: number;
}
interface Page<T> {
  count: number;
  next: string | null;
  results: T[];
}
interface NewsItem extends Item {
  lang: string;
  channel: { id: number; name: string };
  category: { id: number };
  themes: string[];
  faculties: string[];
}

export const COLLECTIONS = ['news', 'channels', 'categories', 'themes', 'publics', 'projects', 'mementos'] as const;
/** Past 64 bits: PostgreSQL's bigint and SQLite's INTEGER hold neither. */
const HUGE_ID = '99999999999999999999';
const OVERFLOW_BUG = 'DRF on SQLite: the driver raises OverflowError on an id past 64 bits (a 500)';
const FIELDS_BUG = "Django's TooManyFieldsSent (a SuspiciousOperation, 400 by Django's rules) escapes Django's handler: the server's own 500";

/** The id at the end of an absolute link such as `{base}/api/v1/themes/4/`. */
function linkId(link: string): number {
  return Number(/\/(\d+)\/$/.exec(link)?.[1]);
}

/**
 * Walks the API as the contract describes it: every collection's list (pages, ordering, the last
 * page, past the end) and detail, the news filters, search and `lang`, filters on detail views,
 * the channel news, and the error answers (unknown id, path, format, method, Accept; ids past 64
 * bits; too many query fields). Every answer is checked against the description.
 */
export async function walkContract(base: string, contract: Contract): Promise<WalkStep[]> {
  const steps: WalkStep[] = [];
  const send = async (name: string, path: string, expected: number, init: RequestInit & { deploymentBug?: string } = {}): Promise<unknown> => {
    const url = path.startsWith('http') ? path : `${base}${path}`;
    const method = init.method ?? 'GET';
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000), ...init });
    const text = await response.text();
    const answer = { status: response.status, headers: response.headers, text };
    steps.push({ name, method, url, status: response.status, expected, problems: contract.check(method, url, answer), ...(init.deploymentBug ? { deploymentBug: init.deploymentBug } : {}) });
    return response.status === 200 && text !== '' && (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : undefined;
  };
  const page = async <T>(name: string, path: string): Promise<Page<T>> => {
    const body = (await send(name, path, 200)) as Page<T> | undefined;
    if (!body) throw new Error(`${name}: GET ${path} did not answer a page (see the steps)`);
    return body;
  };

  await send('API root', '/api/v1/', 200);
  await send('API root, format=json', '/api/v1/?format=json', 200);
  for (const collection of COLLECTIONS) {
    const first = await page<Item>(`${collection}: first page`, `/api/v1/${collection}/`);
    await send(`${collection}: HEAD`, `/api/v1/${collection}/`, 200, { method: 'HEAD' });
    await send(`${collection}: limit and offset`, `/api/v1/${collection}/?limit=3&offset=2`, 200);
    await send(`${collection}: ordering -id`, `/api/v1/${collection}/?ordering=-id&limit=4`, 200);
    await send(`${collection}: unknown ordering field`, `/api/v1/${collection}/?ordering=nonsense&limit=2`, 200);
    await send(`${collection}: last page`, `/api/v1/${collection}/?limit=5&offset=${Math.max(0, first.count - 2)}`, 200);
    await send(`${collection}: past the end`, `/api/v1/${collection}/?offset=${first.count + 10}`, 200);
    if (first.next) await send(`${collection}: next link`, first.next, 200);
    const id = first.results[0]?.id;
    await send(`${collection}: detail`, `/api/v1/${collection}/${id}/`, 200);
    await send(`${collection}: unknown id`, `/api/v1/${collection}/2147483646/`, 404);
    await send(`${collection}: non-integer id`, `/api/v1/${collection}/abc/`, 404);
    await send(`${collection}: id past 64 bits`, `/api/v1/${collection}/${HUGE_ID}/`, 404, { deploymentBug: OVERFLOW_BUG });
  }
  await send('mementos: ordering from the specification', '/api/v1/mementos/?ordering=en_label', 200);
  await send('mementos: ordering -is_active,-slug', '/api/v1/mementos/?ordering=-is_active,-slug', 200);
  await send('themes: limit 0 is the default', '/api/v1/themes/?limit=0', 200);

  // News: filters, search, lang, and the same filters on detail views.
  const news = (await page<NewsItem>('news: 50 items', '/api/v1/news/?limit=50')).results;
  const item = news[0]!;
  const otherChannel = news.find((n) => n.channel.id !== item.channel.id)!.channel.id;
  const otherLang = news.find((n) => n.lang !== item.lang)!.lang;
  const themed = news.find((n) => n.themes.length > 0)!;
  const withFaculty = news.find((n) => n.faculties.length > 0)!;
  for (const lang of ['fr', 'en', 'de']) await send(`news: lang=${lang}`, `/api/v1/news/?lang=${lang}&limit=5`, 200);
  await send('news: channel', `/api/v1/news/?channel=${item.channel.id}&limit=5`, 200);
  await send('news: category', `/api/v1/news/?category=${item.category.id}&limit=5`, 200);
  await send('news: themes (any of two)', `/api/v1/news/?themes=${linkId(themed.themes[0]!)}&themes=${linkId(themed.themes.at(-1)!)}&limit=5`, 200);
  await send('news: faculties', `/api/v1/news/?faculties=${linkId(withFaculty.faculties[0]!)}&limit=5`, 200);
  await send('news: search', '/api/v1/news/?search=epfl&limit=5', 200);
  await send('news: search, quoted phrase and comma', `/api/v1/news/?search=${encodeURIComponent('"the" ,a')}&limit=5`, 200);
  await send('news: filters combined, ordered by title', `/api/v1/news/?lang=${item.lang}&channel=${item.channel.id}&ordering=title&limit=5`, 200);
  await send('news: filtered page 2', `/api/v1/news/?lang=${item.lang}&limit=2&offset=2`, 200);
  await send('news: unknown channel id', '/api/v1/news/?channel=99999', 400);
  await send('news: non-integer theme', '/api/v1/news/?themes=abc', 400);
  await send('news: unknown category and theme', '/api/v1/news/?category=99999&themes=99999', 400);
  await send('news: channel id past 64 bits', `/api/v1/news/?channel=${HUGE_ID}`, 400, { deploymentBug: OVERFLOW_BUG });
  await send('news detail: its own channel', `/api/v1/news/${item.id}/?channel=${item.channel.id}`, 200);
  await send('news detail: another channel', `/api/v1/news/${item.id}/?channel=${otherChannel}`, 404);
  await send('news detail: another lang', `/api/v1/news/${item.id}/?lang=${otherLang}`, 404);
  await send('news detail: a search it does not match', `/api/v1/news/${item.id}/?search=zzqqxxnothing`, 404);
  await send('news detail: unknown channel id', `/api/v1/news/${item.id}/?channel=99999`, 400);
  await send('news detail: paging parameters are ignored', `/api/v1/news/${item.id}/?limit=1&offset=5&ordering=title`, 200);

  // Channels: the name filter, on the list, the detail and the channel's news.
  const channel = item.channel;
  await send('channels: name', `/api/v1/channels/?name=${encodeURIComponent(channel.name)}`, 200);
  await send('channel detail: its name', `/api/v1/channels/${channel.id}/?name=${encodeURIComponent(channel.name)}`, 200);
  await send('channel detail: another name', `/api/v1/channels/${channel.id}/?name=no-such-channel`, 404);
  const channelNews = await page<NewsItem>('channel news', `/api/v1/channels/${channel.id}/news/?limit=3`);
  if (channelNews.next) await send('channel news: next link', channelNews.next, 200);
  await send('channel news: lang and search', `/api/v1/channels/${channel.id}/news/?lang=${item.lang}&search=a&limit=3`, 200);
  await send('channel news: another channel filter', `/api/v1/channels/${channel.id}/news/?channel=${otherChannel}`, 200);
  await send('channel news: the channel\'s name', `/api/v1/channels/${channel.id}/news/?name=${encodeURIComponent(channel.name)}&limit=2`, 200);
  await send('channel news: another name', `/api/v1/channels/${channel.id}/news/?name=no-such-channel`, 404);
  await send('channel news: unknown channel', '/api/v1/channels/2147483646/news/', 404);
  await send('faculty detail', `/api/v1/faculties/${linkId(withFaculty.faculties[0]!)}/`, 200);
  await send('faculty: unknown id', '/api/v1/faculties/99999/', 404);

  // Errors a client can meet anywhere.
  await send('unknown path under /api/v1/', '/api/v1/nothing-here/', 404);
  await send('unknown path under /api/', '/api/nothing-here/', 404);
  await send('unknown format', '/api/v1/themes/?format=xml', 404);
  await send('Accept nothing the API renders', '/api/v1/themes/', 406, { headers: { accept: 'image/png' } });
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    await send(`${method} on a list`, '/api/v1/news/', 405, { method, ...(method === 'DELETE' ? {} : { body: '{}', headers: { 'content-type': 'application/json' } }) });
  }
  await send('DELETE on a detail', `/api/v1/news/${item.id}/`, 405, { method: 'DELETE' });
  const fields = (n: number) => Array.from({ length: n }, (_, i) => `k${i}=1`).join('&');
  await send('1,000 query fields (Django\'s limit)', `/api/v1/themes/?${fields(1000)}`, 200);
  await send('1,001 query fields', `/api/v1/themes/?${fields(1001)}`, 400, { deploymentBug: FIELDS_BUG });
  await send('2,000 query fields on a detail', `/api/v1/news/${item.id}/?${fields(2000)}`, 400, { deploymentBug: FIELDS_BUG });
  return steps;
}

/** What a walk found: answers off the contract, statuses off the expected, and the known deployment bugs met. */
export interface WalkFindings {
  offContract: string[];
  wrongStatus: string[];
  deploymentBugs: string[];
  /** `200: 95, 404: 20, ...` */
  statusTally: string;
}

/**
 * A deployment's 500 where the contract names that deployment's bug is reported, not failed (the
 * contract's `5XX` documents a server error anywhere); the mock must give the contract's status.
 */
export function walkFindings(steps: readonly WalkStep[], againstDeployment: boolean): WalkFindings {
  const tally = new Map<number, number>();
  for (const step of steps) tally.set(step.status, (tally.get(step.status) ?? 0) + 1);
  const knownBug = (step: WalkStep) => againstDeployment && step.deploymentBug !== undefined && step.status === 500;
  return {
    offContract: steps.flatMap((step) => step.problems.map((problem) => `${step.name}: ${problem}`)),
    wrongStatus: steps.filter((step) => step.status !== step.expected && !knownBug(step)).map((step) => `${step.name}: ${step.method} ${step.url.slice(0, 120)} answered ${step.status}, expected ${step.expected}`),
    deploymentBugs: steps.filter(knownBug).map((step) => `${step.name}: 500 (${step.deploymentBug})`),
    statusTally: [...tally].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', '),
  };
}
