import { describe, expect, it } from 'vitest';
import { videoStatusText } from './videoStatusText.ts';

describe('videoStatusText', () => {
  const ready = { kind: 'ready', frameCount: 1200, codec: 'avc1.42001f', offset: 15, recordingFrame: 10, videoFrame: 25, decoded: true } as const;
  it('names the frame shown, the count, codec and offset', () => {
    expect(videoStatusText(ready)).toBe('Video frame 25 of 1,200 (avc1.42001f, offset +15)');
    expect(videoStatusText({ ...ready, decoded: false })).toBe('Decoding video frame 25 of 1,200 (avc1.42001f, offset +15)…');
  });
  it('says why there is no frame outside the video', () => {
    expect(videoStatusText({ ...ready, offset: -12, videoFrame: null })).toBe('No video frame here: recording frame 10 − 12 is outside the video\'s frames 0–1199');
  });
  it('reports indexing progress; errors are shown as alerts instead', () => {
    expect(videoStatusText({ kind: 'indexing', framesIndexed: 40000 })).toBe("Reading the video's frame index… 40,000 frames so far");
    expect(videoStatusText({ kind: 'error' })).toBeNull();
  });
});
