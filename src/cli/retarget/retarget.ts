import { basename, resolve } from 'node:path';
import type { BodyPlan } from '../../bodyplan/format/schema.ts';
import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import { computeRetargetReport } from '../../bodyplan/retarget/report/computeRetargetReport.ts';
import { formatRetargetReport } from '../../bodyplan/retarget/report/formatRetargetReport.ts';
import type { RetargetMap, RetargetTargets, RetargetTrajectory, SourceMotion } from '../../bodyplan/retarget/retargetTypes.ts';
import { inMujocoOrder } from '../../bodyplan/retarget/trajectoryColumns.ts';
import { trajectoryToCsv, trajectoryToJson, trajectoryToKeyframes } from '../../bodyplan/retarget/trajectoryFiles.ts';
import { readRetargetMap, writeRetargetMap } from '../../bodyplan/retarget/mapFile.ts';
import { readSourceMotion } from '../../bodyplan/retarget/readSourceMotion.ts';
import { suggestMapping } from '../../bodyplan/retarget/suggestMapping.ts';
import { placeSource } from '../../bodyplan/retarget/placeSource.ts';
import { readBinaryFile, readTextFile, UsageError } from '../io.ts';
import { parseCommandLine, parseNumberOption, singleFile, type ParsedArgs } from '../options.ts';
import { writeErr } from '../output.ts';
import { outputOption } from '../resultFile.ts';
import { loadRobot } from './loadRobot.ts';
import { solveInWorker } from './solveInWorker.ts';
import { writeOutputs, type Output } from './writeOutputs.ts';

const RETARGET_OPTIONS = {
  motion: 'string', map: 'string', 'source-up': 'string', unit: 'string', scale: 'string',
  o: 'string', output: 'string', json: 'string', keyframes: 'string', report: 'string', 'write-map': 'string',
} as const;

type Values = ParsedArgs<typeof RETARGET_OPTIONS>['values'];

export const RETARGET_USAGE =
  'bodyplan retarget <robot.json|robot.urdf|robot.xml> --motion <clip.bvh|.trc|.c3d|.json> [--map map.json] [--source-up y|z] [--unit cm|m|mm] [--scale auto|per-limb|N] ' +
  '-o trajectory.csv [--json trajectory.json] [--keyframes keys.xml] [--report report.json] [--write-map suggested.json]';

/** Ctrl-C and the SIGTERM of a job scheduler: the command stops between two slices of frames, writing nothing. */
const STOP_SIGNALS = { SIGINT: 2, SIGTERM: 15 } as const;

/** Frames the solve thread solves between two progress messages (tens of milliseconds). */
const SLICE_FRAMES = 250;

/** On a terminal, the progress line is rewritten at most this often (ms). */
const TERMINAL_PROGRESS_MS = 500;

/**
 * `bodyplan retarget`: a mocap clip onto a robot (issue 41). Reads the clip into the robot's
 * conventions (readSourceMotion: metres, Z up, facing +X; --source-up and --unit set what is
 * otherwise detected), maps its joints or markers to the robot's links (--map, else the suggestion
 * from names and the tree's shape; --write-map saves the map used, to edit and reuse), scales and
 * grounds it and holds the feet in contact (placeSource.ts), solves with the project's IK
 * (solveRetarget.ts), and writes the trajectory: CSV (-o), JSON (--json), MJCF keyframes
 * (--keyframes), the report card (--report, and a summary on stderr). Each row is `time` then
 * MuJoCo's qpos for the MJCF `bodyplan export-mjcf` writes of the robot.
 *
 * The solve runs in a worker thread; progress goes to stderr. The outputs are written together
 * after the solve, each whole; Ctrl-C or SIGTERM before that ends the thread and leaves none (exit
 * 130 or 143). Exit 0 done, 1 the robot is invalid, 2 usage or a clip or map
 * that cannot be used (the message says where).
 */
export async function runRetarget(args: string[]): Promise<number> {
  const { positionals, values } = parseCommandLine(args, RETARGET_OPTIONS, RETARGET_USAGE);
  const robotFile = singleFile(positionals, RETARGET_USAGE);
  const outputs = outputPaths(values);
  const overrides = sourceOverrides(values);
  const scale = scaleOption(values.scale);
  const motionFile = values.motion;
  if (motionFile === undefined) throw new UsageError(`--motion <clip> is required; usage: ${RETARGET_USAGE}`);

  let stoppedBy: keyof typeof STOP_SIGNALS | null = null;
  // While the solve thread runs, a stop ends it at once.
  let stopSolve: (() => void) | null = null;
  const handlers = (Object.keys(STOP_SIGNALS) as (keyof typeof STOP_SIGNALS)[]).map((signal) => {
    const handler = () => {
      stoppedBy ??= signal;
      stopSolve?.();
    };
    process.on(signal, handler);
    return () => process.off(signal, handler);
  });
  const stopped = () => stoppedBy !== null;
  try {
    const robot = await loadRobot(robotFile);
    if (robot === null) return 1;
    const read = await readSourceMotion({ name: basename(motionFile), bytes: readBinaryFile(motionFile, '--motion') }, overrides);
    if (!read.ok) throw new UsageError(`--motion ${read.message}`);
    const motion = read.value;
    await writeErr(`bodyplan retarget: ${motionFile}: ${motion.frameCount} frames at ${round(motion.fps)} fps, ${motion.names.length} ${motion.parents.every((p) => p < 0) ? 'markers' : 'joints'}; ${motion.conventions.up} up, ${motion.conventions.unit} (${motion.conventions.detectedFrom})\n`);
    const map = chooseMap(values.map, motion, robot.plan, robot.model, motionFile);
    const placed = placeSource(motion, map, robot.plan, { scale });
    if (!placed.ok) throw new UsageError(`--motion ${motionFile}: ${placed.message}`);
    const targets = placed.value;
    await writeErr(`bodyplan retarget: ${scaleSummary(targets)}; ${targets.links.length} links mapped, feet ${targets.footLinks.join(', ') || '(none)'}\n`);
    const trajectory = await solveWithProgress(robot.model, targets, stopped, (stop) => (stopSolve = stop));
    if (trajectory === null) return stoppedAt(stoppedBy!);
    const report = values.report === undefined ? null : computeRetargetReport(robot.model, trajectory, targets);
    if (report !== null) await writeErr(formatRetargetReport(report));
    const forMujoco = inMujocoOrder(robot.model, trajectory);
    const files: Output[] = [{ option: '-o', path: outputs.csv, text: trajectoryToCsv(forMujoco), format: 'text' }];
    if (outputs.json !== undefined) files.push({ option: '--json', path: outputs.json, text: trajectoryToJson(forMujoco), format: 'json' });
    if (outputs.keyframes !== undefined) files.push({ option: '--keyframes', path: outputs.keyframes, text: trajectoryToKeyframes(forMujoco, basename(robotFile).replace(/\..*$/, '')), format: 'text' });
    if (report !== null && outputs.report !== undefined) files.push({ option: '--report', path: outputs.report, text: `${JSON.stringify(report, null, 1)}\n`, format: 'json' });
    if (outputs.map !== undefined) files.push({ option: '--write-map', path: outputs.map, text: writeRetargetMap(map), format: 'json' });
    if (!(await writeOutputs(files, stopped))) return stoppedAt(stoppedBy!);
    await writeErr(`bodyplan retarget: wrote ${files.map((f) => f.path).join(', ')}\n`);
    return 0;
  } finally {
    for (const off of handlers) off();
  }
}

/** The map from --map (checked against the clip's and the robot's names), else the suggestion; a map that maps nothing is refused. */
function chooseMap(mapFile: string | undefined, motion: SourceMotion, plan: BodyPlan, model: BodyModel, motionFile: string): RetargetMap {
  if (mapFile !== undefined) {
    const read = readRetargetMap(readTextFile(mapFile, '--map'), mapFile, { sources: motion.names, links: model.jointNames });
    if (!read.ok) throw new UsageError(`--map ${read.message}`);
    if (read.value.entries.length === 0) throw new UsageError(`--map ${mapFile}: maps no joint; a retarget needs at least the pelvis and the feet`);
    return read.value;
  }
  const suggested = suggestMapping(motion.names, plan).map;
  if (suggested.entries.length === 0) {
    const shown = motion.names.slice(0, 6).map((n) => `"${n}"`).join(', ');
    throw new UsageError(
      `--motion ${motionFile}: none of its ${motion.names.length} joints or markers (${shown}${motion.names.length > 6 ? ', …' : ''}) matches a link of the robot by name; ` +
        'map them in a file: --write-map with a clip that matches writes one to start from, or see the README ("Retarget a motion") for its shape, then --map map.json',
    );
  }
  return suggested;
}

/**
 * The solve, in a worker thread (solveInWorker.ts), with progress on stderr: on a terminal one line
 * rewritten at most every TERMINAL_PROGRESS_MS, else a line at each quarter. `onStop` is given the
 * way to end the thread, which a Ctrl-C calls at once. Null when stopped.
 */
async function solveWithProgress(model: BodyModel, targets: RetargetTargets, stopped: () => boolean, onStop: (stop: (() => void) | null) => void) {
  const started = performance.now();
  const terminal = process.stderr.isTTY === true;
  let nextReport = 0.25;
  let lastShown = -Infinity;
  // Progress lines are written in order; a failed write surfaces once the solve is over.
  let writing = Promise.resolve();
  const show = (text: string): void => {
    writing = writing.then(() => writeErr(text));
  };
  const solve = solveInWorker(model, targets, SLICE_FRAMES, (done, total) => {
    const fraction = done / total;
    if (terminal) {
      const now = performance.now();
      if (now - lastShown < TERMINAL_PROGRESS_MS && done < total) return;
      lastShown = now;
      show(`\rbodyplan retarget: solved ${done} of ${total} frames`);
    } else if (fraction >= nextReport || done === total) {
      show(`bodyplan retarget: solved ${done} of ${total} frames\n`);
      while (nextReport <= fraction) nextReport += 0.25;
    }
  });
  onStop(() => void solve.stop());
  // A stop that came while the thread was being started.
  if (stopped()) void solve.stop();
  let trajectory: RetargetTrajectory | null;
  try {
    trajectory = await solve.result;
  } finally {
    onStop(null);
    await writing;
  }
  if (trajectory === null) return null;
  const seconds = (performance.now() - started) / 1000;
  await writeErr(`${terminal ? '\n' : ''}bodyplan retarget: ${targets.frameCount} frames solved in ${seconds.toFixed(2)} s (${Math.round(targets.frameCount / Math.max(seconds, 1e-6))} frames/s)\n`);
  return trajectory;
}

async function stoppedAt(signal: keyof typeof STOP_SIGNALS): Promise<number> {
  await writeErr(`${process.stderr.isTTY === true ? '\n' : ''}bodyplan retarget: stopped by ${signal}; nothing written\n`);
  return 128 + STOP_SIGNALS[signal];
}

/** -o (required) and the other outputs; two of them naming one file is refused (one would overwrite the other). */
function outputPaths(values: Values): { csv: string; json?: string; keyframes?: string; report?: string; map?: string } {
  const csv = outputOption(values);
  if (csv === undefined) throw new UsageError(`-o trajectory.csv is required; usage: ${RETARGET_USAGE}`);
  const named = { '-o': csv, '--json': values.json, '--keyframes': values.keyframes, '--report': values.report, '--write-map': values['write-map'] };
  const seen = new Map<string, string>();
  for (const [option, path] of Object.entries(named)) {
    if (path === undefined) continue;
    const other = seen.get(resolve(path));
    if (other !== undefined) throw new UsageError(`${other} and ${option} both name "${path}"; give each output its own file`);
    seen.set(resolve(path), option);
  }
  return { csv, json: values.json, keyframes: values.keyframes, report: values.report, map: values['write-map'] };
}

function sourceOverrides(values: Values): { up?: 'y' | 'z'; unit?: 'cm' | 'm' | 'mm' } {
  const up = values['source-up'];
  if (up !== undefined && up !== 'y' && up !== 'z') throw new UsageError(`--source-up expects y or z (the clip's vertical axis), got "${up}"`);
  const unit = values.unit;
  if (unit !== undefined && unit !== 'cm' && unit !== 'm' && unit !== 'mm') throw new UsageError(`--unit expects cm, m or mm (the clip's length unit), got "${unit}"`);
  return { ...(up === undefined ? {} : { up }), ...(unit === undefined ? {} : { unit }) };
}

/** --scale: "auto" (the robot's height over the source's, the default), "per-limb" (limbScale.ts) or a factor. */
function scaleOption(text: string | undefined): 'auto' | 'per-limb' | number {
  if (text === undefined || text === 'auto') return 'auto';
  if (text === 'per-limb') return 'per-limb';
  return parseNumberOption('--scale', text, 'positive');
}

/** "scaled by 0.749", or per limb each limb's factor and where the source's lengths came from. */
function scaleSummary(targets: RetargetTargets): string {
  const limbs = targets.limbScales;
  if (limbs === undefined) return `scaled by ${round(targets.scale)}`;
  const from = [...new Set(limbs.map((limb) => limb.source_from))].join(', ');
  return `scaled per limb (${from}): ${limbs.map((limb) => `${limb.limb} ${round(limb.factor)}`).join(', ')}; the pelvis's path by ${round(targets.scale)}`;
}

const round = (value: number): string => String(Math.round(value * 1000) / 1000);
