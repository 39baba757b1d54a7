/**
 * SLEAP's analysis HDF5 (`sleap-convert --format analysis`, File > Export Analysis HDF5). SLEAP builds
 * tracks as (frames, nodes, 2, tracks), point_scores as (frames, nodes, tracks) and track_occupancy
 * as (tracks, frames), then transposes every array for MATLAB: on disk, as h5py or h5wasm see them,
 * tracks is (tracks, 2, nodes, frames), point_scores (tracks, nodes, frames) and track_occupancy
 * (frames, tracks). A file written without the transpose (frames, nodes, 2, tracks) is read too.
 * One track is read, by slices of frames.
 */
import type { Dataset, Group } from 'h5wasm';
import type { KeypointTable2D, LabTableResult } from '../labTables.ts';
import { asNumber, datasetAt, datasetStrings } from './hdf5Entities.ts';
import { pickIndividual } from './pickIndividual.ts';

const FRAMES_PER_SLICE = 4096;

export function isSleapAnalysis(root: Group): boolean {
  return datasetAt(root, 'tracks') !== null && datasetAt(root, 'node_names') !== null;
}

export function sleapAnalysisTable(root: Group, options: { individual?: string }): LabTableResult<KeypointTable2D> {
  const tracks = datasetAt(root, 'tracks')!;
  const nodes = datasetStrings(datasetAt(root, 'node_names')!);
  if (nodes === null) return { ok: false, message: 'SLEAP analysis file: node_names is not a list of names' };
  const trackNamesSet = datasetAt(root, 'track_names');
  const shape = tracks.shape ?? [];
  // SLEAP writes one unnamed track when the project has none.
  const declared = trackNamesSet === null || (trackNamesSet.shape?.[0] ?? 0) === 0 ? [] : (datasetStrings(trackNamesSet) ?? []);
  const transposed = shape.length === 4 && shape[1] === 2 && shape[2] === nodes.length;
  const plain = shape.length === 4 && shape[2] === 2 && shape[1] === nodes.length;
  if (!transposed && !plain) {
    return { ok: false, message: `SLEAP analysis file: tracks has shape (${shape.join(', ')}), expected (tracks, 2, ${nodes.length} nodes, frames) as SLEAP writes it` };
  }
  const trackCount = transposed ? shape[0]! : shape[3]!;
  const frameCount = transposed ? shape[3]! : shape[0]!;
  const names = declared.length === trackCount ? declared : Array.from({ length: trackCount }, (_, t) => declared[t] ?? `track ${t}`);
  const choice = pickIndividual(names, options.individual, 'track');
  if (!choice.ok) return choice;
  const track = choice.index;

  const scores = datasetAt(root, 'point_scores');
  const occupancy = datasetAt(root, 'track_occupancy');
  const n = nodes.length;
  const values = new Float64Array(3 * frameCount * n).fill(NaN);
  for (let start = 0; start < frameCount; start += FRAMES_PER_SLICE) {
    const end = Math.min(frameCount, start + FRAMES_PER_SLICE);
    const count = end - start;
    const xy = readTrackSlice(tracks, transposed, track, start, end);
    const score = scores === null ? null : readScoreSlice(scores, transposed, track, start, end, n);
    const occupied = occupancy === null ? null : readOccupancy(occupancy, transposed, track, start, end);
    for (let f = 0; f < count; f++) {
      if (occupied !== null && occupied[f] === 0) continue;
      for (let k = 0; k < n; k++) {
        const at = 3 * ((start + f) * n + k);
        values[at] = xy(f, k, 0);
        values[at + 1] = xy(f, k, 1);
        values[at + 2] = score === null ? NaN : score(f, k);
      }
    }
  }
  const table: KeypointTable2D = { kind: '2d', format: 'SLEAP analysis .h5', parts: nodes, frameCount, values };
  if (choice.note !== undefined) table.notes = [choice.note];
  return { ok: true, value: table };
}

type Slice = [number, number] | [];

function numbers(dataset: Dataset, ranges: Slice[]): ArrayLike<number> {
  const value = dataset.slice(ranges) as ArrayLike<unknown>;
  return ArrayBuffer.isView(value) && !(value instanceof BigInt64Array) && !(value instanceof BigUint64Array) ? (value as ArrayLike<number>) : Array.from(value, asNumber);
}

/** One track's coordinates for frames [start, end): (frame, node, axis) → value. */
function readTrackSlice(tracks: Dataset, transposed: boolean, track: number, start: number, end: number): (f: number, k: number, axis: number) => number {
  const count = end - start;
  if (transposed) {
    const data = numbers(tracks, [[track, track + 1], [], [], [start, end]]);
    const n = tracks.shape![2]!;
    return (f, k, axis) => data[(axis * n + k) * count + f]!;
  }
  const data = numbers(tracks, [[start, end], [], [], [track, track + 1]]);
  const n = tracks.shape![1]!;
  return (f, k, axis) => data[(f * n + k) * 2 + axis]!;
}

function readScoreSlice(scores: Dataset, transposed: boolean, track: number, start: number, end: number, n: number): ((f: number, k: number) => number) | null {
  const count = end - start;
  if (transposed) {
    const data = numbers(scores, [[track, track + 1], [], [start, end]]);
    return (f, k) => data[k * count + f]!;
  }
  const data = numbers(scores, [[start, end], [], [track, track + 1]]);
  return (f, k) => data[f * n + k]!;
}

function readOccupancy(occupancy: Dataset, transposed: boolean, track: number, start: number, end: number): ArrayLike<number> {
  return transposed ? numbers(occupancy, [[start, end], [track, track + 1]]) : numbers(occupancy, [[track, track + 1], [start, end]]);
}
