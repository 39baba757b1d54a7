import { afterAll, expect, it } from 'vitest';
import { startHttpTestServer } from '../../src/testing/httpTestServer.ts';
import { serveWithHandler } from '../node-adapter.ts';
import { describeMockOnly, expectApiHeaders, request, startMock, type RunningMock } from './target.ts';

// Fault injection (--fail-rate, --latency): a feature of the mock, not of the real service.
const started: RunningMock[] = [];
afterAll(() => Promise.all(started.map((m) => m.close())));

async function mock(options: Parameters<typeof startMock>[0]): Promise<RunningMock> {
  const running = await startMock(options);
  started.push(running);
  return running;
}

describeMockOnly('fault injection', () => {
  it('fail rate 1 answers every GET with a DRF-style 500 or 503, with the API headers', async () => {
    const { baseUrl } = await mock({ failRate: 1 });
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i += 1) {
      const answer = await request(`${baseUrl}/api/v1/news/?limit=2`);
      statuses.add(answer.status);
      expectApiHeaders(answer.headers, `answer ${i} (${answer.status})`);
      expect(answer.body).toEqual(
        answer.status === 500 ? { detail: 'A server error occurred.' } : { detail: 'Service temporarily unavailable, try again later.' },
      );
    }
    expect(statuses).toEqual(new Set([500, 503]));
  });

  it('a fault answers HEAD with the same status and headers, no body', async () => {
    const { baseUrl } = await mock({ failRate: 1 });
    const answer = await request(`${baseUrl}/api/v1/news/1/`, { method: 'HEAD' });
    expect([500, 503]).toContain(answer.status);
    expectApiHeaders(answer.headers);
    expect(answer.text).toBe('');
  });

  it('a handler that throws still answers a JSON 500 with the API headers', async () => {
    const server = await startHttpTestServer((req, res) => {
      const original = console.error;
      console.error = () => {};
      void serveWithHandler(() => {
        throw new Error('a bug in a view');
      }, req, res).finally(() => {
        console.error = original;
      });
    });
    try {
      const answer = await request(`${server.baseUrl}/api/v1/news/`);
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ detail: 'A server error occurred.' });
      expectApiHeaders(answer.headers);
    } finally {
      await server.close();
    }
  });

  it('fail rate 0.5 fails some requests and answers the others', async () => {
    const { baseUrl } = await mock({ failRate: 0.5 });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) statuses.push((await request(`${baseUrl}/api/v1/themes/`)).status);
    expect(statuses).toContain(200);
    expect(statuses.some((s) => s >= 500)).toBe(true);
  });

  it('latency delays answers by at least the minimum', async () => {
    const { baseUrl } = await mock({ latency: { min: 150, max: 200 } });
    const started = performance.now();
    const answer = await request(`${baseUrl}/api/v1/themes/`);
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
  });
});
