import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import { framesCuts } from './framesCuts.ts';
import { framesSpans } from './framesSpans.ts';
import { parseIkRecording, readTargetFrame, type IkRecordingResult } from './ikTargets.ts';
import { pooledWorkerCount, targetsOnPooledWorker } from './ikWorkerPool.ts';

/** Below this many characters a targets file is read on this thread alone: posting parts would cost more than it saves. */
const MIN_TEXT_IN_PARTS = 1_000_000;
/**
 * How many parts each thread's share is cut into: whoever is free reads the next one (this thread
 * has read the file and posted the parts before it starts), and a part of a few megabytes parsed
 * and copied out at once leaves its JSON values to die young, where one of half the file kept
 * them alive past the young generation (the garbage collector took a third of the reading).
 */
const PARTS_PER_THREAD = 8;

/**
 * `bodyplan ik --workers N`'s reading of a large JSON 3D targets file: the "frames" array is cut
 * into runs of whole elements (framesCuts.ts for the usual layout, framesSpans.ts for any
 * other), the first read here and the others posted to the pooled threads, which read them from
 * the front while this thread reads, from the back, those no thread has started on. Only a file of nothing but "frames" (and "fps") takes this way;
 * the rest of the object is read by parseIkRecording, as is the whole file when anything in a part
 * is not a valid frame, so that every error is the ordinary one, located. Returns null when this
 * way does not apply or a part was not valid: the caller reads the file with parseIkRecording.
 * The targets are the same numbers parseIkRecording reads (JSON.parse on both ways, and the same
 * checks per frame: readTargetFrame).
 */
export async function parseIkRecordingInParts(text: string, model: BodyModel, parts: number): Promise<IkRecordingResult | null> {
  const pooled = Math.min(parts - 1, pooledWorkerCount());
  if (pooled < 1 || text.length < MIN_TEXT_IN_PARTS) return null;
  const cut = partTexts(text, (pooled + 1) * PARTS_PER_THREAD);
  if (cut === null) return null;
  // The object without its frames' elements: fps and the keys are checked the ordinary way.
  const rest = parseIkRecording(text.slice(0, cut.start) + text.slice(cut.end), model);
  if (!rest.ok || rest.value.kind !== '3d' || rest.value.weights !== null || rest.value.orientations != null) return null;
  const count = cut.parts.length;
  const claims = new SharedArrayBuffer(4 * count);
  const claimed = new Int32Array(claims);
  claimed[0] = 1;
  const jointNames = [...model.jointNames];
  // Every part but the first is posted at once, the pooled threads reading them from the front.
  const jobs = cut.parts.map((part, s) => (s === 0 ? null : targetsOnPooledWorker((s - 1) % pooled, part.text(), part.count, jointNames, claims, s)));
  // A part this thread takes over is not waited for: its failure must not be an unhandled rejection.
  for (const job of jobs) job?.catch(() => {});
  const read: (Float64Array | null)[] = new Array<Float64Array | null>(count).fill(null);
  read[0] = readFramesText(cut.parts[0]!.text(), cut.parts[0]!.count, jointNames);
  // Then this thread reads, from the back, the parts no pooled thread has started on.
  const mine = new Set<number>([0]);
  for (let s = count - 1; s >= 1 && read[0] !== null; s--) {
    if (Atomics.compareExchange(claimed, s, 0, 1) !== 0) continue;
    mine.add(s);
    read[s] = readFramesText(cut.parts[s]!.text(), cut.parts[s]!.count, jointNames);
    if (read[s] === null) break;
  }
  if ([...mine].some((s) => read[s] === null)) {
    // The file is read the ordinary way, which says what is wrong where: the pooled threads skip what they have not started.
    for (let s = 1; s < count; s++) Atomics.compareExchange(claimed, s, 0, 1);
    return null;
  }
  for (let s = 1; s < count; s++) {
    if (mine.has(s)) continue;
    // A thread that failed (or died) after claiming its part: the whole file is read the ordinary way.
    const answer = await jobs[s]!.catch(() => 'invalid' as const);
    read[s] = typeof answer === 'string' ? null : answer;
  }
  if (read.some((part) => part === null)) return null;
  const width = 3 * model.jointCount;
  const targets = read.flatMap((part) => Array.from({ length: part!.length / width }, (_, f) => part!.subarray(f * width, (f + 1) * width)));
  return { ...rest, value: { ...rest.value, targets } };
}

/** One part's text (made when asked: a slice of the file) and its count of frames when known. */
interface PartText {
  text: () => string;
  count: number | null;
}

/**
 * The frames array's inside and its parts: cut near even shares of its characters where the usual
 * layout allows it (framesCuts.ts, no scan of the whole text), else in even shares of its elements
 * found by a scan (framesSpans.ts). Null when the text has no "frames" array to cut.
 */
function partTexts(text: string, parts: number): { start: number; end: number; parts: PartText[] } | null {
  const quick = framesCuts(text, parts);
  if (quick !== null) {
    const bounds = [quick.start - 1, ...quick.cuts, quick.end];
    return { start: quick.start, end: quick.end, parts: bounds.slice(1).map((to, s) => ({ text: () => text.slice(bounds[s]! + 1, to), count: null })) };
  }
  const spans = framesSpans(text);
  if (spans === null) return null;
  const frameCount = spans.commas.length + 1;
  const elementStart = (i: number) => (i === 0 ? spans.start : spans.commas[i - 1]! + 1);
  const elementEnd = (i: number) => (i === frameCount - 1 ? spans.end : spans.commas[i]!);
  const bounds = Array.from({ length: parts }, (_, s): [number, number] => [Math.round((s * frameCount) / parts), Math.round(((s + 1) * frameCount) / parts)]);
  return { start: spans.start, end: spans.end, parts: bounds.map(([from, to]) => ({ text: () => text.slice(elementStart(from), elementEnd(to - 1)), count: to - from })) };
}

/**
 * Elements of "frames" (their text, commas between them) as one array of 3 numbers per joint per
 * frame; null when the text is not valid frames, or not exactly `count` of them when a count is given.
 */
export function readFramesText(text: string, count: number | null, jointNames: readonly string[]): Float64Array<ArrayBuffer> | null {
  let frames: unknown;
  try {
    frames = JSON.parse(`[${text}]`);
  } catch {
    return null;
  }
  if (!Array.isArray(frames) || (count !== null && frames.length !== count)) return null;
  const width = 3 * jointNames.length;
  const out = new Float64Array(frames.length * width);
  for (let f = 0; f < frames.length; f++) if (readTargetFrame(frames[f], f, jointNames, out, f * width) !== null) return null;
  return out;
}
