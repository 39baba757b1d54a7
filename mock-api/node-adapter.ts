import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { API_HEADERS } from './http/responses.ts';
import type { ApiHandler, ApiRequest } from './types.ts';

function toApiRequest(req: IncomingMessage): ApiRequest {
  // Node lower-cases header names and joins repeated ones with ", "; only Set-Cookie stays an
  // array, and requests have none worth reading. No copy per request: this is the hot path.
  return { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers as Record<string, string | undefined> };
}

/** Answers smaller than this are sent as they are: gzip would save next to nothing. */
const GZIP_MIN_BYTES = 1024;

/**
 * Runs the framework-free handler for a Node request and writes its answer. With `gzip`, an answer
 * of at least 1 KB is sent gzip-compressed to a client that accepts it, as a production server in
 * front of DRF sends it (the Vite mount turns this on with MOCK_API_GZIP=1, for the Lighthouse bench).
 */
export async function serveWithHandler(handler: ApiHandler, req: IncomingMessage, res: ServerResponse, { gzip = false } = {}): Promise<void> {
  try {
    const answer = await handler(toApiRequest(req));
    const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip && accepts && req.method !== 'HEAD' && answer.body.length >= GZIP_MIN_BYTES) {
      const body = gzipSync(answer.body);
      res.writeHead(answer.status, { ...answer.headers, 'Content-Encoding': 'gzip', 'Content-Length': String(body.length), Vary: 'Accept-Encoding' });
      res.end(body);
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  } catch (error) {
    // A handler bug must still answer JSON, never hang the client or leak a stack trace.
    console.error(error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(500, API_HEADERS);
    res.end(JSON.stringify({ detail: 'A server error occurred.' }));
  }
}
