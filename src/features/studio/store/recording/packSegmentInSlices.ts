import { sliceRecording, type IkRecording } from '../../../../bodyplan/ik/ikRecording.ts';
import { packIkRecordingInSteps, type PackedIkRecording } from '../../../../bodyplan/ik/packedFrames.ts';
import { inSlices, yieldToPage } from './slicedWork.ts';

/** Frames packed in one task: 2,000 fly frames are about 1.5 MB of copying, a few ms. */
const FRAMES_PER_SLICE = 2_000;

/**
 * Frames [from, to) of `recording`, packed for a segment worker in slices of FRAMES_PER_SLICE frames,
 * each in its own task (issue 43: copying a 50,000-frame segment in one task blocked the page);
 * null when `stopped()` became true meanwhile (the solve was cancelled).
 */
export async function packSegmentInSlices(recording: IkRecording, from: number, to: number, stopped: () => boolean): Promise<{ packed: PackedIkRecording; transfer: ArrayBuffer[] } | null> {
  // The segment's layout (a pass over its frames) in a task of its own: every segment is started
  // from the Solve click, whose task would otherwise lay out all of them (100,000 frames) at once.
  await yieldToPage();
  if (stopped()) return null;
  const { packed, transfer, copy } = packIkRecordingInSteps(sliceRecording(recording, from, to));
  return (await inSlices(to - from, FRAMES_PER_SLICE, copy, stopped)) ? { packed, transfer } : null;
}
