// `npm run bench:mock-api`: load test of the mock API (autocannon, 50 connections, 10 s per
// scenario) against json-server 0.17.4 serving the same news array, measured in the same run.
// Each server runs in its own child process so the load generator never shares its event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The part of autocannon's result this benchmark reads (the package ships no types). */
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: { url: string; connections: number; duration: number }) => Promise<AutocannonResult>;

const repoRoot = join(import.meta.dirname, '..');
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARM_UP_S = 5;

interface Row {
  server: string;
  scenario: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer in 60 s`);
}

async function startMock(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'mock-api', 'main.ts'), '--port', String(port)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForHttp(`http://127.0.0.1:${port}/api/v1/categories/`, child);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Five seconds unrecorded first, so JIT compilation and heap sizing do not count (2 s left V8
 * still growing its young generation: RSS then rose ~10% in the first measured pass and ~1% after). */
async function warmUp(base: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) await autocannon({ url: base + path, connections: CONNECTIONS, duration: WARM_UP_S });
}

async function load(server: string, scenario: string, base: string, path: string): Promise<Row> {
  const result = await autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION_S });
  return {
    server,
    scenario,
    path,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function printTable(rows: Row[]): void {
  const header = ['server', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'path'];
  const lines = rows.map((r) => [r.server, r.scenario, r.requestsPerSecond.toFixed(0), String(r.p50), String(r.p99), String(r.non2xx), String(r.errors), r.path]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] as number)).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

// Data generation at scale (issue goal: 100,000 news in under 3 s), timed before any load.
const { generateDataset } = await import('../mock-api/store/dataset.ts');
const { DEFAULT_OPTIONS } = await import('../mock-api/options.ts');
// A function, so the data set is garbage before the load generator starts.
function timeGeneration(): { generationMs: number; generationCpu: NodeJS.CpuUsage; generatedCount: number } {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const count = generateDataset({ ...DEFAULT_OPTIONS, newsCount: 100_000 }).news.length;
  return { generationMs: performance.now() - start, generationCpu: process.cpuUsage(cpuStart), generatedCount: count };
}
const { generationMs, generationCpu, generatedCount } = timeGeneration();

const rows: Row[] = [];
const MOCK_PORT = 18_431;
// The same news array json-server will serve, made by the same handler in this process (the
// same bytes, with the server's host), so the server under test does not pay for the bulk copy.
const { createApiHandler } = await import('../mock-api/handler.ts');
const bulk = await createApiHandler()({ method: 'GET', url: '/api/v1/news/?limit=1000000', headers: { host: `127.0.0.1:${MOCK_PORT}` } });
const all = JSON.parse(Buffer.from(bulk.body).toString('utf8')) as { count: number; results: Array<{ id: number }> };
// The ceiling on this machine: bare node:http answering a fixed body of ten news.
const CEILING_PORT = MOCK_PORT + 3;
const pageBody = JSON.stringify({ count: all.count, next: null, previous: null, results: all.results.slice(0, 10) });
const ceiling = spawn(
  process.execPath,
  [
    '-e',
    `const body = Buffer.from(process.env.BODY); require('node:http').createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length }); res.end(body); }).listen(${CEILING_PORT}, '127.0.0.1');`,
  ],
  { env: { ...process.env, BODY: pageBody }, stdio: ['ignore', 'ignore', 'inherit'] },
);
await waitForHttp(`http://127.0.0.1:${CEILING_PORT}/`, ceiling);
await warmUp(`http://127.0.0.1:${CEILING_PORT}`, ['/']);
rows.push(await load('bare node:http (ceiling)', 'fixed body', `http://127.0.0.1:${CEILING_PORT}`, '/'));
await stop(ceiling);

const mock = await startMock(MOCK_PORT);
const mockBase = `http://127.0.0.1:${MOCK_PORT}`;
const rssAtStart = rssMb(mock.pid as number);

const retrieveId = all.results[Math.floor(all.count / 2)]?.id as number;
const deepOffset = all.count - 100;

const mockScenarios: Array<[string, string]> = [
  ['list, first page', '/api/v1/news/'],
  ['list, deep offset', `/api/v1/news/?limit=10&offset=${deepOffset}`],
  ['ordering + filter', '/api/v1/news/?ordering=-title&lang=fr&limit=10'],
  ['retrieve', `/api/v1/news/${retrieveId}/`],
];
await warmUp(mockBase, mockScenarios.map(([, path]) => path));
const rssAfterWarmup = rssMb(mock.pid as number);
for (const [scenario, path] of mockScenarios) rows.push(await load('mock-api', scenario, mockBase, path));
const rssAfterLoad = rssMb(mock.pid as number);
// A second identical pass: a leak keeps growing here, while V8 sizing its heap under the first
// load (which a 2 s warm-up does not finish) does not.
for (const [scenario, path] of mockScenarios) await load('mock-api', scenario, mockBase, path);
const rssAfterSecondPass = rssMb(mock.pid as number);
console.log(`load average during the run: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} (2 cores)`);
await stop(mock);

// The same server with its response cache off: every answer is rendered from the records.
const uncached = await startMock(MOCK_PORT + 1, { MOCK_API_RESPONSE_CACHE_MB: '0' });
const uncachedBase = `http://127.0.0.1:${MOCK_PORT + 1}`;
const uncachedScenarios = [mockScenarios[0], mockScenarios[2]] as Array<[string, string]>;
await warmUp(uncachedBase, uncachedScenarios.map(([, path]) => path));
for (const [scenario, path] of uncachedScenarios) {
  rows.push(await load('mock-api (no response cache)', scenario, uncachedBase, path));
}
await stop(uncached);

const dir = mkdtempSync(join(tmpdir(), 'bench-json-server-'));
try {
  writeFileSync(join(dir, 'db.json'), JSON.stringify({ news: all.results }));
  const JSON_SERVER_PORT = MOCK_PORT + 2;
  const jsonServer = spawn(
    process.execPath,
    [join(repoRoot, 'node_modules', 'json-server', 'lib', 'cli', 'bin.js'), '--port', String(JSON_SERVER_PORT), '--host', '127.0.0.1', '--quiet', '--read-only', join(dir, 'db.json')],
    { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const jsonBase = `http://127.0.0.1:${JSON_SERVER_PORT}`;
  await waitForHttp(`${jsonBase}/news?_page=1&_limit=1`, jsonServer);
  const jsonScenarios: Array<[string, string]> = [
    ['list, first page', '/news?_page=1&_limit=10'],
    ['list, deep offset', `/news?_page=${Math.floor(deepOffset / 10) + 1}&_limit=10`],
    ['ordering + filter', '/news?_sort=title&_order=desc&lang=fr&_page=1&_limit=10'],
    ['retrieve', `/news/${retrieveId}`],
  ];
  await warmUp(jsonBase, jsonScenarios.map(([, path]) => path));
  for (const [scenario, path] of jsonScenarios) rows.push(await load('json-server 0.17.4', scenario, jsonBase, path));
  await stop(jsonServer);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  `\ngenerating ${generatedCount} news: ${generationMs.toFixed(0)} ms wall, ${((generationCpu.user + generationCpu.system) / 1000).toFixed(0)} ms CPU ` +
    `(goal < 3000 ms: ${generationMs < 3000 ? 'met' : 'NOT met'})`,
);
console.log(`\nmock API load test: ${CONNECTIONS} connections, ${DURATION_S} s per scenario, ${all.count} news\n`);
printTable(rows);
const growth = ((rssAfterLoad - rssAtStart) / rssAtStart) * 100;
const growthAfterWarmup = ((rssAfterLoad - rssAfterWarmup) / rssAfterWarmup) * 100;
console.log(
  `\nmock-api RSS: ${rssAtStart.toFixed(1)} MB at start, ${rssAfterWarmup.toFixed(1)} MB after the ${WARM_UP_S} s warm-up of each scenario, ` +
    `${rssAfterLoad.toFixed(1)} MB after the load (${growth >= 0 ? '+' : ''}${growth.toFixed(1)}% from start, ` +
    `${growthAfterWarmup >= 0 ? '+' : ''}${growthAfterWarmup.toFixed(1)}% from warm-up)`,
);
const list = rows.find((r) => r.server === 'mock-api' && r.scenario === 'list, first page') as Row;
const jsonList = rows.find((r) => r.server.startsWith('json-server') && r.scenario === 'list, first page') as Row;
const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
console.log(`goal >= 10,000 req/s on the list page: ${list.requestsPerSecond.toFixed(0)} req/s, ${check(list.requestsPerSecond >= 10_000)}`);
console.log(`goal p99 <= 20 ms on the list page: ${list.p99} ms, ${check(list.p99 <= 20)}`);
console.log(`goal RSS growth <= 10% (after warm-up -> after load): ${growthAfterWarmup.toFixed(1)}%, ${check(growthAfterWarmup <= 10)}`);
const growthSecondPass = ((rssAfterSecondPass - rssAfterLoad) / rssAfterLoad) * 100;
console.log(
  `RSS over a second identical ${mockScenarios.length * DURATION_S} s load: ${rssAfterLoad.toFixed(1)} MB -> ${rssAfterSecondPass.toFixed(1)} MB ` +
    `(${growthSecondPass >= 0 ? '+' : ''}${growthSecondPass.toFixed(1)}%; goal <= 10%: ${check(growthSecondPass <= 10)})`,
);
console.log(
  `goal faster than json-server: list page ${(list.requestsPerSecond / jsonList.requestsPerSecond).toFixed(1)}x its req/s; ` +
    rows
      .filter((r) => r.server === 'mock-api')
      .map((r) => {
        const other = rows.find((o) => o.server.startsWith('json-server') && o.scenario === r.scenario) as Row;
        return `${r.scenario} ${(r.requestsPerSecond / other.requestsPerSecond).toFixed(1)}x`;
      })
      .join(', '),
);
