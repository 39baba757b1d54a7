import type { Plugin } from 'vite';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { createApiHandler } from './handler.ts';
import { serveWithHandler } from './node-adapter.ts';
import { optionsFromEnv, type MockApiOptions } from './options.ts';
import type { ApiHandler } from './types.ts';
import { resolveServerLimits } from './server/serverLimits.ts';
import { shedClients } from './server/sheddingServer.ts';

/**
 * Mounts the mock API at `/api` on the app's own origin for `vite` and `vite preview`. Options
 * come from MOCK_API_* environment variables (see mock-api/README.md) unless given here.
 */
export function mockApiPlugin(options?: Partial<MockApiOptions>): Plugin {
  let handler: ApiHandler | undefined;
  // Built on first use: `vite build` loads the plugin too and must not pay for the data set.
  const getHandler = (): ApiHandler => (handler ??= createApiHandler(options ?? optionsFromEnv(process.env)));
  // MOCK_API_GZIP=1: answers gzip-compressed, as a production server would (`vite preview` compresses
  // the app's own files but not what a middleware answers). The Lighthouse bench sets it.
  const gzip = process.env.MOCK_API_GZIP === '1';
  const middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url === '/api' || req.url?.startsWith('/api/') || req.url?.startsWith('/api?')) {
      void serveWithHandler(getHandler(), req, res, { gzip });
    } else {
      next();
    }
  };
  return {
    name: 'mock-api',
    configureServer(server) {
      // Read the environment now, so a bad MOCK_API_* value stops the server with its message.
      getHandler();
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      getHandler();
      server.middlewares.use(middleware);
      // The preview is the mock's server too (the e2e suite and the Lighthouse bench use it): the
      // standalone mock's defaults for idle, slow and non-reading clients apply (issue 42).
      if (server.httpServer instanceof Server) shedClients(server.httpServer, resolveServerLimits());
    },
  };
}
