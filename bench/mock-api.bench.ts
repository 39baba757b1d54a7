// `npm run bench:mock-api`: load test of the mock API (50 connections, 10 s per scenario) against
// json-server 0.17.4 serving the same news array, measured in the same run. Each server runs in its
// own process. The load comes from wrk (C, one thread), installed from Debian's packages when we are
// root with apt-get: autocannon, the fallback, is itself a Node process that takes most of a core on
// this 2-core machine, so with it the figures measure the load generator as much as the server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
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

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function hasWrk(): boolean {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/** wrk when it is there or can be installed; autocannon otherwise. */
function chooseLoadGenerator(): 'wrk' | 'autocannon' {
  if (hasWrk()) return 'wrk';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0) {
    console.log('wrk not found: installing Debian\'s "wrk" with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'inherit', env });
    if (!hasWrk()) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'inherit', env });
    }
    if (hasWrk()) return 'wrk';
  }
  console.log('wrk is not available: using autocannon, which shares the cores with the servers (install wrk for figures of the server alone)');
  return 'autocannon';
}

/** A duration as wrk prints it ("850.00us", "3.26ms", "1.02s"), in milliseconds. */
function wrkMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`unreadable wrk duration "${text}"`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 'ms' ? value : match[2] === 's' ? value * 1000 : value * 60_000;
}

async function runWrk(url: string, seconds: number): Promise<LoadResult> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`))));
  });
  const field = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match?.[1]) throw new Error(`wrk printed no ${String(pattern)}:\n${output}`);
    return match[1];
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(field(/Requests\/sec:\s+([\d.]+)/)),
    p50: wrkMs(field(/\n\s+50%\s+(\S+)/)),
    p99: wrkMs(field(/\n\s+99%\s+(\S+)/)),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

async function runAutocannon(url: string, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

const repoRoot = join(import.meta.dirname, '..');
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP_S ?? 5);
const LOAD_GENERATOR = chooseLoadGenerator();
const generateLoad = (url: string, seconds: number) => (LOAD_GENERATOR === 'wrk' ? runWrk(url, seconds) : runAutocannon(url, seconds));

interface Row extends LoadResult {
  server: string;
  scenario: string;
  path: string;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/**
 * RSS once the server has been idle for a few seconds. Under load RSS swings by ~20 MB with the
 * garbage collector's cycle (measured here: 86 -> 106 -> 86 MB over three passes), so two samples
 * taken at arbitrary moments compare GC phases, not memory kept; after an idle pause V8 has
 * collected and shrunk, and what remains is what the server holds.
 */
async function idleRssMb(pid: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, IDLE_BEFORE_RSS_MS));
  return rssMb(pid);
}
const IDLE_BEFORE_RSS_MS = 8000;

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

/** Five seconds unrecorded first per scenario, so JIT compilation does not count in req/s. */
async function warmUp(base: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) await generateLoad(base + path, WARM_UP_S);
}

async function load(server: string, scenario: string, base: string, path: string): Promise<Row> {
  return { server, scenario, path, ...(await generateLoad(base + path, DURATION_S)) };
}

function printTable(rows: Row[]): void {
  const header = ['server', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'path'];
  const lines = rows.map((r) => [r.server, r.scenario, r.requestsPerSecond.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), String(r.non2xx), String(r.errors), r.path]);
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
const bulk = await createApiHandler({ maxLimit: 0 })({ method: 'GET', url: '/api/v1/news/?limit=1000000', headers: { host: `127.0.0.1:${MOCK_PORT}` } });
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
const rssAfterWarmup = await idleRssMb(mock.pid as number);
for (const [scenario, path] of mockScenarios) rows.push(await load('mock-api', scenario, mockBase, path));
const rssAfterLoad = await idleRssMb(mock.pid as number);
// A second identical pass: a leak keeps growing here.
for (const [scenario, path] of mockScenarios) await load('mock-api', scenario, mockBase, path);
const rssAfterSecondPass = await idleRssMb(mock.pid as number);
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
console.log(`\nmock API load test (${LOAD_GENERATOR}): ${CONNECTIONS} connections, ${DURATION_S} s per scenario, ${all.count} news\n`);
printTable(rows);
const growth = ((rssAfterLoad - rssAtStart) / rssAtStart) * 100;
const growthAfterWarmup = ((rssAfterLoad - rssAfterWarmup) / rssAfterWarmup) * 100;
console.log(
  `\nmock-api RSS: ${rssAtStart.toFixed(1)} MB at start, ${rssAfterWarmup.toFixed(1)} MB after the ${WARM_UP_S} s warm-up of each scenario, ` +
    `${rssAfterLoad.toFixed(1)} MB after the load (each after ${IDLE_BEFORE_RSS_MS / 1000} s idle; ${growth >= 0 ? '+' : ''}${growth.toFixed(1)}% from start, ` +
    `${growthAfterWarmup >= 0 ? '+' : ''}${growthAfterWarmup.toFixed(1)}% from warm-up)`,
);
const list = rows.find((r) => r.server === 'mock-api' && r.scenario === 'list, first page') as Row;
const jsonList = rows.find((r) => r.server.startsWith('json-server') && r.scenario === 'list, first page') as Row;
const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
console.log(`goal >= 10,000 req/s on the list page: ${list.requestsPerSecond.toFixed(0)} req/s, ${check(list.requestsPerSecond >= 10_000)}`);
console.log(`goal p99 <= 20 ms on the list page: ${list.p99} ms, ${check(list.p99 <= 20)}`);
console.log(`goal RSS growth <= 10% (start -> after load): ${growth.toFixed(1)}%, ${check(growth <= 10)} (after warm-up -> after load: ${growthAfterWarmup.toFixed(1)}%)`);
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
