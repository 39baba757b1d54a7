import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_HEADERS } from './http/responses.ts';
import type { ApiHandler, ApiRequest } from './types.ts';

function toApiRequest(req: IncomingMessage): ApiRequest {
  // Node lower-cases header names and joins repeated ones with ", "; only Set-Cookie stays an
  // array, and requests have none worth reading. No copy per request: this is the hot path.
  return { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers as Record<string, string | undefined> };
}

/** Runs the framework-free handler for a Node request and writes its answer. */
export async function serveWithHandler(handler: ApiHandler, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const answer = await handler(toApiRequest(req));
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
