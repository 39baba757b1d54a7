import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { createApiHandler } from './handler.ts';
import { serveWithHandler } from './node-adapter.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8000' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`mock-api: --port must be an integer from 0 to 65535, got "${values.port}"`);
  process.exit(2);
}

const handler = createApiHandler();
const server = createServer((req, res) => void serveWithHandler(handler, req, res));
server.listen(port, values.host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`mock-api listening on http://${values.host}:${actualPort}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
