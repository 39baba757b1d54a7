import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { startMockApiProcess, type MockApiProcess } from '../../mock-api/testing/mockApiProcess.ts';
import { buildMockCases, type RawRequestCase } from './mockCases.ts';
import type { HostileSection, SectionReport } from './section.ts';

/** Per request; a normal answer takes milliseconds. */
const ANSWER_LIMIT_MS = 15_000;
/** Slow connections opened at once, each sending its headers a byte at a time. */
const SLOW_CONNECTIONS = 1_000;
/** Longer than the mock's header timeout (10 s) plus Node's check interval (2 s). */
const SLOW_WAIT_MS = 16_000;
/** What 1,000 idle connections may add to the mock's memory before it is a problem. */
const MEMORY_GROWTH_LIMIT_MB = 200;

/** What came back for one raw request. */
export interface RawAnswer {
  /** Every status line's code, in order (pipelined requests get several). */
  statuses: number[];
  /** The server closed the connection. */
  closed: boolean;
  timedOut: boolean;
}

export type Verdict = { kind: 'handled' } | { kind: 'timedOut' | 'wrong'; why: string };

/** Every `HTTP/1.x NNN` status line in what the server sent (pipelined answers follow a body directly). */
export function statusesOf(text: string): number[] {
  return [...text.matchAll(/HTTP\/1\.[01] (\d{3}) /g)].map((m) => Number(m[1]));
}

/**
 * Handled: answered with statuses below 500, or refused by closing the connection (what Node's
 * parser does with bytes that are not HTTP). A 5xx is never handled.
 */
export function judgeAnswer(answer: RawAnswer): Verdict {
  const serverErrors = answer.statuses.filter((s) => s >= 500);
  if (serverErrors.length > 0) return { kind: 'wrong', why: `answered ${serverErrors.join(', ')}` };
  if (answer.statuses.length > 0) return { kind: 'handled' };
  if (answer.timedOut) return { kind: 'timedOut', why: `no answer and the connection still open after ${ANSWER_LIMIT_MS / 1000} s` };
  return answer.closed ? { kind: 'handled' } : { kind: 'wrong', why: 'no answer' };
}

/** What the slow-connection attack measured. */
export interface SlowAttack {
  opened: number;
  /** Still open when the wait was over. */
  held: number;
  /** Status of an ordinary request made in the middle of the attack (null: no answer). */
  ordinaryStatus: number | null;
  memoryGrowthMb: number;
  serverErrors: number;
}

/** The problems of a slow-connection attack: none when the mock dropped them all and kept serving. */
export function judgeSlowAttack(attack: SlowAttack): string[] {
  const problems: string[] = [];
  if (attack.held > 0) problems.push(`${attack.held} of ${attack.opened} slow connections still held after ${SLOW_WAIT_MS / 1000} s`);
  if (attack.ordinaryStatus !== 200) problems.push(`an ordinary request during the attack got ${attack.ordinaryStatus ?? 'no answer'}`);
  if (attack.memoryGrowthMb > MEMORY_GROWTH_LIMIT_MB) problems.push(`memory grew by ${attack.memoryGrowthMb} MB (limit ${MEMORY_GROWTH_LIMIT_MB})`);
  if (attack.serverErrors > 0) problems.push(`${attack.serverErrors} slow connections were answered with a 5xx`);
  return problems;
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/** Sends raw bytes on a new connection and collects what comes back until the server closes it. */
function sendRaw(mock: MockApiProcess, bytes: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(mock.port, mock.host);
    let received = '';
    let settled = false;
    const done = (timedOut: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ statuses: statusesOf(received), closed: !timedOut, timedOut });
    };
    const timer = setTimeout(() => done(true), ANSWER_LIMIT_MS);
    socket.on('data', (chunk) => {
      // Only the status lines matter; a body of megabytes need not be kept.
      if (received.length < 1_000_000) received += chunk.toString('latin1');
    });
    socket.on('error', () => done(false));
    socket.on('close', () => done(false));
    socket.write(Buffer.from(bytes.replaceAll('{host}', `${mock.host}:${mock.port}`), 'latin1'));
  });
}

/** Opens `count` connections that send a request line, then one header byte a second, forever. */
async function slowAttack(mock: MockApiProcess, count: number): Promise<SlowAttack> {
  const before = rssMb(mock.child.pid!);
  const sockets: Socket[] = [];
  let open = 0;
  let serverErrors = 0;
  for (let i = 0; i < count; i++) {
    const socket = connect(mock.port, mock.host);
    open++;
    socket.on('data', (chunk) => {
      if (statusesOf(chunk.toString('latin1')).some((s) => s >= 500)) serverErrors++;
    });
    socket.on('error', () => undefined);
    socket.once('close', () => open--);
    socket.write(`GET /api/v1/news/ HTTP/1.1\r\nHost: ${mock.host}\r\nX-Slow: `);
    sockets.push(socket);
  }
  const drip = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write('a');
  }, 1_000);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const ordinary = await sendRaw(mock, 'GET /api/v1/news/?limit=1 HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, SLOW_WAIT_MS - 3_000));
  clearInterval(drip);
  const held = open;
  const after = rssMb(mock.child.pid!);
  for (const socket of sockets) socket.destroy();
  return { opened: count, held, ordinaryStatus: ordinary.statuses[0] ?? null, memoryGrowthMb: Math.max(0, after - before), serverErrors };
}

export const mockSection: HostileSection = {
  name: 'mock',
  async run(): Promise<SectionReport> {
    // The real mock in its own process, so its memory is its own.
    const mock = await startMockApiProcess();
    try {
      const cases: RawRequestCase[] = buildMockCases();
      const verdicts: Verdict[] = [];
      let serverErrors = 0;
      for (const input of cases) {
        const answer = await sendRaw(mock, input.bytes);
        serverErrors += answer.statuses.filter((s) => s >= 500).length;
        verdicts.push(judgeAnswer(answer));
      }
      const attack = await slowAttack(mock, SLOW_CONNECTIONS);
      const attackProblems = judgeSlowAttack(attack);
      const crashed = mock.child.exitCode !== null || mock.child.signalCode !== null;
      const problems = verdicts.flatMap((v, i) => (v.kind === 'handled' ? [] : [`${cases[i]!.name}: ${v.kind}: ${v.why}`]));
      problems.push(...attackProblems.map((p) => `slow connections: ${p}`));
      if (crashed) problems.push('the mock process died');
      return {
        section: 'mock',
        tried: cases.length + 1,
        handled: verdicts.filter((v) => v.kind === 'handled').length + (attackProblems.length === 0 ? 1 : 0),
        timedOut: verdicts.filter((v) => v.kind === 'timedOut').length,
        crashes: crashed ? 1 : 0,
        scriptsRun: 0,
        problems,
        figures: {
          '5xx answers': serverErrors + attack.serverErrors,
          'slow connections opened': attack.opened,
          'slow connections held after 16 s': attack.held,
          'memory growth under the slow connections (MB)': attack.memoryGrowthMb,
        },
      };
    } finally {
      await mock.stop();
    }
  },
};
