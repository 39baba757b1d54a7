import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import type { SlurmPrograms } from './ensureSlurm.ts';
import { CGROUP_CONF, paths, slurmConf, type ProcessTracking } from './slurmConfig.ts';
import { waitUntil } from './waitUntil.ts';

export interface Cluster {
  dir: string;
  nodeName: string;
  tracking: ProcessTracking;
  /** The environment for Slurm's commands and jobs: this cluster's SLURM_CONF, no outer job's SLURM_* variables. */
  env: NodeJS.ProcessEnv;
  /** The last lines of the daemons' logs, for a failure message. */
  logTails(): string;
  /** Cancels what still runs, stops every daemon started (SIGTERM, then SIGKILL) and removes the folder; returns what went wrong. */
  stop(): Promise<string[]>;
}

interface Daemon {
  name: string;
  child: ChildProcess;
  stderr: string;
}

const NODE_NAME = 'bodyplan-test-node';
const CPUS = 8;

/** A TCP port free right now on 127.0.0.1 (the daemons bind it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function clientEnv(conf: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SLURM_')));
  return { ...env, SLURM_CONF: conf };
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function tail(path: string, lines = 12): string {
  if (!existsSync(path)) return `(${path}: not written)`;
  return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Starts MUNGE, slurmctld and slurmd in the foreground as our own children, all in a fresh temporary
 * folder with their own ports, key, state and pid files, and resolves once the node is idle. On any
 * failure it stops what it started before throwing.
 */
export async function startCluster(programs: SlurmPrograms, tracking: ProcessTracking, log: (line: string) => void): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'bodyplan-slurm-'));
  // Jobs run as this user and must reach the session folder inside; MUNGE wants its socket's folder searchable.
  chmodSync(dir, 0o755);
  const p = paths(dir);
  for (const folder of [p.mungeDir, p.state, p.spool]) mkdirSync(folder, { recursive: true, mode: 0o755 });
  writeFileSync(p.mungeKey, randomBytes(1024), { mode: 0o400 });
  const layout = { dir, host: hostname().split('.')[0]!, nodeName: NODE_NAME, user: userInfo().username, ctldPort: await freePort(), slurmdPort: await freePort(), cpus: CPUS, tracking };
  writeFileSync(p.conf, slurmConf(layout));
  writeFileSync(p.cgroupConf, CGROUP_CONF);
  const env = clientEnv(p.conf);

  const daemons: Daemon[] = [];
  const start = (name: string, program: string, args: string[]) => {
    const daemon: Daemon = { name, child: spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] }), stderr: '' };
    // Kept short: a daemon that fails to start says why here, before its log file exists.
    daemon.child.stderr!.on('data', (chunk: Buffer) => (daemon.stderr = (daemon.stderr + chunk.toString('utf8')).slice(-4000)));
    daemon.child.on('error', (error) => (daemon.stderr += String(error)));
    daemons.push(daemon);
  };
  const logTails = () =>
    [
      ...daemons.filter(({ child }) => !alive(child)).map(({ name, child, stderr }) => `${name} exited (${child.exitCode ?? child.signalCode}): ${stderr.trim()}`),
      `munged.log:\n${tail(p.mungeLog)}`,
      `slurmctld.log:\n${tail(p.ctldLog)}`,
      `slurmd.log:\n${tail(p.slurmdLog)}`,
    ].join('\n');

  const stop = async (): Promise<string[]> => {
    const problems: string[] = [];
    if (daemons.some(({ name, child }) => name === 'slurmctld' && alive(child))) {
      // Nothing of ours may outlive the test: cancel every job, wait for the node to let them go.
      spawnSync(programs.scancel, ['--user', layout.user], { env, timeout: 30_000 });
      const emptied = await waitUntil(() => (spawnSync(programs.squeue, ['-h', '-o', '%i'], { env, encoding: 'utf8', timeout: 30_000 }).stdout ?? '').trim() === '', 60_000);
      if (!emptied) problems.push('jobs were still listed by squeue 60 s after scancel');
    }
    for (const { name, child } of [...daemons].reverse()) {
      if (!alive(child)) continue;
      child.kill('SIGTERM');
      if (!(await waitUntil(() => !alive(child), 20_000))) {
        problems.push(`${name} (pid ${child.pid}) did not stop 20 s after SIGTERM: killed`);
        child.kill('SIGKILL');
        await waitUntil(() => !alive(child), 5_000);
      }
    }
    problems.push(...killLeftoverStepDaemons(p.conf));
    removeCgroups(NODE_NAME);
    if (process.env.SLURM_TEST_KEEP === undefined) rmSync(dir, { recursive: true, force: true });
    else log(`slurm: kept ${dir} (SLURM_TEST_KEEP is set)`);
    return problems;
  };

  try {
    start('munged', programs.munged, ['--foreground', '--force', `--socket=${p.mungeSocket}`, `--key-file=${p.mungeKey}`, `--pid-file=${p.mungePid}`, `--log-file=${p.mungeLog}`, `--seed-file=${p.mungeSeed}`]);
    if (!(await waitUntil(() => existsSync(p.mungeSocket), 30_000))) throw new Error('munged did not create its socket within 30 s');
    start('slurmctld', programs.slurmctld, ['-D', '-f', p.conf]);
    start('slurmd', programs.slurmd, ['-D', '-f', p.conf, '-N', NODE_NAME]);
    const idle = await waitUntil(() => {
      if (daemons.some(({ child }) => !alive(child))) throw new Error('a daemon exited while the cluster started');
      const state = spawnSync(programs.sinfo, ['-h', '-N', '-n', NODE_NAME, '-o', '%T'], { env, encoding: 'utf8', timeout: 30_000 }).stdout ?? '';
      return state.trim() === 'idle';
    }, 90_000);
    if (!idle) throw new Error(`node ${NODE_NAME} was not idle within 90 s`);
  } catch (error) {
    const message = `${(error as Error).message}\n${logTails()}`;
    const problems = await stop();
    throw new Error([message, ...problems].join('\n'), { cause: error });
  }
  log(`slurm: single-node cluster up in ${dir} (${NODE_NAME}, ${CPUS} CPUs, ${tracking}, slurmctld port ${layout.ctldPort})`);
  return { dir, nodeName: NODE_NAME, tracking, env, logTails, stop };
}

/**
 * slurmstepd (one per running job) is started by slurmd but is not its child and may outlive it
 * when a job hangs: find ours by the SLURM_CONF in their environment and kill them.
 */
function killLeftoverStepDaemons(conf: string): string[] {
  const problems: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!command.startsWith('slurmstepd')) continue;
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`SLURM_CONF=${conf}`)) continue;
      process.kill(Number(pid), 'SIGKILL');
      problems.push(`slurmstepd (pid ${pid}) was still running after slurmd stopped: killed`);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return problems;
}

/** slurmd leaves its empty cgroup folders (cgroup v1: one per controller) behind; remove ours, deepest first. */
function removeCgroups(nodeName: string): void {
  const root = '/sys/fs/cgroup';
  if (!existsSync(root)) return;
  const removeTree = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) removeTree(join(dir, entry.name));
    rmdirSync(dir);
  };
  const candidates = [join(root, `slurm_${nodeName}`), ...readdirSync(root).map((controller) => join(root, controller, `slurm_${nodeName}`))];
  for (const dir of candidates) {
    try {
      if (existsSync(dir)) removeTree(dir);
    } catch {
      // still in use or not ours to remove: harmless, the next run reuses it
    }
  }
}
