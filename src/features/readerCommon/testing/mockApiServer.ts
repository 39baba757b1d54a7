import { createServer } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createApiHandler } from '../../../../mock-api/handler.ts';
import { serveWithHandler } from '../../../../mock-api/node-adapter.ts';
import type { MockApiOptions } from '../../../../mock-api/options.ts';
import type { TestServer } from '../../../api/testing/drfListServer.ts';
import { readFromTestServer } from './renderRoutes.tsx';

/**
 * The real mock API (the handler `npm run dev` mounts) on a random port of 127.0.0.1, recording
 * every request's path and query, so tests can count what the browser code fetched.
 */
export async function startMockApiServer(options: Partial<MockApiOptions> = {}): Promise<TestServer> {
  const handler = createApiHandler(options);
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    void serveWithHandler(handler, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
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
