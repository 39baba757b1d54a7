import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

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

export const CORS_HEADERS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' } as const;

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...CORS_HEADERS, ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startHostileServer(handler: HostileHandler): Promise<HostileServer> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  let baseUrl = '';
  const server: Server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...CORS_HEADERS, 'Access-Control-Allow-Methods': 'GET' });
      response.end();
      return;
    }
    requests.push(request.url ?? '');
    handler(request, response, baseUrl);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    requests,
    // Stalled answers are never ended by their handler: their sockets are destroyed here.
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
