import { parseCliArgs, USAGE, type CliSettings } from './cli-args.ts';
import { createApiHandler } from './handler.ts';
import { serveWithHandler } from './node-adapter.ts';
import { OptionError, optionsFromEnv, type MockApiOptions } from './options.ts';
import { createSheddingServer } from './server/sheddingServer.ts';

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
// Idle, slow and non-reading clients are dropped and connections capped (defaults and flags in
// mock-api/server/serverLimits.ts): Node's defaults let 2,000 silent connections stay open for good.
const server = createSheddingServer((req, res) => serveWithHandler(handler, req, res), settings.limits);
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`mock-api: cannot listen on ${settings.host}:${settings.port}: ${error.message}`);
  process.exit(1);
});
// A deeper accept queue than Node's 511: when hundreds of dropped clients reconnect at once, an
// overflowing queue drops an ordinary client's SYN, which it retries only after 1, 3, 7 s...
server.listen(settings.port, settings.host, 2048, () => {
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
