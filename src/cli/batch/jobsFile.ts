import { dirname, resolve } from 'node:path';
import { parseJson } from '../../bodyplan/format/parse.ts';
import { readTextFile, UsageError } from '../io.ts';
import { checkJobName } from './jobName.ts';

/**
 * One job of a jobs file: the body plan, the targets and the other `bodyplan ik` options, with every
 * path already resolved against the jobs file's folder.
 */
export interface BatchJob {
  /** Position in the file's "jobs" list (0-based): sharding and error messages count by it. */
  index: number;
  name: string;
  plan: string;
  targets: string[];
  /** `bodyplan ik` options other than --targets, by name without dashes: a path or number as text, or true for a flag. */
  options: [name: string, value: string | true][];
  /** Every file the job reads (plan, targets, calibration, camera, parts): its result is stale when one is newer. */
  inputs: string[];
  /** `file:line:column` of the job in the jobs file, and of each field by the ik option it becomes ("targets", "iterations", ...). */
  where: string;
  fieldWhere: Map<string, string>;
}

/**
 * Job fields whose value is a file, resolved against the jobs file's folder. "cameras" is accepted as
 * another spelling of ik's --camera, since a lab's file often holds its cameras; the rest are ik's names.
 */
const PATH_OPTIONS: Record<string, string> = { calibration: 'calibration', camera: 'camera', cameras: 'camera', parts: 'parts' };

const JOBS_FILE_SHAPE =
  '{"jobs": [{"name": "...", "plan": "plan.json", "targets": "a.csv" or ["camA.csv", ...], "calibration"?: "calibration.toml", "camera"?: "camera.json", ' +
  '"parts"?: "parts.json", and any other bodyplan ik option by its name, e.g. "iterations": 30, "xy": true}]}';

/** Reads and checks a jobs file; a problem is a UsageError located as file:line:column with the job's index and name. */
export function readJobsFile(path: string): BatchJob[] {
  return parseJobsFile(readTextFile(path), path);
}

export function parseJobsFile(text: string, path: string): BatchJob[] {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const first = parsed.diagnostics[0]!;
    throw new UsageError(`${path}:${first.line}:${first.column}: ${first.message}`);
  }
  const position = (pointer: string) => {
    const { line, column } = parsed.locator.position(parsed.locator.offsetOf(pointer));
    return `${path}:${line}:${column}`;
  };
  const at = (pointer: string, message: string) => new UsageError(`${position(pointer)}: ${message}`);
  const root = parsed.value;
  if (!isObject(root) || !Array.isArray(root.jobs)) throw at('', `expected ${JOBS_FILE_SHAPE}`);
  const extra = Object.keys(root).find((key) => key !== 'jobs');
  if (extra !== undefined) throw at(`/${pointerSegment(extra)}`, `unknown field "${extra}": the file holds only "jobs"`);
  const folder = dirname(resolve(path));
  const jobs = root.jobs.map((entry: unknown, index) => readJob(entry, index, folder, at, position));
  checkDistinctNames(jobs, at);
  return jobs;
}

type Locate = (pointer: string, message: string) => UsageError;

function readJob(entry: unknown, index: number, folder: string, at: Locate, position: (pointer: string) => string): BatchJob {
  const base = `/jobs/${index}`;
  if (!isObject(entry)) throw at(base, `job ${index}: expected an object with "name", "plan" and "targets"`);
  const rawName = entry.name;
  const label = typeof rawName === 'string' ? `job ${index} ("${rawName}")` : `job ${index}`;
  const fail = (field: string, message: string) => at(field === '' ? base : `${base}/${pointerSegment(field)}`, `${label}: ${message}`);

  if (typeof rawName !== 'string') throw fail(rawName === undefined ? '' : 'name', '"name" must be a string (the result is written to <out-dir>/<name>.json)');
  const nameProblem = checkJobName(rawName);
  if (nameProblem !== null) throw fail('name', `"name" ${nameProblem}`);
  const path = (field: string, value: unknown): string => {
    if (typeof value !== 'string' || value === '') throw fail(field, `"${field}" must be a file path (relative to the jobs file), got ${JSON.stringify(value) ?? 'nothing'}`);
    if (value.includes('\0')) throw fail(field, `"${field}" must not contain a NUL character`);
    return resolve(folder, value);
  };

  if (entry.plan === undefined) throw fail('', 'needs "plan": the body-plan file');
  const plan = path('plan', entry.plan);
  if (entry.targets === undefined) throw fail('', 'needs "targets": a file, or a list of files (one per camera)');
  const targetList = Array.isArray(entry.targets) ? entry.targets : [entry.targets];
  if (targetList.length === 0) throw fail('targets', '"targets" must not be an empty list');
  const targets = targetList.map((value: unknown, k) => {
    if (typeof value !== 'string' || value === '') throw at(`${base}/targets${Array.isArray(entry.targets) ? `/${k}` : ''}`, `${label}: each target must be a file path, got ${JSON.stringify(value)}`);
    return path('targets', value);
  });

  const options: [string, string | true][] = [];
  const inputs = [plan, ...targets];
  for (const [key, value] of Object.entries(entry)) {
    if (key === 'name' || key === 'plan' || key === 'targets') continue;
    if (!/^[a-z][a-z0-9-]*$/.test(key)) throw fail(key, `"${key}" is not a bodyplan ik option name (lower-case words joined by "-", e.g. "neutral-weight")`);
    if (value === false) continue; // A flag (or file) switched off is the same as none.
    const pathOption = Object.hasOwn(PATH_OPTIONS, key) ? PATH_OPTIONS[key]! : undefined;
    if (pathOption !== undefined) {
      if (options.some(([name]) => name === pathOption)) throw fail(key, `give "camera" or "cameras", not both`);
      const file = path(key, value);
      options.push([pathOption, file]);
      inputs.push(file);
    } else if (value === true) {
      options.push([key, true]);
    } else if (typeof value === 'number' || (typeof value === 'string' && value !== '' && !value.includes('\0'))) {
      options.push([key, String(value)]);
    } else {
      throw fail(key, `"${key}" must be a number, a non-empty string or true/false, got ${JSON.stringify(value)}`);
    }
  }
  const fieldWhere = new Map<string, string>();
  for (const key of Object.keys(entry)) fieldWhere.set(Object.hasOwn(PATH_OPTIONS, key) ? PATH_OPTIONS[key]! : key, position(`${base}/${pointerSegment(key)}`));
  return { index, name: rawName, plan, targets, options, inputs, where: position(base), fieldWhere };
}

/** Names are compared without case too: on macOS and Windows "A.json" and "a.json" are one file. */
function checkDistinctNames(jobs: readonly BatchJob[], at: Locate): void {
  const seen = new Map<string, number>();
  for (const job of jobs) {
    const key = job.name.normalize('NFC').toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      throw at(`/jobs/${job.index}/name`, `job ${job.index} ("${job.name}"): the name is already used by job ${first} ("${jobs[first]!.name}"); each job needs its own result file`);
    }
    seen.set(key, job.index);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** RFC 6901 escaping of one pointer segment. */
function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
