import { describe, expect, it } from 'vitest';
import { startHttpTestServer } from './httpTestServer.ts';

describe('startHttpTestServer', () => {
  it('serves on a free port of 127.0.0.1, and close() ends even an answer that never finishes', async () => {
    const [a, b] = await Promise.all([
      startHttpTestServer((_request, response) => response.end('a')),
      startHttpTestServer((_request, response) => {
        response.writeHead(200);
        response.write('stalled');
      }),
    ]);
    expect(a.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(a.baseUrl).not.toBe(b.baseUrl);
    expect(await (await fetch(`${a.baseUrl}/`)).text()).toBe('a');
    const stalled = await fetch(`${b.baseUrl}/`);
    const body = stalled.text().catch((error: unknown) => error);
    await Promise.all([a.close(), b.close()]);
    expect(await body).toBeInstanceOf(Error);
    expect(b.server.listening).toBe(false);
    await b.close();
    await expect(fetch(`${a.baseUrl}/`)).rejects.toThrow();
  });
});
