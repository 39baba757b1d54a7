import type { IncomingMessage, ServerResponse } from 'node:http';
import { startHttpTestServer } from '../../testing/httpTestServer.ts';

/**
 * A real HTTP server on a free port whose every answer is written by the test: for the ways an API
 * (or something posing as one) can misbehave. CORS is open so a browser page can read it too.
 */
export interface HostileServer {
  baseUrl: string;
  /** Path and query of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

export type HostileHandler = (request: IncomingMessage, response: ServerResponse, baseUrl: string) => void;

const CORS_HEADERS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' } as const;

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...CORS_HEADERS, ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startHostileServer(handler: HostileHandler): Promise<HostileServer> {
  const requests: string[] = [];
  let baseUrl = '';
  // Stalled answers are never ended by their handler: close() ends their connections.
  const server = await startHttpTestServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...CORS_HEADERS, 'Access-Control-Allow-Methods': 'GET' });
      response.end();
      return;
    }
    requests.push(request.url ?? '');
    handler(request, response, baseUrl);
  });
  baseUrl = server.baseUrl;
  return { baseUrl, requests, close: server.close };
}
