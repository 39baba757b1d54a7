import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../cli-args.ts';
import { DEFAULT_SERVER_LIMITS } from './serverLimits.ts';

describe('the server limits on the command line', () => {
  it('defaults to 10 s idle, 5 s keep-alive, 10 s headers, 30 s request, 10 s send, 1,000 connections', () => {
    expect(parseCliArgs([]).limits).toEqual({
      idleTimeout: 10_000,
      keepAliveTimeout: 5_000,
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      sendTimeout: 10_000,
      maxConnections: 1_000,
    });
    expect(parseCliArgs([]).limits).toEqual(DEFAULT_SERVER_LIMITS);
  });

  it('reads every flag', () => {
    const args = ['--idle-timeout', '400', '--keep-alive-timeout', '300', '--headers-timeout', '200', '--request-timeout', '900', '--send-timeout', '700', '--max-connections', '64'];
    expect(parseCliArgs(args).limits).toEqual({ idleTimeout: 400, keepAliveTimeout: 300, headersTimeout: 200, requestTimeout: 900, sendTimeout: 700, maxConnections: 64 });
  });

  it.each([
    [['--idle-timeout', '0'], '--idle-timeout must be from 1 to 86400000 (milliseconds), got 0'],
    [['--send-timeout', '2s'], '--send-timeout must be a whole number (milliseconds), got "2s"'],
    [['--max-connections', '1.5'], '--max-connections must be a whole number, got "1.5"'],
    [['--headers-timeout', '60000'], '--headers-timeout (60000 ms) must not exceed --request-timeout (30000 ms): headers are part of the request'],
  ])('%j is refused with the flag named', (args, message) => {
    expect(() => parseCliArgs(args)).toThrow(message);
  });
});
