import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The one way tests start a real HTTP server (the mock API, a DRF-like list, a hostile or slow
 * server): on 127.0.0.1, on a port the system picks. Node only; every test layer may import it
 * (api, features, cli, mock-api, e2e, scripts).
 */
export interface HttpTestServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  baseUrl: string;
  server: Server;
  /** Ends every connection, stalled answers included, and stops listening; safe to call twice. */
  close(): Promise<void>;
}

export async function startHttpTestServer(handler: RequestListener): Promise<HttpTestServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        // Not listening any more (closed already): the callback gets an error, which is no reason to fail.
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
