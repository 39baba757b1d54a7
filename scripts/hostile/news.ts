import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { join } from 'node:path';
import { createApiClient, type ApiClient } from '../../src/api/client.ts';
import { apiErrorKind, type ApiErrorKind } from '../../src/api/errors/errorKinds.ts';
import { newsQueries } from '../../src/api/resources/news.ts';
import { channelQueries } from '../../src/api/resources/channels.ts';
import { themeQueries } from '../../src/api/resources/themes.ts';
import { clientSchemas, type News } from '../../src/api/resources/resources.ts';
import { QueryClient } from '@tanstack/query-core';
import { sendJson, startHostileServer } from '../../src/api/testing/hostileServer.ts';
import { sampleChannel, sampleLabelled, sampleNews } from '../../src/api/testing/sampleRecords.ts';
import { namedVectors } from './newsCases.ts';
import type { HostileSection, SectionReport } from './section.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const HTML_FIELDS = ['subtitle', 'text', 'funding', 'references'] as const;

/** What the client must make of one hostile answer: accept it, or refuse it with this kind. */
export type Expected = 'accepted' | ApiErrorKind;
export type Outcome = { kind: 'accepted'; news: News[] } | { kind: ApiErrorKind } | { kind: 'other'; message: string };
export type Verdict = { kind: 'handled' } | { kind: 'wrong'; why: string };

/** Handled when the client did what is expected of it: accepted data, or refused it with the expected kind. */
export function judgeNewsAnswer(expected: Expected, outcome: Outcome): Verdict {
  if (outcome.kind === expected) return { kind: 'handled' };
  if (outcome.kind === 'other') return { kind: 'wrong', why: `not an API error: ${outcome.message}` };
  return { kind: 'wrong', why: `${outcome.kind}, expected ${expected}` };
}

interface HostileAnswer {
  name: string;
  expected: Expected;
  /** Asks the client for it. */
  ask: (client: ApiClient, base: string) => Promise<News[]>;
}

const page = (results: unknown[], next: string | null = null) => ({ count: results.length, next, previous: null, results });
/** One query cache for the answers that go through query options; cleared at the end (its timers would keep the process alive). */
const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const listOf = (path: string) => (client: ApiClient) => newsQueries.fetchPage(client, path).then((p) => p.results);

/** The answers, by path, and what is asked of each. */
function hostileAnswers(): { routes: Map<string, (base: string) => { status: number; body: string; headers?: Record<string, string> } | 'stall' | 'trickle'>; answers: HostileAnswer[] } {
  const vectors = namedVectors();
  const routes = new Map<string, (base: string) => { status: number; body: string; headers?: Record<string, string> } | 'stall' | 'trickle'>();
  const answers: HostileAnswer[] = [];
  const json = (body: unknown, status = 200) => () => ({ status, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const add = (name: string, path: string, expected: Expected, route: (base: string) => { status: number; body: string; headers?: Record<string, string> } | 'stall' | 'trickle', ask: HostileAnswer['ask'] = listOf(path)) => {
    routes.set(path, route);
    answers.push({ name, expected, ask });
  };
  // Script vectors in every HTML field, one field per answer, and all of them in one article.
  for (const field of HTML_FIELDS) {
    add(`vectors in ${field}`, `/api/v1/news/?limit=50&field=${field}`, 'accepted', json(page(vectors.map((v, i) => sampleNews(i + 1, { [field]: v.html })))));
  }
  add('every vector in one article', '/api/v1/news/1/', 'accepted', json(sampleNews(1, { text: vectors.map((v) => v.html).join('\n') })), (client) =>
    client.getJson('/api/v1/news/1/', clientSchemas.newsSchema).then((n) => [n]),
  );
  add('vectors as attribute text', '/api/v1/news/?limit=10&field=attr', 'accepted', json(page([sampleNews(1, { text: vectors.map((v) => `<p title='${v.html.replaceAll("'", '&#39;')}'>x</p>`).join('') })])));
  add('a 1.1 MB nested body', '/api/v1/news/2/', 'accepted', json(sampleNews(2, { text: '<div>'.repeat(100_000) + '</div>'.repeat(100_000) })), (client) =>
    client.getJson('/api/v1/news/2/', clientSchemas.newsSchema).then((n) => [n]),
  );
  // Links and redirects.
  add('a next link to another site', '/api/v1/news/?limit=1&case=foreign', 'refused', json(page([sampleNews(1)], 'http://evil.example/api/v1/news/?offset=1')));
  add('a javascript: next link', '/api/v1/news/?limit=1&case=js', 'refused', json(page([sampleNews(1)], 'javascript:alert(1)')));
  add('a next that is not a URL', '/api/v1/news/?limit=1&case=broken', 'refused', json(page([sampleNews(1)], 'http://[broken')));
  add('a relative next', '/api/v1/news/?limit=1&case=relative', 'accepted', json(page([sampleNews(1)], '/api/v1/news/?limit=1&offset=1')));
  add('a redirect to another site', '/api/v1/news/?limit=1&case=redirect', 'refused', () => ({ status: 302, body: '', headers: { Location: 'http://127.0.0.2:9/api/v1/news/' } }));
  add('a theme URL on another site', '/theme-elsewhere', 'refused', json({}), (client) =>
    queries.fetchQuery(themeQueries.byUrl(client, 'http://evil.example/api/v1/themes/1/')).then(() => []),
  );
  // Sizes and chains.
  add('2,000 results for a limit of 10', '/api/v1/news/?limit=10&case=many', 'too-large', json(page(Array.from({ length: 2000 }, (_, i) => sampleNews(i + 1)))));
  add('a 20 MB body', '/api/v1/news/?limit=10&case=huge', 'too-large', () => ({ status: 200, body: JSON.stringify(page([sampleNews(1)])).padEnd(20 * 1024 * 1024, ' ') }));
  add('an endless next chain', '/api/v1/channels/', 'too-many-pages', (base) => ({ status: 200, body: JSON.stringify(page([sampleChannel(1)], `${base}/api/v1/channels/?limit=100&offset=${Math.random()}`)) }), (client) =>
    queries.fetchQuery(channelQueries.everything(client)).then(() => []),
  );
  add('a next chain that loops', '/api/v1/news/?limit=1&case=loop', 'too-many-pages', (base) => ({ status: 200, body: JSON.stringify(page([sampleNews(1)], `${base}/api/v1/news/?limit=1&case=loop`)) }), async (client) => {
    const { fetchAllPages } = await import('../../src/api/collectionQueries.ts');
    return fetchAllPages(client, '/api/v1/news/?limit=1&case=loop', clientSchemas.newsSchema);
  });
  add('a server that never answers', '/api/v1/news/?limit=1&case=stall', 'timeout', () => 'stall');
  add('a body that trickles', '/api/v1/news/?limit=1&case=trickle', 'timeout', () => 'trickle');
  // What a real service may send.
  add('field errors', '/api/v1/news/?channel=999&limit=10', 'invalid-filter', json({ channel: ['Select a valid choice. That choice is not one of the available choices.'] }, 400));
  add('a 404', '/api/v1/news/?limit=1&case=404', 'not-found', json({ detail: 'Not found.' }, 404));
  add('a 500 with HTML', '/api/v1/news/?limit=1&case=500', 'http', () => ({ status: 500, body: '<h1>Server Error</h1><script>top.__ran("500")</script>' }));
  add('text that is not JSON', '/api/v1/news/?limit=1&case=text', 'schema', json('<html><script>top.__ran("text")</script></html>'));
  add('a JSON array', '/api/v1/news/?limit=1&case=array', 'schema', json([sampleNews(1)]));
  add('JSON nested 100,000 deep', '/api/v1/news/?limit=1&case=deep', 'schema', json('['.repeat(100_000) + ']'.repeat(100_000)));
  add('one bad item among good ones', '/api/v1/news/?limit=10&case=bad-item', 'accepted', json(page([sampleNews(1), { ...sampleNews(2), channel: null }, sampleNews(3)])));
  add('every item bad', '/api/v1/news/?limit=10&case=all-bad', 'schema', json(page([{ id: 'x' }, null, 5])));
  add('a __proto__ field', '/api/v1/news/?limit=10&case=proto', 'accepted', json(`{"count":1,"next":null,"previous":null,"__proto__":{"polluted":true},"results":[${JSON.stringify(sampleNews(1)).replace('{', '{"__proto__":{"polluted":true},')}]}`));
  add('dates with microseconds and offsets, extra fields', '/api/v1/news/?limit=10&case=drf', 'accepted', json({ ...page([{ ...sampleNews(1), publish_date: '2026-06-30T17:42:00.123456+02:00', extra: 1 }]), extra: 1 }));
  add('a theme record with a script label', '/api/v1/themes/1/', 'accepted', json({ ...sampleLabelled(1), en_label: '<img src=x: onerror=top.__ran("label")>' }), (client) =>
    client.getJson('/api/v1/themes/1/', clientSchemas.themeSchema).then(() => []),
  );
  return { routes, answers };
}

/** DOMPurify with the app's settings and the size check, bundled for a real browser page. */
async function bundleSanitizer(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "import { sanitizeHtml } from './src/ui/sanitizeHtml.ts'; import { htmlBudgetProblem } from './src/ui/htmlBudget.ts'; window.hostile = { sanitizeHtml, htmlBudgetProblem };",
      resolveDir: repoRoot,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Sanitizes and renders every fragment in Chromium, clicks every link that is not http(s), and counts vectors that ran. */
async function renderInChromium(fragments: string[]): Promise<{ ran: string[]; refused: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
  try {
    const tab = await browser.newPage();
    tab.on('dialog', (dialog) => void dialog.dismiss());
    await tab.route('**/*', (route) => route.abort());
    await tab.setContent('<!doctype html><html><body><main id="out"></main></body></html>');
    // tsx compiles with esbuild's keepNames: functions sent to the page call its `__name` helper.
    await tab.evaluate('globalThis.__name = (f) => f');
    // A binding of the browser itself: it survives a navigation that a vector might cause.
    const ran: string[] = [];
    await tab.exposeFunction('__ran', (name: string) => ran.push(String(name)));
    await tab.addScriptTag({ content: await bundleSanitizer() });
    const refused = await tab.evaluate((htmls) => {
      const api = (window as unknown as { hostile: { sanitizeHtml: (h: string) => { html: string }; htmlBudgetProblem: (h: string) => string | null } }).hostile;
      const out = document.getElementById('out')!;
      let refusedCount = 0;
      for (const html of htmls) {
        if (api.htmlBudgetProblem(html) !== null) {
          refusedCount++;
          continue;
        }
        const holder = document.createElement('div');
        holder.innerHTML = api.sanitizeHtml(html).html;
        out.append(holder);
      }
      return refusedCount;
    }, fragments);
    await tab.waitForTimeout(1_000);
    // A vector may have navigated the page away: then there is nothing left to click.
    await tab
      .evaluate(() => {
        for (const element of document.querySelectorAll('#out *')) {
          element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
          if (element instanceof HTMLAnchorElement && !/^(https?|mailto):$/.test(element.protocol)) element.click();
        }
      })
      .catch(() => undefined);
    await tab.waitForTimeout(1_000);
    return { ran, refused };
  } finally {
    await browser.close();
  }
}

export const newsSection: HostileSection = {
  name: 'news',
  async run(): Promise<SectionReport> {
    const { routes, answers } = hostileAnswers();
    const server = await startHostileServer((request, response, base) => {
      const url = new URL(request.url ?? '/', base);
      const route = routes.get(url.pathname + url.search) ?? routes.get(url.pathname);
      const answer = route?.(base) ?? { status: 404, body: '{"detail":"Not found."}' };
      if (answer === 'stall') return;
      if (answer === 'trickle') {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.write('{"count": 1,');
        return;
      }
      sendJson(response, answer.status, answer.body, answer.headers);
    });
    try {
      const client = createApiClient({ baseUrl: server.baseUrl, timeoutMs: 1_500 });
      const verdicts: Verdict[] = [];
      const fragments: string[] = [];
      for (const answer of answers) {
        let outcome: Outcome;
        try {
          const news = await answer.ask(client, server.baseUrl);
          outcome = { kind: 'accepted', news };
          for (const item of news) for (const field of HTML_FIELDS) fragments.push(item[field]);
        } catch (error) {
          const kind = apiErrorKind(error);
          outcome = kind ? { kind } : { kind: 'other', message: error instanceof Error ? error.message : String(error) };
        }
        verdicts.push(judgeNewsAnswer(answer.expected, outcome));
      }
      const polluted = ({} as Record<string, unknown>).polluted !== undefined;
      const { ran, refused } = await renderInChromium(fragments);
      const problems = verdicts.flatMap((v, i) => (v.kind === 'handled' ? [] : [`${answers[i]!.name}: ${v.why}`]));
      if (polluted) problems.push('Object.prototype was polluted');
      for (const name of new Set(ran)) problems.push(`script vector ${name} ran`);
      return {
        section: 'news',
        tried: answers.length,
        handled: verdicts.filter((v) => v.kind === 'handled').length,
        timedOut: 0,
        crashes: polluted ? 1 : 0,
        scriptsRun: ran.length,
        problems,
        figures: {
          'script vectors': namedVectors().length,
          'HTML fragments rendered in Chromium': fragments.length - refused,
          'HTML fragments refused as too big or deep': refused,
        },
      };
    } finally {
      queries.clear();
      await server.close();
    }
  },
};
