import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import { framesSpans } from './framesSpans.ts';
import { parseIkRecording, readTargetFrame, type IkRecordingResult } from './ikTargets.ts';
import { pooledWorkerCount, targetsOnPooledWorker } from './ikWorkerPool.ts';

/** Below this many characters a targets file is read on this thread alone: posting parts would cost more than it saves. */
const MIN_TEXT_IN_PARTS = 1_000_000;

/**
 * `bodyplan ik --workers N`'s reading of a large JSON 3D targets file: the "frames" array is cut
 * into `parts` runs of whole elements (framesSpans.ts), the first read here and the others by the
 * pooled threads at the same time (any part a thread has not started on when this thread is done
 * with its own is read here too). Only a file of nothing but "frames" (and "fps") takes this way;
 * the rest of the object is read by parseIkRecording, as is the whole file when anything in a part
 * is not a valid frame, so that every error is the ordinary one, located. Returns null when this
 * way does not apply or a part was not valid: the caller reads the file with parseIkRecording.
 * The targets are the same numbers parseIkRecording reads (JSON.parse on both ways, and the same
 * checks per frame: readTargetFrame).
 */
export async function parseIkRecordingInParts(text: string, model: BodyModel, parts: number): Promise<IkRecordingResult | null> {
  const pooled = Math.min(parts - 1, pooledWorkerCount());
  if (pooled < 1 || text.length < MIN_TEXT_IN_PARTS) return null;
  const spans = framesSpans(text);
  if (spans === null) return null;
  // The object without its frames' elements: fps and the keys are checked the ordinary way.
  const rest = parseIkRecording(text.slice(0, spans.start) + text.slice(spans.end), model);
  if (!rest.ok || rest.value.kind !== '3d' || rest.value.weights !== null || rest.value.orientations != null) return null;
  const frameCount = spans.commas.length + 1;
  const elementStart = (i: number) => (i === 0 ? spans.start : spans.commas[i - 1]! + 1);
  const elementEnd = (i: number) => (i === frameCount - 1 ? spans.end : spans.commas[i]!);
  const bounds = Array.from({ length: pooled + 1 }, (_, s): [number, number] => [Math.round((s * frameCount) / (pooled + 1)), Math.round(((s + 1) * frameCount) / (pooled + 1))]);
  const partText = ([from, to]: [number, number]) => text.slice(elementStart(from), elementEnd(to - 1));
  const claims = new SharedArrayBuffer(4 * bounds.length);
  const claimed = new Int32Array(claims);
  claimed[0] = 1;
  const jointNames = [...model.jointNames];
  const jobs = bounds.slice(1).map((part, k) => targetsOnPooledWorker(k, partText(part), part[1] - part[0], jointNames, claims, k + 1));
  // A part this thread takes over is not waited for: its failure must not be an unhandled rejection.
  for (const job of jobs) job.catch(() => {});
  const read: (Float64Array | null)[] = [];
  for (let s = 0; s < bounds.length; s++) {
    const part = bounds[s]!;
    if (s === 0 || Atomics.compareExchange(claimed, s, 0, 1) === 0) read.push(readFramesText(partText(part), part[1] - part[0], jointNames));
    else {
      // A thread that failed (or died) after claiming its part: the whole file is read the ordinary way.
      const answer = await jobs[s - 1]!.catch(() => 'invalid' as const);
      read.push(typeof answer === 'string' ? null : answer);
    }
  }
  if (read.some((part) => part === null)) return null;
  const width = 3 * model.jointCount;
  const targets = read.flatMap((part) => Array.from({ length: part!.length / width }, (_, f) => part!.subarray(f * width, (f + 1) * width)));
  return { ...rest, value: { ...rest.value, targets } };
}

/**
 * `count` elements of "frames" (their text, commas between them) as one array of 3 numbers per
 * joint per frame; null when the text is not exactly `count` valid frames.
 */
export function readFramesText(text: string, count: number, jointNames: readonly string[]): Float64Array<ArrayBuffer> | null {
  let frames: unknown;
  try {
    frames = JSON.parse(`[${text}]`);
  } catch {
    return null;
  }
  if (!Array.isArray(frames) || frames.length !== count) return null;
  const width = 3 * jointNames.length;
  const out = new Float64Array(count * width);
  for (let f = 0; f < count; f++) if (readTargetFrame(frames[f], f, jointNames, out, f * width) !== null) return null;
  return out;
}
