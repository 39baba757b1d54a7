import { parseArgs } from 'node:util';
import { OptionError, parseFailRate, parseLatency, parseMaxLimit, parseNewsCount, parseSeed, parseSite, type MockApiOptions } from './options.ts';
import { LIMIT_FLAGS, parseLimit, resolveServerLimits, type ServerLimits } from './server/serverLimits.ts';

export const USAGE = `usage: npm run mock-api -- [--port 8000] [--host 127.0.0.1] [--seed 42] [--news N]
                         [--latency MS|MIN-MAX] [--fail-rate 0..1] [--memento-site URL] [--news-site URL]
                         [--max-limit 1000] [--trust-proxy]
                         [--idle-timeout MS] [--keep-alive-timeout MS] [--headers-timeout MS]
                         [--request-timeout MS] [--send-timeout MS] [--max-connections N]`;

export interface CliSettings {
  port: number;
  host: string;
  options: Partial<MockApiOptions>;
  /** How the server sheds idle and slow clients (mock-api/server/serverLimits.ts). */
  limits: ServerLimits;
}

/** Reads the command line; throws OptionError with a message a person understands. */
export function parseCliArgs(args: readonly string[]): CliSettings {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string', default: '8000' },
        host: { type: 'string', default: '127.0.0.1' },
        seed: { type: 'string' },
        news: { type: 'string' },
        latency: { type: 'string' },
        'fail-rate': { type: 'string' },
        'memento-site': { type: 'string' },
        'news-site': { type: 'string' },
        'max-limit': { type: 'string' },
        'trust-proxy': { type: 'boolean' },
        ...Object.fromEntries(Object.keys(LIMIT_FLAGS).map((flag) => [flag, { type: 'string' as const }])),
      },
    }));
  } catch (error) {
    throw new OptionError((error as Error).message);
  }
  if (!/^\d+$/.test(values.port) || Number(values.port) > 65535) {
    throw new OptionError(`--port must be an integer from 0 to 65535, got "${values.port}"`);
  }
  if (values.host.trim() === '') throw new OptionError('--host must not be empty');
  const options: Partial<MockApiOptions> = {};
  if (values.seed !== undefined) options.seed = parseSeed('--seed', values.seed);
  if (values.news !== undefined) options.newsCount = parseNewsCount('--news', values.news);
  if (values.latency !== undefined) options.latency = parseLatency('--latency', values.latency);
  if (values['fail-rate'] !== undefined) options.failRate = parseFailRate('--fail-rate', values['fail-rate']);
  if (values['memento-site'] !== undefined) options.mementoSite = parseSite('--memento-site', values['memento-site']);
  if (values['news-site'] !== undefined) options.newsSite = parseSite('--news-site', values['news-site']);
  if (values['max-limit'] !== undefined) options.maxLimit = parseMaxLimit('--max-limit', values['max-limit']);
  if (values['trust-proxy'] !== undefined) options.trustProxy = values['trust-proxy'];
  const limits: Partial<ServerLimits> = {};
  for (const [flag, key] of Object.entries(LIMIT_FLAGS) as [keyof typeof LIMIT_FLAGS, keyof ServerLimits][]) {
    const text = (values as Record<string, string | boolean | undefined>)[flag];
    if (typeof text === 'string') limits[key] = parseLimit(flag, text);
  }
  return { port: Number(values.port), host: values.host, options, limits: resolveServerLimits(limits) };
}
