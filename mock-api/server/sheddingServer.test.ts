import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiHandler } from '../handler.ts';
import { serveWithHandler } from '../node-adapter.ts';
import type { MockApiOptions } from '../options.ts';
import { MAX_WAITING_REQUESTS } from './oneAnswerAtATime.ts';
import { createSheddingServer } from './sheddingServer.ts';
import { resolveServerLimits, type ServerLimits } from './serverLimits.ts';

// Each case waits for sockets' 'close' events (never a sleep), bounded by this: far past every
// limit used below, so only a connection the server keeps forever makes a case fail.
const CLOSE_BOUND_MS = 15_000;

let running: Server | undefined;
const clients: Socket[] = [];

afterEach(async () => {
  for (const socket of clients.splice(0)) socket.destroy();
  const server = running;
  running = undefined;
  if (server) await new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections()));
});

/** Requests the mock's handler has been given (answers produced), since the last startMock. */
let answered = 0;

async function startMock(limits: Partial<ServerLimits>, options: Partial<MockApiOptions> = {}): Promise<string> {
  const handler = createApiHandler(options);
  answered = 0;
  const server = createSheddingServer((req, res) => {
    answered++;
    return serveWithHandler(handler, req, res);
  }, resolveServerLimits(limits));
  running = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw TCP client on the mock's port; `closed` resolves when the server ends the connection. */
async function openSocket(baseUrl: string): Promise<{ socket: Socket; closed: Promise<number> }> {
  // Timed from before the connect: the server starts its timers only once it has accepted.
  const openedAt = performance.now();
  const socket = connect(Number(new URL(baseUrl).port), '127.0.0.1');
  clients.push(socket);
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - openedAt)));
  return { socket, closed };
}

/** Resolves with the values, or rejects naming how many were still pending after `ms`. */
async function allWithin<T>(promises: Promise<T>[], ms: number, what: string): Promise<T[]> {
  let settled = 0;
  for (const promise of promises) void promise.then(() => settled++);
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${promises.length - settled} of ${promises.length} ${what} still open after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([Promise.all(promises), bound]);
  } finally {
    clearTimeout(timer);
  }
}

/** Everything a raw client reads until the server closes, as text. */
function readAll(socket: Socket): Promise<string> {
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  return new Promise((resolve) => socket.once('close', () => resolve(text)));
}

describe('the mock server sheds clients that hold it', () => {
  it('closes 200 connections that send nothing after the idle timeout, answering an ordinary request meanwhile', async () => {
    const baseUrl = await startMock({ idleTimeout: 400 });
    const idle = await Promise.all(Array.from({ length: 200 }, () => openSocket(baseUrl)));

    const ordinary = await fetch(`${baseUrl}/api/v1/news/?limit=2`);
    expect(ordinary.status).toBe(200);
    expect((await ordinary.json()) as { results: unknown[] }).toMatchObject({ results: [{}, {}] });

    const openFor = await allWithin(
      idle.map((client) => client.closed),
      CLOSE_BOUND_MS,
      'idle connections',
    );
    // Not before the timeout: the server waited for them as long as it said it would.
    expect(Math.min(...openFor)).toBeGreaterThanOrEqual(350);
  });

  it('closes a kept-alive connection with no new request after the keep-alive timeout', async () => {
    const baseUrl = await startMock({ keepAliveTimeout: 300 });
    const { socket, closed } = await openSocket(baseUrl);
    const answer = readAll(socket);
    socket.write('GET /api/v1/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await allWithin([closed], CLOSE_BOUND_MS, 'kept-alive connection');
    expect(await answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it('answers 408 to a client that sends its headers a byte at a time past the headers timeout', async () => {
    const baseUrl = await startMock({ headersTimeout: 300, requestTimeout: 600, idleTimeout: 10_000 });
    const { socket, closed } = await openSocket(baseUrl);
    const answer = readAll(socket);
    const dribble = setInterval(() => socket.write('X'), 50);
    socket.write('GET /api/v1/ HTTP/1.1\r\nX-Slow: ');
    try {
      await allWithin([closed], CLOSE_BOUND_MS, 'slow-header connection');
    } finally {
      clearInterval(dribble);
    }
    expect(await answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it('drops a client that never reads its answers after the send timeout', async () => {
    const baseUrl = await startMock({ sendTimeout: 500 });
    // A paused client does not notice the drop until it reads again, so the server's side is watched.
    const serverSideClosed = new Promise<number>((resolve) =>
      running!.once('connection', (socket: Socket) => {
        const openedAt = performance.now();
        socket.once('close', () => resolve(performance.now() - openedAt));
      }),
    );
    const { socket, closed } = await openSocket(baseUrl);
    socket.pause();
    // Five 2.5 MB pages: more than the kernel's socket buffers hold, so the server is left with
    // bytes it cannot hand over.
    socket.write('GET /api/v1/news/?limit=1000 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(5));
    const [openFor] = await allWithin([serverSideClosed], CLOSE_BOUND_MS, 'non-reading connection');
    expect(openFor).toBeGreaterThanOrEqual(450);
    // Reading again, the client finds its connection ended before all five answers came.
    let received = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    socket.resume();
    await allWithin([closed], CLOSE_BOUND_MS, 'non-reading connection (client side)');
    expect(received).toBeLessThan(5 * 2_400_000);

    const ordinary = await fetch(`${baseUrl}/api/v1/news/?limit=1`);
    expect(ordinary.status).toBe(200);
  });

  it('past the connection cap closes the oldest silent connection, not the newcomer', async () => {
    const baseUrl = await startMock({ maxConnections: 20, idleTimeout: 60_000 });
    const idle = await Promise.all(Array.from({ length: 20 }, () => openSocket(baseUrl)));

    const ordinary = await fetch(`${baseUrl}/api/v1/news/?limit=1`);
    expect(ordinary.status).toBe(200);
    // The first one opened made room; the other nineteen are still open.
    await allWithin([idle[0]!.closed], CLOSE_BOUND_MS, 'oldest idle connection');
    expect(idle.filter((client) => client.socket.destroyed || client.socket.readableEnded)).toHaveLength(1);
  });

  it('past the cap with every connection busy answers the newcomer 503 with a reason', async () => {
    const baseUrl = await startMock({ maxConnections: 5 }, { latency: { min: 2_000, max: 2_000 } });
    const busy = await Promise.all(Array.from({ length: 5 }, () => openSocket(baseUrl)));
    const answers = busy.map((client) => readAll(client.socket));
    let received = 0;
    running!.on('request', () => received++);
    for (const client of busy) client.socket.write('GET /api/v1/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    // Wait until the server has read all five requests: a sixth connection then has no one to replace.
    await expect.poll(() => received).toBe(5);

    const { socket } = await openSocket(baseUrl);
    const refused = await readAll(socket);
    expect(refused).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(refused).toContain('{"detail":"Service temporarily unavailable, try again later."}');

    // The five busy ones still get their answers.
    for (const answer of await Promise.all(answers)) expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it('produces no more answers for a client that pipelines twelve 2.5 MB pages and reads none, answering an ordinary request meanwhile', async () => {
    // Long enough that the ordinary request below is answered before it on a busy machine.
    const baseUrl = await startMock({ sendTimeout: 5_000 });
    const serverSide = new Promise<Socket>((resolve) => running!.once('connection', resolve));
    // Requests as they reach the server (a listener added after it was made is not held back).
    let arrived = 0;
    running!.on('request', () => arrived++);
    const { socket } = await openSocket(baseUrl);
    socket.pause();
    // Twelve different pages, so that no answer is a cached one shared with another request.
    socket.write(Array.from({ length: 12 }, (_, i) => `GET /api/v1/news/?limit=1000&offset=${i} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`).join(''));
    const held = await serverSide;
    const heldClosed = new Promise<void>((resolve) => held.once('close', () => resolve()));
    await expect.poll(() => arrived, { timeout: CLOSE_BOUND_MS }).toBe(12);

    const ordinary = await fetch(`${baseUrl}/api/v1/news/?limit=1`);
    expect(ordinary.status).toBe(200);
    expect((await ordinary.json()) as { results: unknown[] }).toMatchObject({ results: [{}] });
    // Answered while the non-reader was still held, not after it was dropped.
    expect(held.destroyed).toBe(false);

    await allWithin([heldClosed], CLOSE_BOUND_MS, 'non-reading connection');
    // One page in the system's socket buffers (at most 4 MB on Linux), one the system refused;
    // the other requests were never answered (before: all twelve were rendered and queued).
    // One more than that is allowed for a system with larger buffers. The ordinary request is the +1.
    expect(answered - 1).toBeLessThanOrEqual(3);
  });

  it(`drops a client with more than ${MAX_WAITING_REQUESTS} requests waiting behind an answer it does not read`, async () => {
    // A send timeout no case waits for: only the waiting requests can end this connection in time.
    const baseUrl = await startMock({ sendTimeout: 600_000, idleTimeout: 600_000 });
    const { socket, closed } = await openSocket(baseUrl);
    socket.pause();
    const count = MAX_WAITING_REQUESTS + 40;
    socket.write(Array.from({ length: count }, (_, i) => `GET /api/v1/news/?limit=1000&offset=${i} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`).join(''));
    await allWithin([closed], CLOSE_BOUND_MS, 'pipelining connection');
    expect(answered).toBeLessThanOrEqual(3);

    const ordinary = await fetch(`${baseUrl}/api/v1/news/?limit=1`);
    expect(ordinary.status).toBe(200);
  });
});
