import { afterAll, beforeAll } from 'vitest';
import { createApiHandler } from '../../../../mock-api/handler.ts';
import { serveWithHandler } from '../../../../mock-api/node-adapter.ts';
import type { MockApiOptions } from '../../../../mock-api/options.ts';
import type { TestServer } from '../../../api/testing/drfListServer.ts';
import { startHttpTestServer } from '../../../testing/httpTestServer.ts';
import { readFromTestServer } from './renderRoutes.tsx';

/**
 * The real mock API (the handler `npm run dev` mounts) on a random port of 127.0.0.1, recording
 * every request's path and query, so tests can count what the browser code fetched.
 */
export async function startMockApiServer(options: Partial<MockApiOptions> = {}): Promise<TestServer> {
  const handler = createApiHandler(options);
  const requests: string[] = [];
  const { baseUrl, close } = await startHttpTestServer((req, res) => {
    requests.push(req.url ?? '');
    void serveWithHandler(handler, req, res);
  });
  return { baseUrl, requests, close };
}

/** The mock API for the tests of one file: started before them, read by each one, closed after them. */
export function readFromMockApiServer(): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startMockApiServer();
  });
  afterAll(() => server?.close());
  const started = () => {
    if (!server) throw new Error('the mock API server has not started');
    return server;
  };
  readFromTestServer(started);
  return started;
}
