import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Requests one connection may have waiting behind its answer in progress. Browsers never pipeline
 * HTTP/1.1 requests, so only a client that sends many at once and reads none of them gets here.
 */
export const MAX_WAITING_REQUESTS = 16;

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Makes `server` answer the requests of one connection one at a time: a pipelined request reaches
 * the request listeners only once the answer before it has been handed to the system ('finish'),
 * and more than `MAX_WAITING_REQUESTS` waiting drops the connection.
 *
 * Why: Node hands every request of a received chunk to the listeners at once, so a client that
 * sent 200 requests for 2.5 MB pages in one write and read nothing had all 200 rendered and
 * queued (6.7 s of blocked event loop, 500 MB held), while everybody else waited. Gated, a client
 * that does not read costs the answer the system refused and nothing more, until the send timeout
 * drops it.
 *
 * Applies to the 'request' listeners already on `server` (a server made elsewhere, such as `vite
 * preview`'s, has its handler there); listeners added later are not gated.
 */
export function answerOneAtATime(server: Server): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    for (const listener of listeners) listener.call(server, req, res);
  };

  // A connection is in the map while one of its answers is in progress; the array holds what waits.
  const waiting = new Map<Socket, (() => void)[]>();
  server.on('connection', (socket: Socket) => socket.once('close', () => waiting.delete(socket)));

  const start = (socket: Socket, req: IncomingMessage, res: ServerResponse) => {
    let done = false;
    const next = () => {
      if (done) return;
      done = true;
      const queue = waiting.get(socket);
      const following = queue?.shift();
      if (following) {
        // Not now: other connections' requests get their turn between two of this one's answers.
        setImmediate(following);
      } else waiting.delete(socket);
    };
    res.once('finish', next);
    res.once('close', next);
    answer(req, res);
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    // Node goes on parsing the rest of a received chunk after its connection was dropped.
    if (socket.destroyed) return;
    const queue = waiting.get(socket);
    if (!queue) {
      waiting.set(socket, []);
      start(socket, req, res);
      return;
    }
    if (queue.length >= MAX_WAITING_REQUESTS) {
      socket.destroy();
      return;
    }
    queue.push(() => {
      if (!socket.destroyed) start(socket, req, res);
    });
  });
}
