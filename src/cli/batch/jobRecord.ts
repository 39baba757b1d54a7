import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync, statSync, writeSync } from 'node:fs';
import { join, relative } from 'node:path';
import { writeAtomically } from './atomicWrite.ts';
import { ikArguments } from './ikProcess.ts';
import type { BatchJob } from './jobsFile.ts';
import { PACKAGE_ROOT } from '../packageRoot.ts';

/**
 * What a finished job was made from, kept beside its result as `<name>.json.record`: the content
 * hash of every input file, the job's `bodyplan ik` arguments, the tool's version and the hash and
 * size of the result itself. A job counts as done only when all of it still holds, so a result cut
 * short by a full disk, an input replaced by an older-dated file (`rsync -a`, `cp -p`) or a changed
 * option is redone; modification times are not trusted for any of it.
 *
 * The suffix is `.record`, not `.record.json`: results are `<name>.json`, so a job named
 * "x.json.record" could otherwise have the result file that is job "x"'s record.
 */
export const RECORD_FORMAT = 'bodyplan-batch-record/1';

export interface JobRecord {
  format: typeof RECORD_FORMAT;
  tool: string;
  /** `bodyplan ik`'s arguments, with file paths relative to the output folder (moving both together keeps results). */
  arguments: string[];
  inputs: { path: string; sha256: string }[];
  result: { sha256: string; bytes: number };
}

/** Either the job is done (its result and record agree with the job as it is now), or why it is not. */
export type Doneness = { done: true } | { done: false; reason: string };

export const resultPathOf = (outDir: string, name: string): string => join(outDir, `${name}.json`);
export const recordPathOf = (result: string): string => `${result}.record`;

/** The tool's version: a new version may solve differently, so its results are redone. */
export const TOOL_VERSION = `bodyplan ${(JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version}`;

/** sha256 of a file's content, read in 1 MB pieces (inputs can be large); null when it cannot be read. */
export function fileSha256(path: string): string | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return null;
  }
  try {
    const hash = createHash('sha256');
    const buffer = Buffer.allocUnsafe(1024 * 1024);
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) hash.update(buffer.subarray(0, read));
    return hash.digest('hex');
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

export const bytesSha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The job's arguments as recorded: every path that is one of its inputs written relative to `outDir`. */
export function recordedArguments(job: BatchJob, outDir: string): string[] {
  const inputs = new Set(job.inputs);
  return ikArguments(job).map((arg) => {
    if (inputs.has(arg)) return relative(outDir, arg);
    const option = /^(--[a-z][a-z0-9-]*=)(.*)$/s.exec(arg);
    return option !== null && inputs.has(option[2]!) ? `${option[1]}${relative(outDir, option[2]!)}` : arg;
  });
}

/** The content hash of each of the job's inputs now (null for one that cannot be read). */
export function hashInputs(job: BatchJob, outDir: string): { path: string; sha256: string | null }[] {
  return [...new Set(job.inputs)].map((input) => ({ path: relative(outDir, input), sha256: fileSha256(input) }));
}

/** Why the job at `result` is not done, or that it is: see JobRecord. */
export function checkDone(job: BatchJob, outDir: string): Doneness {
  const result = resultPathOf(outDir, job.name);
  const resultBytes = sizeOf(result);
  if (resultBytes === null) return { done: false, reason: 'no result yet' };
  if (resultBytes === 0) return { done: false, reason: 'result incomplete (empty file)' };
  const record = readRecord(recordPathOf(result));
  if (record === null) return { done: false, reason: 'no record of its inputs and options (made by an older bodyplan, or interrupted)' };
  if (resultBytes < record.result.bytes) return { done: false, reason: `result incomplete (${resultBytes} of ${record.result.bytes} bytes)` };
  if (resultBytes !== record.result.bytes || fileSha256(result) !== record.result.sha256) return { done: false, reason: 'result changed since it was written' };
  if (record.tool !== TOOL_VERSION) return { done: false, reason: `tool version changed (${record.tool} → ${TOOL_VERSION})` };
  if (JSON.stringify(record.arguments) !== JSON.stringify(recordedArguments(job, outDir))) return { done: false, reason: 'options changed' };
  const recorded = new Map(record.inputs.map((input) => [input.path, input.sha256]));
  for (const input of hashInputs(job, outDir)) {
    if (input.sha256 === null) return { done: false, reason: `input missing: ${input.path}` };
    if (recorded.get(input.path) !== input.sha256) return { done: false, reason: `input changed: ${input.path}` };
  }
  return { done: true };
}

/** Writes the record of a result just written (atomically: a half-written record would count as none). */
export async function writeRecord(result: string, record: JobRecord): Promise<void> {
  await writeAtomically(recordPathOf(result), async (fd) => {
    writeSync(fd, `${JSON.stringify(record, null, 1)}\n`);
    return true;
  });
}

function readRecord(path: string): JobRecord | null {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Partial<JobRecord>;
    const wellFormed =
      value.format === RECORD_FORMAT &&
      typeof value.tool === 'string' &&
      Array.isArray(value.arguments) &&
      Array.isArray(value.inputs) &&
      typeof value.result?.sha256 === 'string' &&
      typeof value.result.bytes === 'number';
    return wellFormed ? (value as JobRecord) : null;
  } catch {
    return null;
  }
}

function sizeOf(path: string): number | null {
  try {
    return statSync(path).size;
  } catch {
    return null;
  }
}
