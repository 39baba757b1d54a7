import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { connectionsCheckingInterval, type ServerLimits } from './serverLimits.ts';

/** What a refused connection reads: the same words as the mock's injected 503 (http/faults.ts). */
const FULL_BODY = JSON.stringify({ detail: 'Service temporarily unavailable, try again later.' });
const FULL_ANSWER =
  'HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nRetry-After: 1\r\nConnection: close\r\n' +
  `Content-Length: ${Buffer.byteLength(FULL_BODY)}\r\n\r\n${FULL_BODY}`;

/** Called once the answer is written (`res.end`); a promise lets the send timeout start then. */
export type AnsweringListener = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/**
 * A node:http server that sheds the clients `limits` describes (see ServerLimits): idle and
 * kept-alive connections time out, late headers and requests get Node's 408, an answer the client
 * does not take within `sendTimeout` drops its connection, and past `maxConnections` the least
 * useful connection goes first. Node's own `maxConnections` is not used: it refuses the newcomer,
 * so 1,000 idle sockets would lock every ordinary client out.
 */
export function createSheddingServer(listener: AnsweringListener, limits: ServerLimits): Server {
  const server = createServer({
    headersTimeout: limits.headersTimeout,
    requestTimeout: limits.requestTimeout,
    connectionsCheckingInterval: connectionsCheckingInterval(limits),
  });
  server.keepAliveTimeout = limits.keepAliveTimeout;

  // Insertion order is age: the first entry of each set is the one to close first.
  const neverAsked = new Set<Socket>();
  const keptAlive = new Set<Socket>();
  const answersInFlight = new Map<Socket, number>();

  const evictOne = (newcomer: Socket): boolean => {
    for (const pool of [neverAsked, keptAlive]) {
      for (const socket of pool) {
        if (socket === newcomer) continue;
        pool.delete(socket);
        socket.destroy();
        return true;
      }
    }
    return false;
  };

  server.on('connection', (socket: Socket) => {
    // Counted before the cap is checked: `answersInFlight` holds every open connection.
    answersInFlight.set(socket, 0);
    neverAsked.add(socket);
    socket.once('close', () => {
      answersInFlight.delete(socket);
      neverAsked.delete(socket);
      keptAlive.delete(socket);
    });
    if (answersInFlight.size > limits.maxConnections && !evictOne(socket)) {
      // Every other connection has an answer in flight: the newcomer is told why, not just reset.
      neverAsked.delete(socket);
      socket.end(FULL_ANSWER);
      return;
    }
    // A connection that never sends a byte starts no request, so no header timeout covers it.
    socket.setTimeout(limits.idleTimeout);
  });

  // Fired by the idle and keep-alive timeouts (socket.setTimeout). An answer still being prepared
  // (the mock's --latency) is not idleness; an answer not taken is the send timeout's business.
  server.on('timeout', (socket: Socket) => {
    if ((answersInFlight.get(socket) ?? 0) === 0) socket.destroy();
  });

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    neverAsked.delete(socket);
    keptAlive.delete(socket);
    answersInFlight.set(socket, (answersInFlight.get(socket) ?? 0) + 1);
    let sendTimer: NodeJS.Timeout | undefined;
    res.once('close', () => {
      clearTimeout(sendTimer);
      const left = (answersInFlight.get(socket) ?? 1) - 1;
      if (socket.destroyed || !answersInFlight.has(socket)) return;
      answersInFlight.set(socket, left);
      if (left === 0) keptAlive.add(socket);
    });
    const startSendTimeout = () => {
      if (res.writableFinished || res.destroyed) return;
      // A reset, not a close: a closed socket's unsent bytes stay queued in the kernel (an orphan
      // that keeps probing a peer that never reads), while a reset frees them at once.
      sendTimer = setTimeout(() => socket.resetAndDestroy(), limits.sendTimeout);
      sendTimer.unref();
    };
    Promise.resolve(listener(req, res)).then(startSendTimeout, startSendTimeout);
  });
  return server;
}
