import type { LabFilesContent, RecordingContent } from '../../../bodyplan/recording/studioRecordingFile.ts';
import { labFileKind } from '../../../bodyplan/recording/labFiles/labFileKind.ts';
import { READ_IN_WORKER_FROM_BYTES } from '../store/recording/readRecordingInWorker.ts';

/**
 * A recording file's content: its text, or for a .bvh file its motion read by three's BVHLoader
 * (loaded only then), or for a binary lab file (DeepLabCut or SLEAP HDF5, C3D) its bytes, which the
 * reading worker reads. A big file is handed on as the file itself, unread: the worker that parses it
 * reads it too, so the page never holds or copies its text (90 MB for 100,000 fly frames).
 */
export async function readRecordingFile(file: File): Promise<RecordingContent | LabFilesContent | Blob> {
  const bvh = /\.bvh$/i.test(file.name);
  if (!bvh && file.size >= READ_IN_WORKER_FROM_BYTES) return file;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = labFileKind(bytes);
  if (kind.kind === 'hdf5' || kind.kind === 'c3d') return { files: [{ name: file.name, bytes }] };
  // Refused kinds go to the worker's reader too, which says what the file looks like.
  if (kind.kind === 'refused') return { files: [{ name: file.name, bytes }] };
  if (!bvh) return kind.text;
  const { bvhMotionFromText } = await import('./bvhMotion.ts');
  return bvhMotionFromText(kind.text);
}

/**
 * Files chosen together (a calibration and one keypoint file per camera): their texts when all are
 * text, read at once on the page; else their bytes, read in the worker (an HDF5 file among them).
 */
export async function readSeveralRecordingFiles(files: readonly File[]): Promise<RecordingContent | LabFilesContent> {
  // A folder's files carry their path in it (pose/cam01_json/…), which says their camera.
  const read = await Promise.all(files.map(async (file) => ({ name: file.webkitRelativePath || file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
  const texts: { name: string; text: string }[] = [];
  for (const { name, bytes } of read) {
    const kind = labFileKind(bytes);
    if (kind.kind !== 'text') return { files: read };
    texts.push({ name, text: kind.text });
  }
  return { calibrated: texts };
}

/** A calibration among a folder's TOML files: it has camera matrices (Pose2Sim's Config.toml has none). */
const CALIBRATION_TOML = /^\s*matrix\s*=/m;

/**
 * The files of a chosen folder that a recording is made of: OpenPose JSON frames (in their camera
 * subfolders), tracker CSV and HDF5 files, and the calibration; not its videos or configuration.
 */
export async function recordingFilesOfFolder(files: readonly File[]): Promise<File[]> {
  const kept: File[] = [];
  for (const file of files) {
    if (/\.(json|csv|h5|slp)$/i.test(file.name)) kept.push(file);
    else if (/\.toml$/i.test(file.name) && CALIBRATION_TOML.test(await file.text())) kept.push(file);
  }
  return kept;
}
