/**
 * OpenPose (or RTMPose through Pose2Sim) output among files chosen together in the Studio: one
 * `*_keypoints.json` per frame, in one folder per camera (Pose2Sim's `pose/cam01_json/`). The files
 * are grouped by the folder their path names (a folder chosen in the Studio gives each file its
 * path inside it); each group is one camera's keypoint table, named after its folder, which the
 * calibration's cameras are matched to as files are.
 */

import type { NamedTable, NamedText } from './calibratedDeepLabCut.ts';
import { readOpenPoseFolder, type OpenPoseFolderOptions } from './labFiles/openPoseFolder.ts';

export type OpenPoseGroups = { ok: true; tables: NamedTable[]; rest: NamedText[] } | { ok: false; message: string };

/** OpenPose writes `{"version": …, "people": [` first: a JSON file whose top names "people" is one frame of it. */
const OPENPOSE_FRAME = /^\uFEFF?\s*\{[\s\S]{0,200}?"people"\s*:/;

export function isOpenPoseFrame(file: NamedText): boolean {
  return /\.json$/i.test(file.name) && OPENPOSE_FRAME.test(file.text);
}

/** The OpenPose frames among `files`, one table per folder; the other files are handed back as they came. */
export function openPoseTablesByFolder(files: readonly NamedText[], options: OpenPoseFolderOptions = {}): OpenPoseGroups {
  const folders = new Map<string, NamedText[]>();
  const rest: NamedText[] = [];
  for (const file of files) {
    if (!isOpenPoseFrame(file)) {
      rest.push(file);
      continue;
    }
    const folder = folderOf(file.name);
    const group = folders.get(folder) ?? [];
    group.push({ name: baseName(file.name), text: file.text });
    folders.set(folder, group);
  }
  const tables: NamedTable[] = [];
  for (const [folder, group] of folders) {
    const read = readOpenPoseFolder(group, options);
    const shown = folder === '' ? 'the OpenPose files' : folder;
    if (!read.ok) return { ok: false, message: `${shown}: ${read.message}` };
    // Named after its folder: the folder (cam01_json) says which camera it is, not the frames' names.
    tables.push({ name: folder === '' ? group[0]!.name : folder, table: read.value });
  }
  return { ok: true, tables, rest };
}

function folderOf(path: string): string {
  const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return cut < 0 ? '' : path.slice(0, cut);
}

function baseName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}
