import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { caddyHeaders, nginxHeaders, securityHeaders } from './securityHeaders.ts';

/** Written beside index.html by every build: the production server includes one of them. */
export const NGINX_FILE = 'security-headers.nginx.conf';
export const CADDY_FILE = 'security-headers.caddy';

/**
 * Serves the built app with its security headers under `vite preview`, and writes the same headers
 * for nginx and Caddy next to the build. Both read the index.html actually written, after every
 * plugin has put its inline scripts in, so the hashes cannot drift from the page. (`vite` in dev
 * mode runs its own inline scripts for hot reload: it gets no policy.)
 */
export function securityHeadersPlugin(): Plugin {
  let outDir = 'dist';
  const builtHeaders = () => securityHeaders(readFileSync(join(outDir, 'index.html'), 'utf8'));
  return {
    name: 'security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      handler() {
        const headers = builtHeaders();
        writeFileSync(join(outDir, NGINX_FILE), nginxHeaders(headers));
        writeFileSync(join(outDir, CADDY_FILE), caddyHeaders(headers));
      },
    },
    configurePreviewServer(server) {
      // Read once, when the preview starts: the build it serves does not change under it.
      const headers = builtHeaders();
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
