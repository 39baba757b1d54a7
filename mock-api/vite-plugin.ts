import type { Plugin } from 'vite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApiHandler } from './handler.ts';
import { serveWithHandler } from './node-adapter.ts';

/** Mounts the mock API at `/api` on the app's own origin for `vite` and `vite preview`. */
export function mockApiPlugin(): Plugin {
  const handler = createApiHandler();
  const middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url === '/api' || req.url?.startsWith('/api/') || req.url?.startsWith('/api?')) {
      void serveWithHandler(handler, req, res);
    } else {
      next();
    }
  };
  return {
    name: 'mock-api',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
