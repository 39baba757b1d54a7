import { createServer } from 'node:http';
import { parseCliArgs, USAGE, type CliSettings } from './cli-args.ts';
import { createApiHandler } from './handler.ts';
import { serveWithHandler } from './node-adapter.ts';
import { OptionError, optionsFromEnv, type MockApiOptions } from './options.ts';

let settings: CliSettings;
let options: Partial<MockApiOptions>;
try {
  settings = parseCliArgs(process.argv.slice(2));
  // Flags win over the MOCK_API_* variables the Vite plugin reads.
  options = { ...optionsFromEnv(process.env), ...settings.options };
} catch (error) {
  if (!(error instanceof OptionError)) throw error;
  console.error(`mock-api: ${error.message}\n${USAGE}`);
  process.exit(2);
}

const handler = createApiHandler(options);
// Slow or stalled clients are dropped: headers must arrive within 10 s and a whole request within
// 30 s (Node's defaults, 60 s and 300 s, let 1,000 slow connections hold the server for minutes),
// checked every 2 s instead of every 30 s.
const server = createServer({ headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 2_000 }, (req, res) => void serveWithHandler(handler, req, res));
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`mock-api: cannot listen on ${settings.host}:${settings.port}: ${error.message}`);
  process.exit(1);
});
server.listen(settings.port, settings.host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : settings.port;
  const shownHost = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  console.log(`mock-api listening on http://${shownHost}:${actualPort}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
