import { availableParallelism } from 'node:os';
import { DEFAULT_IK_OPTIONS, IkSolver, type IkOptions } from '../../bodyplan/ik/ik.ts';
import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import { Ik2dSolver } from '../../bodyplan/ik/solve2d.ts';
import { solveRecordingRange, recordingLength, solvedStride, type IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import { resolveWorkerCount, type WorkerCount } from '../../bodyplan/ik/segments.ts';
import { segmentJoinNote } from '../../bodyplan/ik/segmentReconcile.ts';
import { depthNote } from '../../bodyplan/ik/depthNote.ts';
import { readTextFile, UsageError } from '../io.ts';
import { solveInSegments } from './ikParallel.ts';
import { closeIkWorkerPool, takeIkWorkerFailures, sizeIkWorkerPool } from './ikWorkerPool.ts';
import { unwrapSolvedAngles } from '../../bodyplan/ik/unwrapAngles.ts';
import { checkLeaveOneOutApplies, fitCheckFields, fitCheckSettings, FIT_CHECK_OPTIONS, FIT_CHECK_USAGE } from './ikFitChecks.ts';
import type { Mapper } from '../../bodyplan/observations/mapper.ts';
import type { PartMapping } from '../../bodyplan/recording/readers/partMatching.ts';
import { basename } from 'node:path';
import { chooseFrameRate } from '../../bodyplan/recording/frameRateSource.ts';
import { DEFAULT_FPS } from '../../bodyplan/recording/recording.ts';
import { parseCameraFile, parsePartMapping, partMatchNote, readCsvRecording } from './ikCsvTargets.ts';
import { parseIkRecording } from './ikTargets.ts';
import { parseIkRecordingInParts } from './ikTargetsInParts.ts';
import { ROBUST_LOSSES, type RobustLoss } from '../../bodyplan/ik/robustLoss.ts';
import { readCalibratedTargets } from './ikCalibratedTargets.ts';
import { labTableTargets, readTargetsFile, type OpenPoseSettings } from './ikLabTargets.ts';
import { KEYPOINT_SETS, keypointSet } from '../../bodyplan/recording/labFiles/keypointSets.ts';
import { parseKeypointNames } from '../../bodyplan/recording/labFiles/keypointNamesFile.ts';
import type { LabReadOptions } from '../../bodyplan/recording/labFiles/readLabFile.ts';
import { loadModelOrReport } from '../loadModel.ts';
import { parseCommandLine, parseNumberOption, singleFile, type ParsedArgs } from '../options.ts';
import { writeErr } from '../output.ts';
import { outputOption, VALUES_CHECKED, writeResultInPieces } from '../resultFile.ts';
import { frameLinesInParts } from './ikFrameOutput.ts';
import { rowShape } from './ikFrameLines.ts';
import { actOnObservations, likelihoodReadThreshold, observationSettings, OBSERVATION_OPTIONS, OBSERVATION_USAGE, type ObservationSettings } from './ikObservationOptions.ts';
import type { Exclusion } from '../../bodyplan/observations/exclusions.ts';

const IK_OPTIONS = {
  targets: 'strings', o: 'string', output: 'string', 'neutral-weight': 'string', iterations: 'string', damping: 'string', tolerance: 'string', workers: 'string', overlap: 'string',
  'robust-loss': 'string', 'robust-scale': 'string',
  parts: 'string', camera: 'string', xy: 'boolean', 'likelihood-threshold': 'string', ...FIT_CHECK_OPTIONS, calibration: 'string', 'cam-regex': 'string', ...OBSERVATION_OPTIONS,
  individual: 'string', 'up-axis': 'string', person: 'string', 'keypoint-set': 'string', 'keypoint-names': 'string',
} as const;

export const IK_USAGE =
  'bodyplan ik <file> --targets <file> [-o out.json] [--neutral-weight 1e-3] [--iterations 10] [--damping 1e-6] [--tolerance 1e-3] [--robust-loss cauchy|huber|none] [--robust-scale 10] [--workers N [--overlap K]] ' +
  '[--parts mapping.json] [--camera camera.json | --xy | --calibration calibration.toml [--cam-regex REGEX] --targets <camera file> ...] [--likelihood-threshold 0.6] [--individual NAME] [--up-axis y|z] [--person N|largest] [--keypoint-set BODY_25|BODY_25B|COCO|HALPE_26 | --keypoint-names names.json] ' + FIT_CHECK_USAGE + ' ' + OBSERVATION_USAGE;

/**
 * `bodyplan ik`: solves the frames in order, each warm-started from the previous solution (the
 * first from a start placed on its points: ikRecording.ts), and prints one result per frame. The targets
 * are 3D keypoints or 2D observations through a camera, an X-Y view or several cameras.
 * `rms_error` is the unweighted RMS distance over observed keypoints in the observations' units
 * (pixels for cameras), null when none is observed. A `.csv` targets file is a DeepLabCut or anipose
 * recording (see ikCsvTargets.ts). With `--calibration calibration.toml` (anipose's), `--targets` may
 * be repeated: one DeepLabCut CSV per camera, matched to its camera by file name, undistorted
 * through its lens (see ikCalibratedTargets.ts).
 *
 * With `--workers N`, QuickIK's solve_segments_parallel: N contiguous segments, each on its own
 * thread, cold-started at neutral (see ikParallel.ts); `--overlap K` warms each later segment up
 * on the K frames before it. A segment that landed on another IK branch than the run before it
 * is solved again from that run's end, with a note saying how many were.
 */
export async function runIk(args: string[]): Promise<number> {
  const { positionals, values } = parseCommandLine(args, IK_OPTIONS, IK_USAGE);
  const file = singleFile(positionals, IK_USAGE);
  const targetsFiles = values.targets;
  if (targetsFiles === undefined) throw new UsageError(`--targets <file> is required; usage: ${IK_USAGE}`);
  if (values.calibration === undefined && values['cam-regex'] !== undefined) {
    throw new UsageError(`--cam-regex picks each --targets file's camera out of its name, which needs --calibration calibration.toml; usage: ${IK_USAGE}`);
  }
  if (values.calibration === undefined && targetsFiles.length > 1) {
    throw new UsageError(`several --targets files (one per camera) need --calibration calibration.toml, whose camera names the file names are matched to; usage: ${IK_USAGE}`);
  }
  const options = solverOptions(values);
  const parallel = parallelOptions(values);
  const checks = fitCheckSettings(values);
  const count = parallel === null ? null : resolveWorkerCount(parallel.workers, availableParallelism());
  if (count?.ok === false) throw new UsageError(`--workers: ${count.message}`);
  const workers = count?.ok ? count : null;
  if (workers === null || workers.workers === 1) return solveAndWrite(file, values, options, parallel, checks, workers);
  // The pool's threads start now, while this one reads the plan and the targets: by the time a big
  // recording is read, they are ready to solve (a small one is solved here anyway, parallelThreshold.ts).
  // They end with the command: a thread still starting would keep the process alive.
  sizeIkWorkerPool(workers.workers - 1);
  try {
    return await solveAndWrite(file, values, options, parallel, checks, workers);
  } finally {
    await closeIkWorkerPool();
    for (const failure of new Set(takeIkWorkerFailures())) {
      await writeErr(`bodyplan ik: note: a worker thread failed (${failure}); this thread did its work, so --workers ${workers.workers} gained nothing\n`);
    }
  }
}

/** The rest of `bodyplan ik`, once the command line is checked: read, solve, write. */
async function solveAndWrite(
  file: string,
  values: ParsedArgs<typeof IK_OPTIONS>['values'],
  options: IkOptions,
  parallel: ReturnType<typeof parallelOptions>,
  checks: ReturnType<typeof fitCheckSettings>,
  workers: Extract<WorkerCount, { ok: true }> | null,
): Promise<number> {
  const targetsFiles = values.targets!;
  const output = outputOption(values);
  const observations = observationSettings(values);
  const model = await loadModelOrReport(file);
  if (model === null) return 1;
  const read = values.calibration === undefined ? await readTargets(targetsFiles[0]!, model, values, observations, workers?.workers ?? 1) : await readCameraFiles(values.calibration, targetsFiles, model, values, observations);
  // Filters, then exclusions (the file's and --exclude's), before anything is solved or checked.
  const acted = actOnObservations(read.recording, { cameras: read.cameraNames, joints: model.jointNames }, observations, read.saved, read.likelihoodBase);
  for (const note of acted.notes) await writeErr(`bodyplan ik: note: ${note}\n`);
  const recording = acted.recording;
  // --frame-rate (the user's word) over the file's "fps"; CSV files have none. Printed with where it came from
  // (frameRateSource.ts, as the Studio says it); the default guess is not printed: the angles would pass it off as measured.
  const rate = chooseFrameRate({ user: checks.frameRate, file: read.fps === null ? null : { fps: read.fps, name: basename(targetsFiles[0]!) }, video: null, defaultFps: DEFAULT_FPS });
  const fps = rate.origin === 'default' ? null : rate.fps;
  checkSolverBuilds(file, model, recording, options);
  checkLeaveOneOutApplies(checks, recording);
  // Once for the solve, not per frame (depthNote.ts); before solving, as the other notes on what was read.
  const depth = depthNote(recording);
  if (depth !== null) await writeErr(`bodyplan ik: note: ${depth}\n`);

  let solve: (recording: IkRecording) => Float64Array | Promise<Float64Array>;
  // The main solve's note on its segments' joins (segmentReconcile.ts; '' when there is nothing to say); the fit checks' solves say nothing.
  let note: string | null = null;
  // Orientation targets are solved on this thread (the workers' packed frames carry positions only).
  const oriented = recording.kind === '3d' && recording.orientations != null;
  if (oriented && workers !== null && workers.workers > 1) await writeErr('bodyplan ik: note: targets with orientations are solved on one thread; --workers is ignored\n');
  if (parallel === null || workers === null || oriented) {
    solve = (r) => {
      const solved = solveRecordingRange(model, r, options, 0, recordingLength(r));
      unwrapSolvedAngles(model, solved);
      return solved;
    };
  } else {
    if (workers.note !== null) await writeErr(`bodyplan ik: note: ${workers.note}\n`);
    solve = (r) =>
      solveInSegments(model, r, options, workers.workers, parallel.overlap, undefined, 'auto', (outcomes, segments) => {
        note ??= segmentJoinNote(outcomes, segments) ?? '';
      });
  }
  const solved = await solve(recording);
  // Said only when a segment landed on another branch: a run whose segments were all joined after a
  // few warm frames (the usual case) prints nothing more than before.
  const joinNote = note as string | null;
  if (joinNote) await writeErr(`bodyplan ik: note: ${joinNote}\n`);
  const inputs = fps === null ? acted.fields : { fps_source: rate.source, ...acted.fields };
  const behind = await writeFrames(output, model, solved, fps, inputs, () => fitCheckFields(model, recording, solved, checks, solve), workers?.workers ?? 1);
  if (behind.observations > 0) {
    await writeErr(
      `bodyplan ik: note: ${behind.observations} observation${behind.observations === 1 ? '' : 's'} in ${behind.frames} frame${behind.frames === 1 ? '' : 's'} ` +
        `fell behind their camera at the solution; rms_error leaves them out\n`,
    );
  }
  return 0;
}

/**
 * What was read: the recording, its frame rate when the file gives one, its views' camera names (what
 * --exclude names), the exclusions a saved recording holds, and the likelihood a filter falls back to.
 */
interface ReadTargets {
  recording: IkRecording;
  fps: number | null;
  cameraNames: string[];
  saved: Exclusion[];
  likelihoodBase: number;
}

/**
 * The --targets file: a recording CSV (by its .csv extension; DeepLabCut or anipose, told apart by
 * the header) or the JSON 3D/2D shapes. The CSV-only flags are usage errors with a JSON file.
 * A large JSON file of 3D targets is read in `parts` by the pooled threads (ikTargetsInParts.ts).
 */
async function readTargets(targetsFile: string, model: BodyModel, values: ParsedArgs<typeof IK_OPTIONS>['values'], observations: ObservationSettings, parts: number): Promise<ReadTargets> {
  const read = await readTargetsFile(targetsFile, labReadOptions(values), openPoseSettings(values));
  const csvFlag = (['parts', 'camera', 'xy', 'likelihood-threshold'] as const).find((name) => values[name] !== undefined);
  const isCsv = read.table !== null || !/^\s*[[{]/.test(read.text);
  if (!isCsv) {
    if (csvFlag !== undefined) throw new UsageError(`--${csvFlag} only applies to a tracker's or a lab's file (CSV, .h5, .trc …), not to JSON targets; usage: ${IK_USAGE}`);
    const parsed = (await parseIkRecordingInParts(read.text, model, parts)) ?? parseIkRecording(read.text, model);
    if (!parsed.ok) throw new UsageError(`--targets "${targetsFile}": ${parsed.message}`);
    // A JSON's weights are not a tracker's likelihoods unless the file says so: nothing was cut at reading.
    return { recording: parsed.value, fps: parsed.fps, cameraNames: parsed.saved?.cameraNames ?? [], saved: parsed.saved?.exclusions ?? [], likelihoodBase: 0 };
  }
  if (values.camera !== undefined && values.xy !== undefined) throw new UsageError('give either --camera camera.json or --xy, not both');
  let view: Mapper | null = values.xy === undefined ? null : { type: 'xy' };
  if (values.camera !== undefined) {
    const camera = parseCameraFile(readTextFile(values.camera, '--camera'), model);
    if (!camera.ok) throw new UsageError(`--camera "${values.camera}": ${camera.message}`);
    view = camera.value;
  }
  const { mapping, likelihoodThreshold, likelihoodBase } = csvOptions(values, observations);
  if (read.table !== null) {
    const lab = labTableTargets(targetsFile, read.table, model, { mapping, likelihoodThreshold, view });
    for (const note of lab.notes) await writeErr(`bodyplan ik: note: ${note}\n`);
    return { recording: lab.recording, fps: lab.fps, cameraNames: ['camera 1'], saved: [], likelihoodBase };
  }
  const csv = readCsvRecording(read.text, model, { mapping, likelihoodThreshold, view });
  if (!csv.ok) throw new UsageError(`--targets "${targetsFile}": ${csv.message}`);
  const note = partMatchNote(csv.value.unmatchedParts, csv.value.jointsWithoutPart);
  if (note !== null) await writeErr(`bodyplan ik: note: ${note}\n`);
  // One view, which no calibration names.
  return { recording: csv.value.recording, fps: null, cameraNames: ['camera 1'], saved: [], likelihoodBase };
}

/** --person and --keypoint-set: which person of an OpenPose folder, and the names of its keypoints. */
function openPoseSettings(values: ParsedArgs<typeof IK_OPTIONS>['values']): OpenPoseSettings {
  const person = values.person;
  let chosen: number | 'largest' | undefined;
  if (person !== undefined) {
    chosen = person === 'largest' ? 'largest' : Number(person);
    if (chosen !== 'largest' && !(Number.isInteger(chosen) && chosen >= 0)) throw new UsageError(`--person expects a person index (0, 1, …) or "largest", got "${person}"`);
  }
  const set = values['keypoint-set'];
  if (set !== undefined && keypointSet(set) === null) throw new UsageError(`--keypoint-set expects one of ${Object.keys(KEYPOINT_SETS).join(', ')}, got "${set}"`);
  const namesFile = values['keypoint-names'];
  if (namesFile !== undefined && set !== undefined) throw new UsageError('give either --keypoint-set or --keypoint-names, not both');
  return { person: chosen, keypointSet: set, names: namesFile === undefined ? undefined : readKeypointNames(namesFile) };
}

/** A --keypoint-names file (see keypointNamesFile.ts). */
function readKeypointNames(path: string): string[] {
  const read = parseKeypointNames(readTextFile(path, '--keypoint-names'));
  if (!read.ok) throw new UsageError(`--keypoint-names "${path}": ${read.message}`);
  return read.value;
}

/** --individual and --up-axis: what a lab file may need to be read. */
function labReadOptions(values: ParsedArgs<typeof IK_OPTIONS>['values']): LabReadOptions {
  const up = values['up-axis'];
  if (up !== undefined && up !== 'y' && up !== 'z') throw new UsageError(`--up-axis expects y or z (the file's vertical axis), got "${up}"`);
  return { individual: values.individual, upAxis: up };
}

/** `--calibration` with one DeepLabCut CSV per camera (see ikCalibratedTargets.ts); the single-view flags do not apply. */
async function readCameraFiles(calibrationFile: string, targetsFiles: readonly string[], model: BodyModel, values: ParsedArgs<typeof IK_OPTIONS>['values'], observations: ObservationSettings): Promise<ReadTargets> {
  const single = (['camera', 'xy'] as const).find((name) => values[name] !== undefined);
  if (single !== undefined) throw new UsageError(`--${single} and --calibration both say which camera the pixels were taken with: give one of them`);
  const { mapping, likelihoodThreshold, likelihoodBase } = csvOptions(values, observations);
  const read = await readCalibratedTargets(calibrationFile, targetsFiles, model, { mapping, likelihoodThreshold, camRegex: values['cam-regex'] }, labReadOptions(values), openPoseSettings(values));
  for (const note of read.notes) await writeErr(`bodyplan ik: ${note.startsWith('warning: ') ? note : `note: ${note}`}\n`);
  return { recording: read.recording, fps: read.fps, cameraNames: read.cameraNames, saved: [], likelihoodBase };
}

/** Builds a solver once before any work (or worker) starts, so a plan too large is a located error. */
function checkSolverBuilds(file: string, model: BodyModel, recording: IkRecording, options: IkOptions): void {
  try {
    if (recording.kind === '3d') new IkSolver(model, options);
    else new Ik2dSolver(model, recording.mappers, options);
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(`${file}: ${error.message}`);
    throw error;
  }
}

/**
 * Prints (or writes to -o, whole or not at all) the frame rate (`fps`, when known, so the angles keep their time), `frames` (one line each) and then the fit checks' fields (see ikFitChecks.ts); returns how
 * many observations (in how many frames) were behind their camera. With `parts` > 1 and rows
 * solved on pooled threads, the pooled threads write out most of the frames' lines while this one
 * runs `checks` (ikFrameOutput.ts); nothing is written before the checks are done, so a failed
 * check leaves no partial output behind.
 */
async function writeFrames(
  output: string | undefined,
  model: BodyModel,
  solved: Float64Array,
  fps: number | null,
  inputs: Record<string, unknown>,
  checks: () => Promise<Record<string, unknown>>,
  parts: number,
): Promise<{ observations: number; frames: number }> {
  const lines = frameLinesInParts(solved, rowShape(model, solvedStride(model)), parts);
  const more = Object.entries(await checks()).map(([name, value]) => `,\n${JSON.stringify(name)}: ${JSON.stringify(value)}`).join('');
  // Before the frames, as the rate: what the frames were solved from (filters, exclusions).
  const rate = (fps === null ? '' : `"fps": ${JSON.stringify(fps)},\n`) + Object.entries(inputs).map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)},\n`).join('');
  const behind = { observations: 0, frames: 0 };
  await writeResultInPieces(output, 'json', async (write) => {
    if (lines.count === 0) return write(`{${rate}"frames": []${more}}\n`);
    for (let s = 0; s < lines.count; s++) {
      const piece = await lines.piece(s);
      behind.observations += piece.observations;
      behind.frames += piece.frames;
      await write(s === 0 ? `{${rate}"frames": [\n` : ',\n');
      // Parsed by the thread that made it (checkedFrameLines): the file's JSON check takes it as one value.
      await write(piece.lines, VALUES_CHECKED);
    }
    await write(`\n]${more}}\n`);
  });
  return behind;
}

/** --parts and --likelihood-threshold, which apply to every CSV (--min-likelihood changes what is read: see likelihoodReadThreshold). */
function csvOptions(values: ParsedArgs<typeof IK_OPTIONS>['values'], observations: ObservationSettings): { mapping: PartMapping | undefined; likelihoodThreshold: number | undefined; likelihoodBase: number } {
  let mapping: PartMapping | undefined;
  if (values.parts !== undefined) {
    const parsed = parsePartMapping(readTextFile(values.parts, '--parts'));
    if (!parsed.ok) throw new UsageError(`--parts "${values.parts}": ${parsed.message}`);
    mapping = parsed.value;
  }
  const threshold = values['likelihood-threshold'];
  const given = threshold === undefined ? undefined : parseNumberOption('--likelihood-threshold', threshold, 'non-negative');
  const { read, base } = likelihoodReadThreshold(observations, given);
  return { mapping, likelihoodThreshold: read, likelihoodBase: base };
}

function parallelOptions(values: ParsedArgs<typeof IK_OPTIONS>['values']): { workers: number; overlap: number } | null {
  const overlapText = values.overlap;
  if (values.workers === undefined) {
    if (overlapText !== undefined) throw new UsageError(`--overlap only applies with --workers; usage: ${IK_USAGE}`);
    return null;
  }
  const workers = parseNumberOption('--workers', values.workers);
  if (!Number.isInteger(workers)) throw new UsageError(`--workers expects a whole number (N > 0, or -1 for all cores), got "${values.workers}"`);
  if (workers === 0) throw new UsageError('--workers must not be 0: a positive count, or -1 for all cores, -2 for all but one, ...');
  let overlap = 0;
  if (overlapText !== undefined) {
    overlap = parseNumberOption('--overlap', overlapText, 'non-negative');
    if (!Number.isInteger(overlap)) throw new UsageError(`--overlap expects a whole number of frames >= 0, got "${overlapText}"`);
  }
  return { workers, overlap };
}

function solverOptions(values: ParsedArgs<typeof IK_OPTIONS>['values']): IkOptions {
  const options: IkOptions = { ...DEFAULT_IK_OPTIONS };
  const neutral = values['neutral-weight'];
  if (neutral !== undefined) options.neutralWeight = parseNumberOption('--neutral-weight', neutral, 'non-negative');
  const damping = values.damping;
  if (damping !== undefined) options.damping = parseNumberOption('--damping', damping, 'non-negative');
  const tolerance = values.tolerance;
  if (tolerance !== undefined) {
    options.positionTolerance = options.angleTolerance = parseNumberOption('--tolerance', tolerance, 'non-negative');
  }
  const iterations = values.iterations;
  if (iterations !== undefined) {
    const count = parseNumberOption('--iterations', iterations, 'positive');
    if (!Number.isInteger(count) || count > 100_000) throw new UsageError(`--iterations expects a whole number from 1 to 100000, got "${iterations}"`);
    options.iterations = count;
  }
  const loss = values['robust-loss'];
  if (loss !== undefined) {
    if (!(ROBUST_LOSSES as readonly string[]).includes(loss)) throw new UsageError(`--robust-loss expects one of ${ROBUST_LOSSES.join(', ')}, got "${loss}"`);
    options.robustLoss = loss as RobustLoss;
  }
  const scale = values['robust-scale'];
  if (scale !== undefined) options.robustScale = parseNumberOption('--robust-scale', scale, 'positive');
  return options;
}
