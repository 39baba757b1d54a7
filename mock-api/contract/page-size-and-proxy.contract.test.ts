import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Paginated } from '../../src/api/resources/resources.ts';
import { describeMockOnly, getJson, request, startMock, type RunningMock } from './target.ts';

// One request must not make the mock render the whole data set, and a header any client
// can send must not choose the host written into the links unless a proxy in front sets it.
type Page = Paginated<{ id: number }>;
const mocks: RunningMock[] = [];
let plain: RunningMock;
let proxied: RunningMock;
beforeAll(async () => {
  plain = await startMock({ newsCount: 2500 });
  proxied = await startMock({ newsCount: 30, trustProxy: true });
  mocks.push(plain, proxied);
});
afterAll(() => Promise.all(mocks.map((m) => m.close())));

describeMockOnly('maximum page size (DRF max_limit, default 1,000)', () => {
  it('clamps limit=5000 to 1,000 results, and next continues where the page ended', async () => {
    const first = await getJson<Page>(`${plain.baseUrl}/api/v1/news/?limit=5000&ordering=id`);
    expect(first.count).toBe(2500);
    expect(first.results).toHaveLength(1000);
    const next = new URL(first.next as string);
    expect(next.searchParams.get('limit')).toBe('1000');
    expect(next.searchParams.get('offset')).toBe('1000');
    const ids = new Set(first.results.map((n) => n.id));
    let url: string | null = first.next;
    while (url) {
      const page: Page = await getJson<Page>(url);
      expect(page.results.length).toBeLessThanOrEqual(1000);
      for (const item of page.results) ids.add(item.id);
      url = page.next;
    }
    expect(ids.size).toBe(2500);
  });

  it('serves a limit under the maximum as asked, and the previous link keeps the clamped limit', async () => {
    expect((await getJson<Page>(`${plain.baseUrl}/api/v1/news/?limit=999`)).results).toHaveLength(999);
    const deep = await getJson<Page>(`${plain.baseUrl}/api/v1/news/?limit=100000000000000000000&offset=1500`);
    expect(deep.results).toHaveLength(1000);
    expect(new URL(deep.previous as string).searchParams.get('offset')).toBe('500');
    expect(deep.next).toBeNull();
  });

  it('takes another maximum, or none (0), from the options', async () => {
    const small = await startMock({ newsCount: 50, maxLimit: 7 });
    const none = await startMock({ newsCount: 1200, maxLimit: 0 });
    mocks.push(small, none);
    expect((await getJson<Page>(`${small.baseUrl}/api/v1/news/?limit=20`)).results).toHaveLength(7);
    expect((await getJson<Page>(`${none.baseUrl}/api/v1/news/?limit=5000`)).results).toHaveLength(1200);
  });
});

describeMockOnly('X-Forwarded-Host and X-Forwarded-Proto', () => {
  const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('are ignored by default: links stay on the host the request was sent to', async () => {
    const page = await getJson<Page & { results: Array<{ visual_url: string }> }>(`${plain.baseUrl}/api/v1/news/?limit=2`, { headers: forwarded });
    expect(page.next).toBe(`${plain.baseUrl}/api/v1/news/?limit=2&offset=2`);
    expect(page.results[0]?.visual_url.startsWith(`${plain.baseUrl}/api/media/`)).toBe(true);
    const root = await getJson<Record<string, string>>(`${plain.baseUrl}/api/v1/`, { headers: forwarded });
    expect(Object.values(root).every((link) => link.startsWith(`${plain.baseUrl}/`))).toBe(true);
    // Nor can an invalid forwarded host turn the answer into an error.
    expect((await request(`${plain.baseUrl}/api/v1/news/?limit=2`, { headers: { 'x-forwarded-host': 'bad host' } })).status).toBe(200);
  });

  it('are followed when the mock is told it is behind a proxy', async () => {
    const page = await getJson<Page>(`${proxied.baseUrl}/api/v1/news/?limit=2`, { headers: forwarded });
    expect(page.next).toBe('https://evil.example/api/v1/news/?limit=2&offset=2');
    const own = await getJson<Page>(`${proxied.baseUrl}/api/v1/news/?limit=2`);
    expect(own.next).toBe(`${proxied.baseUrl}/api/v1/news/?limit=2&offset=2`);
  });
});
