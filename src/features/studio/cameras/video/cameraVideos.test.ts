import { afterEach, describe, expect, it, vi } from 'vitest';
import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output } from 'mediabunny';
import { CameraVideo } from './cameraVideo.ts';
import { cameraVideoKey, closeCameraVideo, openCameraVideo, setCameraVideoOffset, useCameraVideos } from './cameraVideos.ts';

const statusOf = (key: string) => useCameraVideos.getState().entries[key]?.video.status;

async function waitForStatus(key: string, kind: string) {
  await vi.waitFor(() => expect(statusOf(key)?.kind).toBe(kind), { timeout: 5000 });
}

/** An MP4 with an H.264 track of placeholder packets: readable, but nothing here decodes it (Node has no WebCodecs). */
async function h264Mp4(): Promise<ArrayBuffer> {
  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat(), target });
  const source = new EncodedVideoPacketSource('avc');
  output.addVideoTrack(source, { frameRate: 25 });
  await output.start();
  // avcC: version 1, Constrained Baseline, level 3.0, 4-byte lengths, no parameter sets.
  const avcC = new Uint8Array([1, 0x42, 0xc0, 0x1e, 0xff, 0xe0, 0x00]);
  for (let k = 0; k < 3; k++) {
    await source.add(new EncodedPacket(new Uint8Array([0, 0, 0, 1, 0x65]), k === 0 ? 'key' : 'delta', k / 25, 1 / 25), k === 0 ? { decoderConfig: { codec: 'avc1.42c01e', codedWidth: 64, codedHeight: 48, description: avcC } } : undefined);
  }
  await output.finalize();
  return target.buffer!;
}

afterEach(() => {
  for (const key of Object.keys(useCameraVideos.getState().entries)) closeCameraVideo(key);
  vi.restoreAllMocks();
});

describe('camera videos', () => {
  it('a file that is no video gets a message naming it', async () => {
    const key = cameraVideoKey('take.json', 0);
    openCameraVideo(key, new File(['only text'], 'notes.mp4'));
    await waitForStatus(key, 'error');
    expect(statusOf(key)).toEqual({ kind: 'error', message: 'notes.mp4: not a video container this Studio reads (MP4, MOV, WebM, MKV)' });
  });

  it('a video whose codec cannot be decoded says which codec', async () => {
    const key = cameraVideoKey('take.json', 1);
    openCameraVideo(key, new File([await h264Mp4()], 'cam1.mp4'));
    await waitForStatus(key, 'error');
    expect(statusOf(key)).toEqual({ kind: 'error', message: 'cam1.mp4: this browser cannot decode its video codec (avc1.42c01e)' });
  });

  it('keeps the offset when another video replaces one, closing the old; Remove closes and forgets it', () => {
    const close = vi.spyOn(CameraVideo.prototype, 'close');
    const key = cameraVideoKey('take.json', 2);
    openCameraVideo(key, new File(['a'], 'first.mp4'));
    const first = useCameraVideos.getState().entries[key]!.video;
    setCameraVideoOffset(key, -7);
    openCameraVideo(key, new File(['b'], 'second.webm'));
    const entry = useCameraVideos.getState().entries[key]!;
    expect(entry.offset).toBe(-7);
    expect(entry.video.fileName).toBe('second.webm');
    expect(close.mock.contexts).toEqual([first]);
    closeCameraVideo(key);
    expect(useCameraVideos.getState().entries[key]).toBeUndefined();
    expect(close.mock.contexts).toEqual([first, entry.video]);
  });

  it('the same camera of two recording files are two videos', () => {
    expect(cameraVideoKey('a.csv', 0)).not.toBe(cameraVideoKey('b.csv', 0));
    expect(cameraVideoKey('a.csv', 0)).not.toBe(cameraVideoKey('a.csv', 1));
  });
});
