import type { RecordingContent } from '../../../bodyplan/observations/studioRecordingFile.ts';

/** A recording file's content: its text, or for a .bvh file its motion read by three's BVHLoader (loaded only then). */
export async function readRecordingFile(file: File): Promise<RecordingContent> {
  const text = await file.text();
  if (!/\.bvh$/i.test(file.name)) return text;
  const { bvhMotionFromText } = await import('./bvhMotion.ts');
  return bvhMotionFromText(text);
}
