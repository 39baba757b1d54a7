import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { answerOneAtATime } from './oneAnswerAtATime.ts';
import { connectionsCheckingInterval, type ServerLimits } from './serverLimits.ts';

/** What a refused connection reads: the same words as the mock's injected 503 (http/faults.ts). */
const FULL_BODY = JSON.stringify({ detail: 'Service temporarily unavailable, try again later.' });
const FULL_ANSWER =
  'HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nRetry-After: 1\r\nConnection: close\r\n' +
  `Content-Length: ${Buffer.byteLength(FULL_BODY)}\r\n\r\n${FULL_BODY}`;

/** Answers a request; the send timeout starts once it ends the answer (`res.end`). */
export type AnsweringListener = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/**
 * A node:http server that sheds the clients `limits` describes (see ServerLimits): idle and
 * kept-alive connections time out, late headers and requests get Node's 408, an answer the client
 * does not take within `sendTimeout` drops its connection, and past `maxConnections` the oldest
 * connection that never asked anything goes first. Node's own `maxConnections` is not used: it refuses the newcomer,
 * so 1,000 idle sockets would lock every ordinary client out.
 */
export function createSheddingServer(listener: AnsweringListener, limits: ServerLimits): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeout,
      requestTimeout: limits.requestTimeout,
      connectionsCheckingInterval: connectionsCheckingInterval(limits),
    },
    // A failed answer is the listener's to report; here it only must not become an unhandled rejection.
    (req: IncomingMessage, res: ServerResponse) => void Promise.resolve(listener(req, res)).catch(() => undefined),
  );
  // After the listener is on: shedClients puts the listeners it finds behind answerOneAtATime.
  shedClients(server, limits);
  return server;
}

/**
 * The same shedding on a server made elsewhere (`vite preview`'s, which serves the mock too): its
 * request handler stays, and the send timeout starts when an answer has been ended ('prefinish').
 * Node checks header and request timeouts there every 30 s (its default check interval, fixed when
 * a server is created), so they are enforced within 30 s of their limit; the idle timeout is exact.
 */
export function shedClients(server: Server, limits: ServerLimits): void {
  answerOneAtATime(server);
  server.headersTimeout = limits.headersTimeout;
  server.requestTimeout = limits.requestTimeout;
  server.keepAliveTimeout = limits.keepAliveTimeout;

  // Insertion order is age: the first entry is the one to close first. Only connections that never
  // asked anything are closed to make room: a kept-alive one is most likely an ordinary client
  // between two requests (its keep-alive timeout ends it soon enough), a newcomer most likely one
  // more of the clients that filled the cap.
  const neverAsked = new Set<Socket>();
  const answersInFlight = new Map<Socket, number>();

  const evictOne = (newcomer: Socket): boolean => {
    for (const socket of neverAsked) {
      if (socket === newcomer) continue;
      neverAsked.delete(socket);
      socket.destroy();
      return true;
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
    });
    if (answersInFlight.size > limits.maxConnections && !evictOne(socket)) {
      // Every other connection has asked something: the newcomer is told why, not just reset.
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

  // First of the request listeners, so that the send timeout is armed before any answer can end.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    neverAsked.delete(socket);
    answersInFlight.set(socket, (answersInFlight.get(socket) ?? 0) + 1);
    let sendTimer: NodeJS.Timeout | undefined;
    res.once('close', () => {
      clearTimeout(sendTimer);
      if (answersInFlight.has(socket)) answersInFlight.set(socket, (answersInFlight.get(socket) ?? 1) - 1);
    });
    const startSendTimeout = () => {
      if (res.writableFinished || res.destroyed) return;
      // A reset, not a close: a closed socket's unsent bytes stay queued in the kernel (an orphan
      // that keeps probing a peer that never reads), while a reset frees them at once.
      sendTimer = setTimeout(() => socket.resetAndDestroy(), limits.sendTimeout);
      sendTimer.unref();
    };
    // Ended by whatever answers (the mock, or Vite's own files under `vite preview`).
    res.once('prefinish', startSendTimeout);
  });
}
