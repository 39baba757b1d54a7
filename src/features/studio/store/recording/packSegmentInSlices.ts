import { sliceRecording, type IkRecording } from '../../../../bodyplan/ik/ikRecording.ts';
import { packIkRecordingInSteps, type PackedIkRecording } from '../../../../bodyplan/ik/packedFrames.ts';
import { inSlices } from './slicedWork.ts';

/** Frames packed in one task: 2,000 fly frames are about 1.5 MB of copying, a few ms. */
const FRAMES_PER_SLICE = 2_000;

/**
 * Frames [from, to) of `recording`, packed for a segment worker in slices of FRAMES_PER_SLICE frames,
 * each in its own task (issue 43: copying a 50,000-frame segment in one task blocked the page);
 * null when `stopped()` became true meanwhile (the solve was cancelled).
 */
export async function packSegmentInSlices(recording: IkRecording, from: number, to: number, stopped: () => boolean): Promise<{ packed: PackedIkRecording; transfer: ArrayBuffer[] } | null> {
  const { packed, transfer, copy } = packIkRecordingInSteps(sliceRecording(recording, from, to));
  return (await inSlices(to - from, FRAMES_PER_SLICE, copy, stopped)) ? { packed, transfer } : null;
}
