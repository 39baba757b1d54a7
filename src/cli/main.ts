import { UsageError } from './io.ts';
import { errorForPeople } from './errorForPeople.ts';
import { ReaderGoneError, writeErr, writeOut } from './output.ts';
import { JOB_WORKER_COMMAND, serveJobs } from './batch/jobWorker.ts';

/** A subcommand: returns its exit code; throws UsageError for exit 2 with a message. */
interface Command {
  usage: string;
  run: (args: string[]) => Promise<number>;
}

/**
 * One line per subcommand, each loaded only when it runs (or for --help): a command starts without
 * compiling the others (the importers, the retarget's readers, the batch runner), which is start-up
 * every `bodyplan ik` of a batch pays and `--workers` cannot share out.
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  validate: async () => { const m = await import('./validate.ts'); return { usage: m.VALIDATE_USAGE, run: m.runValidate }; },
  schema: async () => { const m = await import('./schema.ts'); return { usage: m.SCHEMA_USAGE, run: m.runSchema }; },
  fk: async () => { const m = await import('./fk.ts'); return { usage: m.FK_USAGE, run: m.runFk }; },
  ik: async () => { const m = await import('./ik/ik.ts'); return { usage: m.IK_USAGE, run: m.runIk }; },
  batch: async () => { const m = await import('./batch/batch.ts'); return { usage: m.BATCH_USAGE, run: m.runBatch }; },
  import: async () => { const m = await import('./import/import.ts'); return { usage: m.IMPORT_USAGE, run: m.runImport }; },
  'export-mjcf': async () => { const m = await import('./exportMjcf.ts'); return { usage: m.EXPORT_MJCF_USAGE, run: m.runExportMjcf }; },
  retarget: async () => { const m = await import('./retarget/retarget.ts'); return { usage: m.RETARGET_USAGE, run: m.runRetarget }; },
};

/** What the one-line usages cannot say; printed by --help. */
const NOTES = [
  'Files: only regular files up to 64 MB are read (not directories, devices or FIFOs).',
  '--root-quat: scaled by its largest component, then normalized, so any non-zero finite',
  '  quaternion is a rotation (1e200,1e200,0,0 and 0,1e-320,0,0 too); 0,0,0,0 is refused.',
  '--targets: coordinates must be within ±1e150, so that squared distances fit a float.',
  'batch: runs ik for each job of a jobs file into <dir>/<name>.json (atomically), with <name>.json.record beside it;',
  '  a job is done (skipped) only while its result is whole and its record matches its inputs\' content and options.',
  '  Jobs are claimed (<name>.json.claim), so batches on one folder split the work; --status lists every job.',
  '  Each of the --workers N lanes runs its jobs in one process it keeps; --process-per-job starts one per job.',
  '  Shard K of N: --shard K/N, else K = SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX, N = --shard-count N or BODYPLAN_SHARD_COUNT (never the array\'s size).',
  '  Exit 0 all done, 3 only bad inputs failed (a retry fails the same way), 1 the run broke (retry), 130/143 stopped.',
  'schema: prints the JSON Schema (draft 2020-12) of the body-plan format, for editors.',
  'import: URDF (<robot>) or MJCF (<mujoco>); source diagnostics as file:line:column on stderr.',
  'Outputs (-o, --expanded-out, stdout to a file) are whole or absent: a failed or short write is exit 2.',
  'retarget: trajectory.csv rows are time, then MuJoCo\'s qpos for the robot\'s `bodyplan export-mjcf` model (root x y z, quaternion w x y z,',
  '  joints in MJCF order); Ctrl-C writes nothing (exit 130). See the README, "Retarget a motion".',
  'Exit codes: 0 done/valid, 1 invalid body plan, 2 usage or I/O error.',
  '  (import: exit 1 when the URDF/MJCF cannot be imported; nothing is written then.)',
];

async function usage(): Promise<string> {
  const commands = await Promise.all(Object.values(COMMANDS).map((load) => load()));
  return 'usage:\n' + commands.map((c) => `  ${c.usage}\n`).join('') + NOTES.map((line) => `${line}\n`).join('');
}

/**
 * Entry of the `bodyplan` command; returns the exit code (0 ok, 1 invalid input, 2 usage, I/O or any
 * unexpected error). It never throws: exit 1 must keep meaning "the body plan is invalid".
 */
export async function main(argv: string[]): Promise<number> {
  try {
    return await dispatch(argv);
  } catch (error) {
    // `bodyplan ik … | head`: the reader took what it wanted; as for any Unix tool, nothing to say.
    if (error instanceof ReaderGoneError) return 2;
    const where = argv[0] !== undefined && Object.hasOwn(COMMANDS, argv[0]) ? `bodyplan ${argv[0]}` : 'bodyplan';
    const { message, details } = errorForPeople(error);
    const stack = process.env.BODYPLAN_DEBUG && error instanceof Error && error.stack ? `${error.stack}\n` : '';
    // If stderr itself cannot be written there is no one left to tell; the exit code still says it.
    await writeErr(`${where}: ${message}\n${details === null ? '' : `Details: ${details}\n`}${stack}`).catch(() => {});
    return 2;
  }
}

async function dispatch(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const commands = `commands: ${Object.keys(COMMANDS).join(', ')}; bodyplan --help shows their usage`;
  if (name === '--help' || name === '-h') {
    await writeOut(await usage());
    return 0;
  }
  if (name === undefined) {
    await writeErr(`bodyplan: no command given; ${commands}\n`);
    return 2;
  }
  // A batch's warm job process (batch/warmIkProcess.ts): runs the jobs the batch sends it through this same entry.
  if (name === JOB_WORKER_COMMAND && process.send !== undefined) return serveJobs(main);
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (load === undefined) {
    await writeErr(`bodyplan: unknown command "${name}"; ${commands}\n`);
    return 2;
  }
  const command = await load();
  try {
    return await command.run(args);
  } catch (error) {
    if (error instanceof UsageError) {
      // A UsageError is our own sentence; the error under it, if any, is printed with BODYPLAN_DEBUG=1.
      const cause = process.env.BODYPLAN_DEBUG && error.cause instanceof Error && error.cause.stack ? `${error.cause.stack}\n` : '';
      await writeErr(`bodyplan ${name}: ${error.message}\n${cause}`);
      return 2;
    }
    throw error;
  }
}
