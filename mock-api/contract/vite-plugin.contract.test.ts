import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get as httpGet } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { createServer, preview } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { mockApiPlugin } from '../vite-plugin.ts';
import { describeMockOnly } from './target.ts';

// `npm run dev` and `npm run preview` mount the same handler at /api through this plugin.
const root = mkdtempSync(join(tmpdir(), 'mock-api-vite-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Sets variables while `run` (awaited) lasts: the plugin reads them when the server starts. */
async function withEnv<T>(env: Record<string, string>, run: () => T | Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await run();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describeMockOnly('Vite plugin', () => {
  it('serves the API under /api on the dev server, with options from MOCK_API_* variables', async () => {
    const server = await withEnv({ MOCK_API_NEWS: '30', MOCK_API_SEED: '5' }, async () => {
      const dev = await createServer({ configFile: false, root, logLevel: 'silent', plugins: [mockApiPlugin()], server: { port: 0, host: '127.0.0.1' } });
      return dev.listen();
    });
    try {
      const { port } = server.httpServer?.address() as AddressInfo;
      const page = (await (await fetch(`http://127.0.0.1:${port}/api/v1/news/?limit=2`)).json()) as { count: number; next: string };
      expect(page.count).toBe(30);
      expect(page.next).toBe(`http://127.0.0.1:${port}/api/v1/news/?limit=2&offset=2`);
      const index = await fetch(`http://127.0.0.1:${port}/`);
      expect(index.headers.get('content-type')).toContain('text/html');
    } finally {
      await server.close();
    }
  }, 60_000);

  it('serves the API on the preview server, with fault injection from MOCK_API_FAIL_RATE', async () => {
    const server = await withEnv({ MOCK_API_FAIL_RATE: '1' }, () =>
      preview({ configFile: false, root, logLevel: 'silent', plugins: [mockApiPlugin()], build: { outDir: root }, preview: { port: 0, host: '127.0.0.1' } }),
    );
    try {
      const { port } = server.httpServer.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/themes/`);
      expect([500, 503]).toContain(response.status);
      expect(typeof ((await response.json()) as { detail: string }).detail).toBe('string');
    } finally {
      await server.close();
    }
  }, 60_000);

  it('answers gzip-compressed with MOCK_API_GZIP=1, to a client that accepts it, and plain otherwise', async () => {
    const raw = (port: number, encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const request = httpGet({ host: '127.0.0.1', port, path: '/api/v1/news/?limit=5', headers: { 'Accept-Encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        });
        request.on('error', reject);
      });
    for (const gzip of ['1', '0']) {
      const server = await withEnv({ MOCK_API_GZIP: gzip }, () =>
        preview({ configFile: false, root, logLevel: 'silent', plugins: [mockApiPlugin()], build: { outDir: root }, preview: { port: 0, host: '127.0.0.1' } }),
      );
      try {
        const { port } = server.httpServer.address() as AddressInfo;
        const plain = await raw(port, 'identity');
        expect(plain.headers['content-encoding']).toBeUndefined();
        const page = JSON.parse(plain.body.toString('utf8')) as { results: unknown[] };
        expect(page.results).toHaveLength(5);
        const compressed = await raw(port, 'gzip, deflate, br');
        if (gzip === '1') {
          expect(compressed.headers['content-encoding']).toBe('gzip');
          expect(Number(compressed.headers['content-length'])).toBe(compressed.body.length);
          expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
          expect(gunzipSync(compressed.body).toString('utf8')).toBe(plain.body.toString('utf8'));
        } else {
          expect(compressed.headers['content-encoding']).toBeUndefined();
          expect(compressed.body.toString('utf8')).toBe(plain.body.toString('utf8'));
        }
      } finally {
        await server.close();
      }
    }
  }, 60_000);

  it('refuses a bad MOCK_API_* value with its name in the message', async () => {
    const configure = mockApiPlugin().configureServer as unknown as (server: { middlewares: { use(): void } }) => void;
    await expect(withEnv({ MOCK_API_LATENCY: 'soon' }, () => configure({ middlewares: { use() {} } }))).rejects.toThrow(/MOCK_API_LATENCY must be MS or MIN-MAX/);
  });
});
