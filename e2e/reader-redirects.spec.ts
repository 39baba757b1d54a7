// The news reader against an API that answers with a redirect to another host (issue 42): before,
// the browser followed it (the request reached that host) and only then did the client refuse it.
import { test, expect } from './fixtures.ts';
import { sendJson, startHostileServer, type HostileServer } from '../src/api/testing/hostileServer.ts';

const servers: HostileServer[] = [];
test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

test('a 302 from the API to another port is refused before it is followed: that server sees no request, the reader says why', async ({ page }) => {
  // The other host: a real server on 127.0.0.1 that counts what reaches it, and would answer news.
  const elsewhere = await startHostileServer((_request, response) => sendJson(response, 200, { count: 0, next: null, previous: null, results: [] }));
  servers.push(elsewhere);
  const api = await startHostileServer((request, response, base) => {
    const url = new URL(request.url ?? '/', base);
    response.writeHead(302, { Location: `${elsewhere.baseUrl}${url.pathname}${url.search}`, 'Access-Control-Allow-Origin': '*' });
    response.end();
  });
  servers.push(api);
  await page.addInitScript((baseUrl) => window.localStorage.setItem('news.apiBaseUrl', baseUrl), api.baseUrl);
  await page.goto('/news?ui=en');

  const alert = page.getByRole('alert').filter({ hasText: 'The news could not be loaded' });
  await expect(alert).toContainText('answered with a redirect; the API should answer at its own address, so the redirect was not followed', { timeout: 20_000 });
  expect(api.requests.some((path) => path.startsWith('/api/v1/news/'))).toBe(true);
  expect(elsewhere.requests).toEqual([]);
});
