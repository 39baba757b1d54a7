import { readLabFile } from '../recording/labFiles/readLabFile.ts';
import type { LabFileBytes, MarkerTable3D } from '../recording/labFiles/labTables.ts';
import { readBvh } from './bvhReader.ts';
import { readKeypointJson } from './keypointJsonSource.ts';
import { normalizeSource, type NormalizeResult, type RawSource, type SourceOverrides, type SourceUnit } from './sourceConventions.ts';

/**
 * Reads a retarget source (BVH, .trc or .c3d markers, 3D keypoint JSON (keypointJsonSource.ts), a
 * 3D keypoint table the lab readers know)
 * into a SourceMotion: metres, Z up, facing +X, with what was detected or set in `conventions`.
 * The marker readers are asked to keep the file's axes (upAxis 'z' turns nothing) so that the up
 * axis is decided here, the same way for every format; they do convert to metres by the unit the
 * file states, which is reported as the file's.
 */
export async function readSourceMotion(file: LabFileBytes, overrides: SourceOverrides = {}): Promise<NormalizeResult> {
  const raw = await readRawSource(file);
  if (!raw.ok) return { ok: false, message: `${file.name}: ${raw.message}` };
  const normalized = normalizeSource(raw.value, overrides);
  return normalized.ok ? normalized : { ok: false, message: `${file.name}: ${normalized.message}` };
}

async function readRawSource(file: LabFileBytes): Promise<{ ok: true; value: RawSource } | { ok: false; message: string }> {
  const head = new TextDecoder().decode(file.bytes.subarray(0, 64)).replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('HIERARCHY') || /\.bvh$/i.test(file.name)) {
    const read = readBvh(new TextDecoder().decode(file.bytes));
    return read.ok ? { ok: true, value: { ...read.value } } : read;
  }
  const read = await readLabFile(file, { upAxis: 'z' });
  if (!read.ok) return read;
  if (read.table === null && /^\uFEFF?\s*\{/.test(read.text)) return readKeypointJson(read.text.replace(/^\uFEFF/, ''));
  if (read.table === null || read.table.kind !== '3d') {
    return { ok: false, message: 'not a 3D clip: a retarget reads BVH, .trc or .c3d markers, 3D keypoint JSON ({"fps", "joints", "frames"}) and 3D keypoint tables (DeepLabCut 3D CSV)' };
  }
  const table = read.table;
  if (table.fps === undefined) return { ok: false, message: `${table.format} states no frame rate, and a retarget needs one (its speeds and contacts are per second)` };
  return { ok: true, value: { names: table.markers, parents: table.markers.map(() => -1), fps: table.fps, frameCount: table.frameCount, positions: table.values, fileUnit: statedUnit(table, file) } };
}

/** The unit a marker file states (its reader has already turned values to metres). */
function statedUnit(table: MarkerTable3D, file: LabFileBytes): RawSource['fileUnit'] {
  if (table.format === '.trc') {
    // The Units value sits under the "Units" key of the header's second line.
    const lines = new TextDecoder().decode(file.bytes.subarray(0, 4096)).split('\n');
    const keys = lines[1]?.split('\t') ?? [];
    const unit = lines[2]?.split('\t')[keys.indexOf('Units')]?.trim();
    if (unit === 'mm' || unit === 'cm' || unit === 'm') return { unit, from: 'the .trc Units line', metresPerValue: 1 };
  }
  const stated = /units (mm|cm|m)\b/.exec(table.notes?.join(' ') ?? '')?.[1] as SourceUnit | undefined;
  if (table.format.includes('c3d') && stated !== undefined) return { unit: stated, from: 'the .c3d POINT:UNITS', metresPerValue: 1 };
  return { unit: 'm', from: `${table.format} positions are in metres`, metresPerValue: 1 };
}
