import type { Recording } from '../recording/recording.ts';
import type { IkRecording } from './ikRecording.ts';
import type { StudioRecordingResult } from '../recording/studioRecordingFile.ts';

/**
 * Recordings as they cross to and from Web Workers. A 100,000-frame recording is 100,000 small
 * Float64Arrays; posting them one by one cost the page a 270–330 ms task per message (each array is
 * its own object to clone). Packed, a list is one Float64Array and its offsets, transferred, and
 * unpacked into views of that one buffer: no copy of the numbers and no long task.
 */

/**
 * A list of Float64Arrays (an entry may be missing) in one buffer. An array repeated in consecutive
 * entries (a 2D recording's all-NaN playback frame, shared by every frame) is stored once.
 */
export interface PackedArrays {
  data: Float64Array;
  /** Entry i is data[starts[i], starts[i] + lengths[i]); a missing entry has length −1. */
  starts: Float64Array;
  lengths: Float64Array;
}

export function packArrays(list: readonly (Float64Array | null | undefined)[]): PackedArrays {
  const { starts, lengths, size } = packedLayout(list);
  const data = new Float64Array(size);
  copyPackedEntries(list, starts, data, 0, list.length);
  return { data, starts, lengths };
}

/** Where packArrays puts each entry of `list` (an entry repeated from the one before shares its start) and how many numbers the data holds. */
export function packedLayout(list: readonly (Float64Array | null | undefined)[]): { starts: Float64Array; lengths: Float64Array; size: number } {
  const starts = new Float64Array(list.length);
  const lengths = new Float64Array(list.length);
  let size = 0;
  // Plain loops: this runs over 100,000 frames on the page when a solve starts.
  for (let i = 0; i < list.length; i++) {
    const array = list[i];
    if (!array) lengths[i] = -1;
    else if (i > 0 && array === list[i - 1]) {
      lengths[i] = array.length;
      starts[i] = starts[i - 1]!;
    } else {
      lengths[i] = array.length;
      starts[i] = size;
      size += array.length;
    }
  }
  return { starts, lengths, size };
}

/**
 * Copies entries [from, to) of `list` into `data` at their packed starts (packedLayout): the whole
 * list at once, or in chunks while a worker already solves the first ones (see
 * packIkRecordingShared). A repeated entry was copied with the one before it.
 */
export function copyPackedEntries(list: readonly (Float64Array | null | undefined)[], starts: Float64Array, data: Float64Array, from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const array = list[i];
    if (!array || (i > 0 && array === list[i - 1])) continue;
    // Frames that lie one after another in one buffer (a recording read in a worker is views of
    // one buffer) are copied as one range: 100,000 separate set() calls took about 110 ms.
    let end = i + 1;
    let byteEnd = array.byteOffset + array.byteLength;
    for (; end < to; end++) {
      const next = list[end];
      if (!next || next.buffer !== array.buffer || next.byteOffset !== byteEnd || next.length === 0) break;
      byteEnd += next.byteLength;
    }
    if (end - i > 1) {
      data.set(new Float64Array(array.buffer, array.byteOffset, (byteEnd - array.byteOffset) / 8), starts[i]!);
      i = end - 1;
    } else data.set(array, starts[i]!);
  }
}

/**
 * The list again, as views of the packed buffer (an entry stored once for several consecutive ones
 * is one shared view again); a missing entry becomes `missing`.
 */
export function unpackArrays<M>(packed: PackedArrays, missing: M): (Float64Array | M)[] {
  const out: (Float64Array | M)[] = new Array(packed.starts.length);
  unpackArrayRange(packed, missing, out, 0, out.length);
  return out;
}

/** unpackArrays for entries [from, to) of `out`, those before `from` already unpacked (a page spreads 100,000 views over several tasks). */
export function unpackArrayRange<M>(packed: PackedArrays, missing: M, out: (Float64Array | M)[], from: number, to: number): void {
  const before = from > 0 ? out[from - 1] : undefined;
  let previous: Float64Array | null = before instanceof Float64Array ? before : null;
  for (let i = from; i < to; i++) {
    const length = packed.lengths[i]!;
    if (length < 0) {
      out[i] = missing;
      previous = null;
      continue;
    }
    const start = packed.starts[i]!;
    // An empty entry may share its start with the next one: only a non-empty repeat is shared.
    const repeat = previous !== null && length > 0 && start === packed.starts[i - 1] && length === previous.length;
    const view: Float64Array = repeat ? previous! : packed.data.subarray(start, start + length);
    out[i] = view;
    previous = view;
  }
}

const EMPTY = new Float64Array(0);

function transfersOf(...packed: (PackedArrays | null)[]): ArrayBuffer[] {
  return packed.flatMap((p) => (p ? [p.data.buffer, p.starts.buffer, p.lengths.buffer] : [])) as ArrayBuffer[];
}

export type PackedIkRecording =
  | { kind: '3d'; targets: PackedArrays; weights: PackedArrays | null }
  | { kind: '2d'; mappers: Extract<IkRecording, { kind: '2d' }>['mappers']; points: PackedArrays; weights: PackedArrays };

export function packIkRecording(recording: IkRecording): { packed: PackedIkRecording; transfer: ArrayBuffer[] } {
  if (recording.kind === '3d') {
    const targets = packArrays(recording.targets);
    const weights = recording.weights ? packArrays(recording.weights) : null;
    return { packed: { kind: '3d', targets, weights }, transfer: transfersOf(targets, weights) };
  }
  const points = packArrays(recording.frames.map((f) => f.points));
  const weights = packArrays(recording.frames.map((f) => f.weights));
  return { packed: { kind: '2d', mappers: recording.mappers, points, weights }, transfer: transfersOf(points, weights) };
}

/**
 * packIkRecording for a thread that shares memory (Node's worker threads; a page only when it is
 * cross-origin isolated): the packed numbers live in SharedArrayBuffers and are copied in by
 * `copy(from, to)`, frames [from, to), when the caller chooses. So a worker can be posted its
 * frames after the first few are copied and start solving while the calling thread copies the rest,
 * instead of waiting for all of them (about 30 ms for 50,000 fly frames). Nothing is transferred:
 * the receiver must not read a frame before it has been copied (see ikWorkerPool.ts's frame count).
 */
export function packIkRecordingShared(recording: IkRecording): { packed: PackedIkRecording; copy: (from: number, to: number) => void } {
  const { packed, copy } = packIkRecordingInto(recording, (bytes) => new SharedArrayBuffer(bytes));
  return { packed, copy };
}

/**
 * packIkRecording whose frames are copied by `copy(from, to)` when the caller chooses, into buffers
 * it then transfers: the page packs a 50,000-frame segment in slices with the page's tasks between
 * them (solveInWorkers.ts), rather than in one task (about 35 ms idle, seconds on a loaded machine).
 */
export function packIkRecordingInSteps(recording: IkRecording): { packed: PackedIkRecording; transfer: ArrayBuffer[]; copy: (from: number, to: number) => void } {
  const { packed, copy } = packIkRecordingInto(recording, (bytes) => new ArrayBuffer(bytes));
  const arrays = packed.kind === '3d' ? [packed.targets, packed.weights] : [packed.points, packed.weights];
  return { packed, transfer: transfersOf(...arrays), copy };
}

function packIkRecordingInto(recording: IkRecording, buffer: (bytes: number) => ArrayBufferLike): { packed: PackedIkRecording; copy: (from: number, to: number) => void } {
  const layout = (list: readonly (Float64Array | null | undefined)[]) => {
    const { starts, lengths, size } = packedLayout(list);
    const data = new Float64Array(buffer(8 * size));
    return { arrays: { data, starts, lengths }, copy: (from: number, to: number) => copyPackedEntries(list, starts, data, from, to) };
  };
  if (recording.kind === '3d') {
    const targets = layout(recording.targets);
    const weights = recording.weights ? layout(recording.weights) : null;
    return {
      packed: { kind: '3d', targets: targets.arrays, weights: weights?.arrays ?? null },
      copy: (from, to) => {
        targets.copy(from, to);
        weights?.copy(from, to);
      },
    };
  }
  const points = layout(recording.frames.map((f) => f.points));
  const weights = layout(recording.frames.map((f) => f.weights));
  return {
    packed: { kind: '2d', mappers: recording.mappers, points: points.arrays, weights: weights.arrays },
    copy: (from, to) => {
      points.copy(from, to);
      weights.copy(from, to);
    },
  };
}

export function unpackIkRecording(packed: PackedIkRecording): IkRecording {
  if (packed.kind === '3d') {
    return { kind: '3d', targets: unpackArrays(packed.targets, EMPTY), weights: packed.weights ? unpackArrays(packed.weights, EMPTY) : null };
  }
  const points = unpackArrays(packed.points, EMPTY);
  const weights = unpackArrays(packed.weights, undefined);
  return { kind: '2d', mappers: packed.mappers, frames: points.map((p, f) => (weights[f] ? { points: p, weights: weights[f] } : { points: p })) };
}

/** A reader's result with its frame lists packed; `targetsAreFrames` when the solver's 3D targets are the playback frames themselves. */
export type PackedStudioRecordingResult =
  | { ok: false; message: string }
  | {
      ok: true;
      value: Omit<Extract<StudioRecordingResult, { ok: true }>['value'], 'recording' | 'ikRecording'> & {
        recording: Omit<Recording, 'frames'> & { frames: PackedArrays };
        ikRecording: PackedIkRecording | 'targets are the frames';
      };
    };

export function packStudioRecordingResult(result: StudioRecordingResult): { packed: PackedStudioRecordingResult; transfer: ArrayBuffer[] } {
  if (!result.ok) return { packed: result, transfer: [] };
  const { recording, ikRecording } = result.value;
  const frames = packArrays(recording.frames);
  const shared = ikRecording.kind === '3d' && ikRecording.weights === null && ikRecording.targets.length === recording.frames.length && ikRecording.targets.every((t, f) => t === recording.frames[f]);
  const ik = shared ? null : packIkRecording(ikRecording);
  return {
    packed: { ok: true, value: { ...result.value, recording: { ...recording, frames }, ikRecording: ik ? ik.packed : 'targets are the frames' } },
    transfer: [...transfersOf(frames), ...(ik ? ik.transfer : [])],
  };
}

export function unpackStudioRecordingResult(packed: PackedStudioRecordingResult): StudioRecordingResult {
  const steps = unpackStudioRecordingResultInSteps(packed);
  steps.unpack(0, steps.frameCount);
  return steps.result();
}

/**
 * unpackStudioRecordingResult in steps the caller spreads over tasks: `unpack(from, to)` makes the
 * views of frames [from, to) (a 100,000-frame recording is 100,000 views, and the garbage collector
 * meets them all), `result()` once every frame is unpacked. A 2D recording's solver frames are
 * unpacked by `result()`.
 */
export function unpackStudioRecordingResultInSteps(packed: PackedStudioRecordingResult): { frameCount: number; unpack(from: number, to: number): void; result(): StudioRecordingResult } {
  if (!packed.ok) return { frameCount: 0, unpack: () => {}, result: () => packed };
  const { recording, ikRecording: ik } = packed.value;
  const frames: Float64Array[] = new Array(recording.frames.starts.length);
  const targets: Float64Array[] | null = ik !== 'targets are the frames' && ik.kind === '3d' ? new Array(ik.targets.starts.length) : null;
  return {
    frameCount: frames.length,
    unpack: (from, to) => {
      unpackArrayRange(recording.frames, EMPTY, frames, from, to);
      if (targets && ik !== 'targets are the frames' && ik.kind === '3d') unpackArrayRange(ik.targets, EMPTY, targets, Math.min(from, targets.length), Math.min(to, targets.length));
    },
    result: () => {
      const ikRecording: IkRecording =
        ik === 'targets are the frames'
          ? { kind: '3d', targets: frames, weights: null }
          : ik.kind === '3d'
            ? { kind: '3d', targets: targets!, weights: ik.weights ? unpackArrays(ik.weights, EMPTY) : null }
            : unpackIkRecording(ik);
      return { ok: true, value: { ...packed.value, recording: { ...recording, frames }, ikRecording } };
    },
  };
}
