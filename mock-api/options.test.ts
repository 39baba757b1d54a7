import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli-args.ts';
import { optionsFromEnv, parseLatency, resolveOptions } from './options.ts';
import { DEFAULT_SERVER_LIMITS } from './server/serverLimits.ts';

describe('options from MOCK_API_* variables', () => {
  it('reads every variable, ignoring empty ones', () => {
    expect(
      optionsFromEnv({
        MOCK_API_SEED: '7',
        MOCK_API_NEWS: '250',
        MOCK_API_LATENCY: '20-80',
        MOCK_API_FAIL_RATE: '0.25',
        MOCK_API_MEMENTO_SITE: 'https://agenda.example.org/',
        MOCK_API_NEWS_SITE: '',
      }),
    ).toEqual({ seed: 7, newsCount: 250, latency: { min: 20, max: 80 }, failRate: 0.25, mementoSite: 'https://agenda.example.org' });
    expect(optionsFromEnv({})).toEqual({});
  });

  it.each([
    ['MOCK_API_FAIL_RATE', '1.5', /MOCK_API_FAIL_RATE must be a number from 0 to 1, got "1.5"/],
    ['MOCK_API_NEWS', 'lots', /MOCK_API_NEWS must be an integer, got "lots"/],
    ['MOCK_API_LATENCY', '9-3', /MIN must not exceed MAX/],
    ['MOCK_API_MEMENTO_SITE', 'ftp://x', /must be an http\(s\) URL/],
  ])('%s=%s is refused with its name', (name, value, message) => {
    expect(() => optionsFromEnv({ [name]: value })).toThrow(message);
  });

  it('latency: MS, MIN-MAX, 0 for none', () => {
    expect(parseLatency('x', '40')).toEqual({ min: 40, max: 40 });
    expect(parseLatency('x', '10-30')).toEqual({ min: 10, max: 30 });
    expect(parseLatency('x', '0')).toBeNull();
  });

  it('resolves defaults', () => {
    expect(resolveOptions({})).toMatchObject({ seed: 42, newsCount: 1500, failRate: 0, latency: null, mementoSite: 'https://memento.epfl.ch' });
  });
});

describe('command line', () => {
  it('reads every flag', () => {
    expect(parseCliArgs(['--port', '0', '--host', '0.0.0.0', '--seed', '3', '--news', '10', '--latency', '5', '--fail-rate', '0.1'])).toEqual({
      port: 0,
      host: '0.0.0.0',
      options: { seed: 3, newsCount: 10, latency: { min: 5, max: 5 }, failRate: 0.1 },
      limits: DEFAULT_SERVER_LIMITS,
    });
    expect(parseCliArgs([])).toEqual({ port: 8000, host: '127.0.0.1', options: {}, limits: DEFAULT_SERVER_LIMITS });
  });

  it.each([[['--port', '70000']], [['--news', '1e3']], [['extra']], [['--fail-rate', '']]])('%j is refused', (args) => {
    expect(() => parseCliArgs(args)).toThrow();
  });
});

describe('maximum page size and proxy trust', () => {
  it('default to 1,000 and no trust', () => {
    expect(resolveOptions()).toMatchObject({ maxLimit: 1000, trustProxy: false });
  });

  it('come from MOCK_API_MAX_LIMIT and MOCK_API_TRUST_PROXY', () => {
    expect(optionsFromEnv({ MOCK_API_MAX_LIMIT: '250', MOCK_API_TRUST_PROXY: 'yes' })).toEqual({ maxLimit: 250, trustProxy: true });
    expect(optionsFromEnv({ MOCK_API_MAX_LIMIT: '0', MOCK_API_TRUST_PROXY: '0' })).toEqual({ maxLimit: 0, trustProxy: false });
    expect(() => optionsFromEnv({ MOCK_API_TRUST_PROXY: 'maybe' })).toThrow(/MOCK_API_TRUST_PROXY must be 1\/true\/yes or 0\/false\/no, got "maybe"/);
    expect(() => optionsFromEnv({ MOCK_API_MAX_LIMIT: '-1' })).toThrow(/MOCK_API_MAX_LIMIT must be an integer/);
  });

  it('come from --max-limit and --trust-proxy', () => {
    expect(parseCliArgs(['--max-limit', '50', '--trust-proxy']).options).toEqual({ maxLimit: 50, trustProxy: true });
    expect(parseCliArgs([]).options).toEqual({});
    expect(() => parseCliArgs(['--max-limit', 'lots'])).toThrow(/--max-limit must be an integer/);
  });
});
