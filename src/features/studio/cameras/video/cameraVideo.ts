import type { InputVideoTrack, VideoSampleSink } from 'mediabunny';
import { BoundedFrameCache, cacheCapacityFor, decodeWindowFor } from '../../model/video/frameCachePolicy.ts';
import { frameTableOf, nearestFrameIndex, timestampInside } from '../../model/video/videoFrameMapping.ts';
import { videoFrameRate } from '../../model/video/videoFrameRate.ts';

export type CameraVideoStatus =
  | { kind: 'indexing'; framesIndexed: number }
  /** `frameRate`: from the frames' times (videoFrameRate.ts), null for a one-frame video. */
  | { kind: 'ready'; frameCount: number; width: number; height: number; codec: string; frameRate: number | null }
  | { kind: 'error'; message: string };

/** Bytes of the file kept read ahead by the demuxer (mediabunny's default, said here). */
const READ_CACHE_BYTES = 8 * 1024 * 1024;

/** How often (in packets) the indexing reports progress. */
const PROGRESS_EVERY = 2000;

/**
 * One camera's video file, decoded on demand in the page with WebCodecs (through mediabunny's
 * demuxers: MP4/QuickTime and WebM/Matroska, read from the File in ranges, never whole).
 *
 * Opening reads every packet's time (not its data) into a table of frame start times in
 * presentation order, so frame k is exactly the k-th frame shown, whatever the frame rate or
 * reordering. `show(k)` asks for frame k: on a miss, a window of frames around it is decoded
 * from the key frame before it; each decoded frame is copied into an ImageBitmap and its
 * VideoFrame closed at once, and the bitmaps are kept in a cache bounded by bytes (those furthest
 * from the frame asked for are closed first). Only the latest request matters: a decode whose
 * window no longer holds it stops. `close()` cancels the reads and frees every frame.
 */
export class CameraVideo {
  status: CameraVideoStatus = { kind: 'indexing', framesIndexed: 0 };
  /** The last decoding failure (the video stays open: another frame may decode). */
  decodeError: string | null = null;
  private closed = false;
  private dispose: (() => void) | null = null;
  private sink: VideoSampleSink | null = null;
  private table: Float64Array = new Float64Array(0);
  private cache: BoundedFrameCache<ImageBitmap> | null = null;
  private target: number | null = null;
  private lastWindowFor: number | null = null;
  private decoding = false;

  constructor(
    readonly fileName: string,
    file: Blob,
    private readonly changed: () => void,
  ) {
    void this.open(file);
  }

  /** The decoded frame `index`, if it is in the cache. */
  frameAt(index: number): ImageBitmap | null {
    return this.cache?.get(index) ?? null;
  }

  /** How many decoded frames are held now (at most the cache's capacity). */
  get cachedFrames(): number {
    return this.cache?.size ?? 0;
  }

  /** Asks for frame `index` (the one now on screen): decodes it unless cached. */
  show(index: number): void {
    if (this.closed) return;
    this.target = index;
    this.cache?.setCursor(index);
    if (this.cache && !this.cache.has(index)) void this.pump();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.dispose?.();
    this.cache?.clear();
  }

  private async open(file: Blob): Promise<void> {
    try {
      // Loaded on first use: the Studio does not carry the demuxers until a video is opened.
      const media = await import('mediabunny');
      if (this.closed) return;
      const input = new media.Input({ source: new media.BlobSource(file, { maxCacheSize: READ_CACHE_BYTES }), formats: media.ALL_FORMATS });
      this.dispose = () => input.dispose();
      let track: InputVideoTrack | null;
      try {
        track = await input.getPrimaryVideoTrack();
      } catch (error) {
        if (error instanceof media.UnsupportedInputFormatError) throw new Error('not a video container this Studio reads (MP4, MOV, WebM, MKV)', { cause: error });
        throw error;
      }
      if (!track) throw new Error('the file has no video track');
      const codec = (await track.getCodecParameterString()) ?? track.codec ?? 'an unknown codec';
      if (!(await track.canDecode())) throw new Error(`this browser cannot decode its video codec (${codec})`);
      const times: number[] = [];
      for await (const packet of new media.EncodedPacketSink(track).packets(undefined, undefined, { metadataOnly: true })) {
        if (this.closed) return;
        times.push(packet.timestamp);
        if (times.length % PROGRESS_EVERY === 0) {
          this.status = { kind: 'indexing', framesIndexed: times.length };
          this.changed();
        }
      }
      if (this.closed) return;
      if (times.length === 0) throw new Error('the video track has no frames');
      this.table = frameTableOf(times);
      const width = await track.getDisplayWidth();
      const height = await track.getDisplayHeight();
      this.cache = new BoundedFrameCache<ImageBitmap>(cacheCapacityFor(width, height), (bitmap) => bitmap.close());
      this.sink = new media.VideoSampleSink(track);
      this.status = { kind: 'ready', frameCount: this.table.length, width, height, codec, frameRate: videoFrameRate(this.table) };
      this.changed();
      if (this.target !== null) this.show(this.target);
    } catch (error) {
      if (this.closed) return;
      this.status = { kind: 'error', message: `${this.fileName}: ${error instanceof Error ? error.message : String(error)}` };
      this.changed();
    }
  }

  /** Decodes windows until the frame asked for last is cached; one decode runs at a time. */
  private async pump(): Promise<void> {
    if (this.decoding || !this.sink || !this.cache) return;
    this.decoding = true;
    const sink = this.sink;
    const cache = this.cache;
    try {
      while (!this.closed && this.target !== null && !cache.has(this.target)) {
        const want = this.target;
        const window = decodeWindowFor(want, this.lastWindowFor, this.table.length, cache.capacity);
        this.lastWindowFor = want;
        const start = this.table[window.start]!;
        const end = timestampInside(this.table, window.end - 1);
        for await (const sample of sink.samples(start, end)) {
          let bitmap: ImageBitmap | null = null;
          try {
            if (!this.closed) bitmap = await createImageBitmap(sample.toCanvasImageSource());
          } finally {
            sample.close();
          }
          if (this.closed || !bitmap) {
            bitmap?.close();
            return;
          }
          const index = nearestFrameIndex(this.table, sample.timestamp);
          cache.put(index, bitmap);
          if (index === this.target) {
            this.decodeError = null;
            this.changed();
          }
          // The user moved on, out of this window: stop here (ending the loop stops the decoder).
          const now = this.target;
          if (now !== null && (now < window.start || now >= window.end)) break;
        }
        if (!cache.has(want) && want === this.target) throw new Error(`frame ${want} was not in the decoded range`);
      }
    } catch (error) {
      if (!this.closed) {
        this.decodeError = `${this.fileName}: video frame ${this.target ?? ''} could not be decoded (${error instanceof Error ? error.message : String(error)})`;
        // Not asked again until the user moves: a broken frame must not loop.
        this.target = null;
        this.changed();
      }
    } finally {
      this.decoding = false;
    }
  }
}
