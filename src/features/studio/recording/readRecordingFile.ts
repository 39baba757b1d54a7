import type { RecordingContent } from '../../../bodyplan/recording/studioRecordingFile.ts';
import { READ_IN_WORKER_FROM_BYTES } from '../store/recording/readRecordingInWorker.ts';

/**
 * A recording file's content: its text, or for a .bvh file its motion read by three's BVHLoader
 * (loaded only then). A big file is handed on as the file itself, unread: the worker that parses it
 * reads it too, so the page never holds or copies its text (90 MB for 100,000 fly frames).
 */
export async function readRecordingFile(file: File): Promise<RecordingContent | Blob> {
  const bvh = /\.bvh$/i.test(file.name);
  if (!bvh && file.size >= READ_IN_WORKER_FROM_BYTES) return file;
  const text = await file.text();
  if (!bvh) return text;
  const { bvhMotionFromText } = await import('./bvhMotion.ts');
  return bvhMotionFromText(text);
}
