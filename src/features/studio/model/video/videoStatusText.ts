/** What a camera view says about its video at the current frame (null: no video opened). */
export type VideoStatusInput =
  | { kind: 'indexing'; framesIndexed: number }
  | { kind: 'ready'; frameCount: number; codec: string; offset: number; recordingFrame: number; videoFrame: number | null; decoded: boolean }
  | { kind: 'error' };

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function videoStatusText(input: VideoStatusInput): string | null {
  switch (input.kind) {
    case 'indexing':
      return `Reading the video's frame index… ${input.framesIndexed.toLocaleString('en')} frames so far`;
    case 'error':
      return null;
    case 'ready': {
      const of = `of ${input.frameCount.toLocaleString('en')} (${input.codec}, offset ${signed(input.offset)})`;
      if (input.videoFrame === null) {
        return `No video frame here: recording frame ${input.recordingFrame} ${input.offset < 0 ? '−' : '+'} ${Math.abs(input.offset)} is outside the video's frames 0–${input.frameCount - 1}`;
      }
      return input.decoded ? `Video frame ${input.videoFrame} ${of}` : `Decoding video frame ${input.videoFrame} ${of}…`;
    }
  }
}
