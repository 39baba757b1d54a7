/** What the mock API can be told: data set size and seed, external sites, and fault injection. */
export interface MockApiOptions {
  /** Seed of the data generator: the same seed gives the same bytes. */
  seed: number;
  /** Number of news records (duplicates of one article included). */
  newsCount: number;
  /** `memento_url` is `{mementoSite}/<slug>/`. */
  mementoSite: string;
  /** `news_url` is `{newsSite}/news/<slug>/`. */
  newsSite: string;
  /** Delay of every API answer in milliseconds: none, a fixed value, or a uniform range. */
  latency: LatencyRange | null;
  /** Share (0..1) of API GET/HEAD requests answered with a 500 or 503. */
  failRate: number;
  /** Byte budget of the cache of rendered answers (0 turns it off). */
  responseCacheBytes: number;
  /** DRF's `max_limit`: a larger `limit` is served as this many (0: no maximum). */
  maxLimit: number;
  /** Trust `X-Forwarded-Host`/`-Proto` (Django's USE_X_FORWARDED_HOST, SECURE_PROXY_SSL_HEADER): only behind a proxy. */
  trustProxy: boolean;
}

export interface LatencyRange {
  min: number;
  max: number;
}

export const DEFAULT_OPTIONS: MockApiOptions = {
  seed: 42,
  newsCount: 1500,
  mementoSite: 'https://memento.epfl.ch',
  newsSite: 'https://actu.epfl.ch',
  latency: null,
  failRate: 0,
  responseCacheBytes: 32 * 1024 * 1024,
  maxLimit: 1000,
  trustProxy: false,
};

/** The largest data set we accept: beyond it memory, not correctness, is the limit. */
const MAX_NEWS_COUNT = 1_000_000;

export class OptionError extends Error {}

function integerIn(name: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text.trim())) throw new OptionError(`${name} must be an integer, got "${text}"`);
  const value = Number(text.trim());
  if (value < min || value > max) throw new OptionError(`${name} must be from ${min} to ${max}, got ${value}`);
  return value;
}

export function parseSeed(name: string, text: string): number {
  return integerIn(name, text, 0, 4294967295);
}

export function parseNewsCount(name: string, text: string): number {
  return integerIn(name, text, 0, MAX_NEWS_COUNT);
}

/** `MS` or `MIN-MAX` in milliseconds; `0` turns latency off. */
export function parseLatency(name: string, text: string): LatencyRange | null {
  const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(text);
  if (!match) throw new OptionError(`${name} must be MS or MIN-MAX (milliseconds), got "${text}"`);
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (max < min) throw new OptionError(`${name}: MIN must not exceed MAX, got "${text}"`);
  if (max > 600_000) throw new OptionError(`${name} must stay under 600000 ms, got "${text}"`);
  return max === 0 ? null : { min, max };
}

export function parseFailRate(name: string, text: string): number {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new OptionError(`${name} must be a number from 0 to 1, got "${text}"`);
  }
  return value;
}

export function parseSite(name: string, text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OptionError(`${name} must be an absolute http(s) URL, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OptionError(`${name} must be an http(s) URL, got "${text}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/** Megabytes of rendered answers kept; 0 turns the cache off (the benchmark measures both). */
function parseCacheMegabytes(name: string, text: string): number {
  return integerIn(name, text, 0, 4096) * 1024 * 1024;
}

/** 0 turns the maximum off, as DRF's `max_limit = None` does. */
export function parseMaxLimit(name: string, text: string): number {
  return integerIn(name, text, 0, MAX_NEWS_COUNT);
}

/** A yes/no switch: 1/true/yes or 0/false/no, any case. */
function parseSwitch(name: string, text: string): boolean {
  const value = text.trim().toLowerCase();
  if (['1', 'true', 'yes'].includes(value)) return true;
  if (['0', 'false', 'no'].includes(value)) return false;
  throw new OptionError(`${name} must be 1/true/yes or 0/false/no, got "${text}"`);
}

/** Environment variables read by the Vite plugin (dev and preview), so e2e runs can turn on faults. */
export const ENV_VARIABLES = {
  MOCK_API_SEED: parseSeed,
  MOCK_API_NEWS: parseNewsCount,
  MOCK_API_LATENCY: parseLatency,
  MOCK_API_FAIL_RATE: parseFailRate,
  MOCK_API_MEMENTO_SITE: parseSite,
  MOCK_API_NEWS_SITE: parseSite,
  MOCK_API_RESPONSE_CACHE_MB: parseCacheMegabytes,
  MOCK_API_MAX_LIMIT: parseMaxLimit,
  MOCK_API_TRUST_PROXY: parseSwitch,
} as const;

export function optionsFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<MockApiOptions> {
  const options: Partial<MockApiOptions> = {};
  const read = (name: keyof typeof ENV_VARIABLES): string | undefined => {
    const value = env[name];
    return value === undefined || value === '' ? undefined : value;
  };
  let text: string | undefined;
  if ((text = read('MOCK_API_SEED')) !== undefined) options.seed = parseSeed('MOCK_API_SEED', text);
  if ((text = read('MOCK_API_NEWS')) !== undefined) options.newsCount = parseNewsCount('MOCK_API_NEWS', text);
  if ((text = read('MOCK_API_LATENCY')) !== undefined) options.latency = parseLatency('MOCK_API_LATENCY', text);
  if ((text = read('MOCK_API_FAIL_RATE')) !== undefined) options.failRate = parseFailRate('MOCK_API_FAIL_RATE', text);
  if ((text = read('MOCK_API_MEMENTO_SITE')) !== undefined) options.mementoSite = parseSite('MOCK_API_MEMENTO_SITE', text);
  if ((text = read('MOCK_API_NEWS_SITE')) !== undefined) options.newsSite = parseSite('MOCK_API_NEWS_SITE', text);
  if ((text = read('MOCK_API_RESPONSE_CACHE_MB')) !== undefined) {
    options.responseCacheBytes = parseCacheMegabytes('MOCK_API_RESPONSE_CACHE_MB', text);
  }
  if ((text = read('MOCK_API_MAX_LIMIT')) !== undefined) options.maxLimit = parseMaxLimit('MOCK_API_MAX_LIMIT', text);
  if ((text = read('MOCK_API_TRUST_PROXY')) !== undefined) options.trustProxy = parseSwitch('MOCK_API_TRUST_PROXY', text);
  return options;
}

export function resolveOptions(options: Partial<MockApiOptions> = {}): MockApiOptions {
  const resolved = { ...DEFAULT_OPTIONS, ...options };
  if (!Number.isInteger(resolved.newsCount) || resolved.newsCount < 0 || resolved.newsCount > MAX_NEWS_COUNT) {
    throw new OptionError(`newsCount must be an integer from 0 to ${MAX_NEWS_COUNT}, got ${resolved.newsCount}`);
  }
  if (!(resolved.failRate >= 0 && resolved.failRate <= 1)) {
    throw new OptionError(`failRate must be from 0 to 1, got ${resolved.failRate}`);
  }
  if (!Number.isInteger(resolved.maxLimit) || resolved.maxLimit < 0) {
    throw new OptionError(`maxLimit must be a non-negative integer (0: no maximum), got ${resolved.maxLimit}`);
  }
  resolved.mementoSite = resolved.mementoSite.replace(/\/+$/, '');
  resolved.newsSite = resolved.newsSite.replace(/\/+$/, '');
  return resolved;
}
