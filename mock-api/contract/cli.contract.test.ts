import { expect, it } from 'vitest';
import { spawnMockApi, startMockApiProcess } from '../testing/mockApiProcess.ts';
import { describeMockOnly } from './target.ts';

// `npm run mock-api` runs `tsx mock-api/main.ts`; the test starts the same entry point.
describeMockOnly('npm run mock-api', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('prints one line when ready, serves, and stops cleanly on %s', async (signal) => {
    // On 127.0.0.1, port 0: the one the system picks.
    const mock = await startMockApiProcess(['--seed', '7', '--news', '40', '--latency', '0', '--fail-rate', '0']);
    const line = mock.stdout();
    const match = /^mock-api listening on (http:\/\/127\.0\.0\.1:(\d+))\n$/.exec(line);
    expect(match, line).not.toBeNull();
    const page = (await (await fetch(`${match?.[1]}/api/v1/news/?limit=1`)).json()) as { count: number };
    expect(page.count).toBe(40);
    expect(await mock.stop(signal)).toBe(0);
    expect(mock.stdout()).toBe(line);
    expect(mock.stderr()).toBe('');
  }, 60_000);

  it.each([
    [['--port', 'abc'], '--port must be an integer'],
    [['--fail-rate', '2'], '--fail-rate must be a number from 0 to 1'],
    [['--latency', '5-1'], '--latency: MIN must not exceed MAX'],
    [['--news=-3'], '--news must be an integer'],
    [['--seed', 'x'], '--seed must be an integer'],
    [['--bogus'], "Unknown option '--bogus'"],
    [['--host'], "Option '--host <value>' argument missing"],
  ])('%j exits 2 with a clear error', async (args, message) => {
    const { stdout, stderr, exit } = spawnMockApi(args);
    expect(await exit).toBe(2);
    expect(stderr()).toContain(message);
    expect(stderr()).toContain('usage: npm run mock-api');
    expect(stdout()).toBe('');
  }, 60_000);
});
