// The bad clients of `npm run bench:mock-api-shed`, in a process of their own so that their 2,300
// sockets neither share the ordinary client's event loop nor its descriptor table.
// Usage: tsx bench/mockApiBadClients.ts PORT IDLE NON_READING [same|distinct]
// Prints one JSON line `{"held": n}` once every client has connected, and on SIGTERM (or stdin
// closing) one `{"stats": ...}` line with how often the server dropped them.
import { connect, type Socket } from 'node:net';

const [portText, idleText, nonReadingText, pagesText = 'same'] = process.argv.slice(2);
const port = Number(portText);
const idleCount = Number(idleText);
const nonReadingCount = Number(nonReadingText);

/** A client the server dropped comes back after this long: an attacker that keeps holding, but not a connect flood. */
const RECONNECT_AFTER_MS = 1_000;
/** A paused socket never learns it was closed; a blank line now and then (HTTP allows them between requests) tells it. */
const PROBE_EVERY_MS = 500;
/** Pages of 1,000 news (2.5 MB) each non-reader asks for at once: more than the kernel's socket buffers hold, so the server is left with bytes to send. */
const NON_READING_PAGES = 3;
/**
 * `same` (the default, as the issue measured it): every connection asks for the first page three
 * times, answered from the server's cache of rendered answers after the first. `distinct`: each
 * connection asks for pages at random offsets (of 500), so that the cache (32 MB) rarely helps and
 * every answer costs a render, as a client out to hold the server would arrange.
 */
if (pagesText !== 'distinct' && pagesText !== 'same') throw new Error(`pages must be "distinct" or "same", got "${pagesText}"`);
const distinctPages = pagesText === 'distinct';

function nonReadingRequests(): string {
  return Array.from({ length: NON_READING_PAGES }, () => {
    const query = distinctPages ? `limit=1000&offset=${Math.floor(Math.random() * 500)}` : 'limit=1000';
    return `GET /api/v1/news/?${query} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
  }).join('');
}

const stats = { idleDropped: 0, nonReadingDropped: 0, refused: 0, open: 0 };
let stopping = false;
let connectedOnce = 0;
const sockets = new Set<Socket>();

function reportHeldOnce(): void {
  connectedOnce += 1;
  if (connectedOnce === idleCount + nonReadingCount) console.log(JSON.stringify({ held: connectedOnce }));
}

function hold(kind: 'idle' | 'non-reading', first: boolean): void {
  const socket = connect(port, '127.0.0.1');
  let probe: NodeJS.Timeout | undefined;
  let connected = false;
  sockets.add(socket);
  socket.on('error', () => {});
  socket.once('connect', () => {
    connected = true;
    stats.open += 1;
    if (first) reportHeldOnce();
    if (kind === 'non-reading') {
      socket.write(nonReadingRequests());
      socket.pause();
      probe = setInterval(() => socket.write('\r\n'), PROBE_EVERY_MS);
    }
  });
  socket.once('close', () => {
    clearInterval(probe);
    sockets.delete(socket);
    if (!connected) stats.refused += 1;
    else {
      stats.open -= 1;
      if (kind === 'idle') stats.idleDropped += 1;
      else stats.nonReadingDropped += 1;
    }
    if (!stopping) setTimeout(() => hold(kind, false), RECONNECT_AFTER_MS);
  });
}

function stop(): void {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ stats }));
  for (const socket of sockets) socket.destroy();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();

// Opened in batches so that the listen backlog (511 by default) is not what refuses them.
async function openAll(): Promise<void> {
  const kinds = [...Array<'idle'>(idleCount).fill('idle'), ...Array<'non-reading'>(nonReadingCount).fill('non-reading')];
  for (let i = 0; i < kinds.length; i += 200) {
    for (const kind of kinds.slice(i, i + 200)) hold(kind, true);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
void openAll();
