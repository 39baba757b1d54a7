/**
 * SLEAP's labels file (.slp, HDF5): the skeleton's nodes in the `metadata` group's `json` attribute,
 * track names in `tracks_json` (`[spawned_on, name]` per track), videos in `videos_json`, and the
 * compound datasets `frames` → `instances` → `points` (user-labeled) / `pred_points` (predicted,
 * with a score) linked by row ranges. One track's instances are read (picked by name like an
 * individual); where a frame has both a user-labeled and a predicted instance of that track, the
 * user's wins (it is the correction). Rows are read by slices.
 */
import type { Dataset, Group } from 'h5wasm';
import type { KeypointTable2D, LabTableResult } from '../labTables.ts';
import { asNumber, attributeNumber, attributeText, datasetAt, datasetStrings, groupAt } from './hdf5Entities.ts';
import { pickIndividual } from './pickIndividual.ts';

const ROWS_PER_SLICE = 65536;
const USER = 0;

export function isSleapLabels(root: Group): boolean {
  const metadata = groupAt(root, 'metadata');
  return metadata !== null && attributeText(metadata, 'json') !== undefined && datasetAt(root, 'frames') !== null && datasetAt(root, 'instances') !== null;
}

class SlpError extends Error {}

/** Calls `take` with every row of a compound dataset as a record of its members, a slice at a time. */
function forEachRecord(dataset: Dataset, take: (row: number, field: (name: string) => number) => void): void {
  const members = dataset.metadata.compound_type?.members.map((m) => m.name) ?? [];
  const rowCount = dataset.shape?.[0] ?? 0;
  for (let start = 0; start < rowCount; start += ROWS_PER_SLICE) {
    const rows = dataset.slice([[start, Math.min(rowCount, start + ROWS_PER_SLICE)]]) as unknown as unknown[][];
    rows.forEach((row, r) =>
      take(start + r, (name) => {
        const at = members.indexOf(name);
        if (at < 0) throw new SlpError(`${dataset.path.slice(1)} has no field ${name}`);
        return asNumber(row[at]);
      }),
    );
  }
}

function jsonOf(text: string, where: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SlpError(`${where} is not JSON`);
  }
}

/** The first skeleton's node names, in the order its instances' points are stored. */
function nodeNames(metadata: Record<string, unknown>): string[] {
  const nodes = Array.isArray(metadata.nodes) ? (metadata.nodes as { name?: unknown }[]) : [];
  const names = nodes.map((n) => String(n.name));
  const skeleton = Array.isArray(metadata.skeletons) ? (metadata.skeletons[0] as { nodes?: { id?: unknown }[] } | undefined) : undefined;
  const ids = skeleton?.nodes?.map((n) => n.id);
  if (ids !== undefined && ids.every((id) => typeof id === 'number' && names[id] !== undefined)) return ids.map((id) => names[id as number]!);
  if (names.length === 0) throw new SlpError('metadata json lists no skeleton nodes');
  return names;
}

export function sleapSlpTable(root: Group, options: { individual?: string }): LabTableResult<KeypointTable2D> {
  try {
    return { ok: true, value: readSlp(root, options) };
  } catch (error) {
    if (error instanceof SlpError) return { ok: false, message: `SLEAP .slp: ${error.message}` };
    throw error;
  }
}

function readSlp(root: Group, options: { individual?: string }): KeypointTable2D {
  const metadataGroup = groupAt(root, 'metadata')!;
  const metadata = jsonOf(attributeText(metadataGroup, 'json')!, 'metadata json') as Record<string, unknown>;
  const formatId = attributeNumber(metadataGroup, 'format_id') ?? 1.0;
  const nodes = nodeNames(metadata);
  const tracksJson = datasetAt(root, 'tracks_json');
  const trackNames = (tracksJson === null || (tracksJson.shape?.[0] ?? 0) === 0 ? [] : (datasetStrings(tracksJson) ?? [])).map((t, i) => {
    const track = jsonOf(t, `tracks_json[${i}]`);
    return Array.isArray(track) ? String(track[1]) : String((track as { name?: unknown }).name);
  });
  const notes: string[] = [];
  // A project without tracks: its instances are untracked (track -1), read as one animal.
  let track = -1;
  if (trackNames.length > 0) {
    const choice = pickIndividual(trackNames, options.individual, 'track');
    if (!choice.ok) throw new SlpError(choice.message);
    track = choice.index;
    if (choice.note !== undefined) notes.push(choice.note);
  }
  const videosJson = datasetAt(root, 'videos_json');
  const videos = (videosJson === null ? [] : (datasetStrings(videosJson) ?? [])).map((v, i) => jsonOf(v, `videos_json[${i}]`) as { filename?: string; backend?: { fps?: unknown; filename?: string } });
  if (videos.length > 1) notes.push(`frames of the first of ${videos.length} videos (${videos[0]?.backend?.filename ?? videos[0]?.filename ?? 'video 0'})`);

  /** Per frames row: its frame index, or -1 when it is of another video. */
  const frameIdxOfRow: number[] = [];
  let frameCount = 0;
  forEachRecord(datasetAt(root, 'frames')!, (_, field) => {
    const ofFirstVideo = field('video') === 0 || videos.length <= 1;
    const idx = ofFirstVideo ? field('frame_idx') : -1;
    frameIdxOfRow.push(idx);
    frameCount = Math.max(frameCount, idx + 1);
  });

  /** Per frame, the chosen instance: user-labeled beats predicted; the first of a kind stays. */
  const chosen = new Map<number, { user: boolean; start: number; end: number }>();
  forEachRecord(datasetAt(root, 'instances')!, (_, field) => {
    if (field('track') !== track) return;
    const frame = frameIdxOfRow[field('frame_id')] ?? -1;
    if (frame < 0) return;
    const user = field('instance_type') === USER;
    const current = chosen.get(frame);
    if (current === undefined || (user && !current.user)) chosen.set(frame, { user, start: field('point_id_start'), end: field('point_id_end') });
  });

  const n = nodes.length;
  const values = new Float64Array(3 * frameCount * n).fill(NaN);
  const offset = formatId < 1.1 ? -0.5 : 0; // before format 1.1, SLEAP's origin was a pixel's corner
  for (const user of [true, false]) {
    /** Point row → where its x, y, score go. */
    const target = new Map<number, number>();
    for (const [frame, instance] of chosen) {
      if (instance.user !== user) continue;
      for (let k = 0; k < Math.min(n, instance.end - instance.start); k++) target.set(instance.start + k, 3 * (frame * n + k));
    }
    if (target.size === 0) continue;
    const points = datasetAt(root, user ? 'points' : 'pred_points');
    if (points === null) throw new SlpError(`instances refer to ${user ? 'points' : 'pred_points'}, which is missing`);
    forEachRecord(points, (row, field) => {
      const at = target.get(row);
      if (at === undefined || !field('visible')) return;
      values[at] = field('x') + offset;
      values[at + 1] = field('y') + offset;
      values[at + 2] = user ? NaN : field('score');
    });
  }
  const fps = Number(videos[0]?.backend?.fps);
  const table: KeypointTable2D = { kind: '2d', format: 'SLEAP .slp', parts: nodes, frameCount, values };
  if (fps > 0) table.fps = fps;
  if (notes.length > 0) table.notes = notes;
  return table;
}
