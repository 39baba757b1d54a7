import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CheckList } from './checkList.ts';
import { ensureSlurm } from './ensureSlurm.ts';
import { checkScenario } from './resultChecks.ts';
import { writeSessionFolder } from './sessionFolder.ts';
import { startCluster, type Cluster } from './singleNodeCluster.ts';
import { SlurmJobs } from './slurmJobs.ts';
import { runScenario } from './slurmScenario.ts';

/**
 * `npm run test:slurm` (run by .ci/run): the README's Slurm array script on a real single-node
 * Slurm cluster started in a temporary folder, with a cancel, a requeue, a corrupt input and a
 * resubmission of the failed tasks; every result is compared with a local run. Writes
 * test-results/slurm.json for scripts/test-summary.mjs and exits 1 when a check failed.
 */
const REPORT = join(import.meta.dirname, '..', '..', 'test-results', 'slurm.json');
const started = Date.now();
const print = (line: string) => console.log(line);
const checks = new CheckList(print);
const seconds = () => Math.round((Date.now() - started) / 1000);

const availability = ensureSlurm(print);
if (!availability.ok) {
  if (availability.skip) {
    const banner = '*'.repeat(100);
    print(`${banner}\nslurm: SKIPPED, NOT RUN: ${availability.reason}\n${banner}`);
    checks.skip('a real Slurm cluster runs the README\'s array', availability.reason);
    checks.write(REPORT, { skipReason: availability.reason, wallSeconds: seconds() });
    process.exit(0);
  }
  checks.check('Slurm is installed', false, availability.reason);
  checks.write(REPORT, { wallSeconds: seconds() });
  process.exit(1);
}
// slurmd reads no configuration for -V (sbatch --version already wants one).
const version = spawnSync(availability.programs.slurmd, ['-V'], { encoding: 'utf8' }).stdout.trim();
print(`slurm: ${version}${availability.installedNow ? ' (installed now with apt-get)' : ''}`);

let cluster: Cluster | null = null;
try {
  cluster = await startCluster(availability.programs, 'proctrack/cgroup', print);
  const session = writeSessionFolder(cluster.dir);
  const run = await runScenario(new SlurmJobs(availability.programs, cluster.env), session, print);
  checkScenario(run, session, checks);
  if (checks.count('failed') > 0) {
    // What the tasks and daemons said, for a failure that does not happen again on the next run.
    for (const [name, text] of run.logs) print(`slurm: --- ${name} ---\n${text.trimEnd()}`);
    print(`slurm: --- daemons ---\n${cluster.logTails()}`);
  }
} catch (error) {
  checks.check('the scenario ran to its end', false, `${(error as Error).message}${cluster === null ? '' : `\n${cluster.logTails()}`}`);
} finally {
  if (cluster !== null) {
    const problems = await cluster.stop();
    checks.check('every daemon it started stopped (munged, slurmctld, slurmd), its folder removed', problems.length === 0, problems.join('; ') || 'all stopped');
  }
}

const [passed, failed, skipped] = [checks.count('passed'), checks.count('failed'), checks.count('skipped')];
checks.write(REPORT, { wallSeconds: seconds(), slurm: version, tracking: cluster?.tracking ?? null });
print(`slurm: ${passed} passed, ${failed} failed, ${skipped} skipped in ${seconds()} s (${version}, ${cluster?.tracking ?? 'no cluster'})`);
process.exitCode = failed > 0 ? 1 : 0;
