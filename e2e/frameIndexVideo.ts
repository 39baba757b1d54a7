import type { Page } from '@playwright/test';
import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output, WebMOutputFormat } from 'mediabunny';

/**
 * Test videos whose frames show their own index, made by the test: each frame is drawn on a canvas
 * in the browser and encoded there with WebCodecs (H.264 or VP8), then muxed here in Node with
 * mediabunny into an MP4 or WebM file. The index is written as a row of 16 square blocks across
 * the top of the frame, white for 1 and black for 0: bits 0–11 are the index (least significant
 * first) and bits 12–15 are the fixed marker 1010, so a view without the video (or with another
 * picture) reads as no index at all. Blocks of 40 px survive compression and scaling.
 */
export const BLOCK = 40;
const INDEX_BITS = 12;
const MARKER = [1, 0, 1, 0];

export interface IndexVideoOptions {
  codec: 'avc' | 'vp8';
  frames: number;
  fps: number;
  /** A key frame every this many frames: a seek must decode from the key frame before it. */
  keyEvery: number;
  width?: number;
  height?: number;
}

interface EncodedChunks {
  chunks: { data: string; key: boolean; timestamp: number; duration: number }[];
  decoderConfig: { codec: string; codedWidth: number; codedHeight: number; description: string | null };
}

async function encodeInBrowser(page: Page, options: Required<IndexVideoOptions>): Promise<EncodedChunks> {
  return page.evaluate(
    async ({ codec, frames, fps, keyEvery, width, height, block, indexBits, marker }) => {
      const toBase64 = (bytes: Uint8Array) => {
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(text);
      };
      const chunks: { data: string; key: boolean; timestamp: number; duration: number }[] = [];
      let description: string | null = null;
      let failure: unknown = null;
      const encoder = new VideoEncoder({
        output: (chunk, meta) => {
          const data = new Uint8Array(chunk.byteLength);
          chunk.copyTo(data);
          chunks.push({ data: toBase64(data), key: chunk.type === 'key', timestamp: chunk.timestamp, duration: chunk.duration ?? 0 });
          const d = meta?.decoderConfig?.description;
          if (d && description === null) description = toBase64(ArrayBuffer.isView(d) ? new Uint8Array(d.buffer, d.byteOffset, d.byteLength) : new Uint8Array(d));
        },
        error: (e) => (failure = e),
      });
      const config: VideoEncoderConfig = { codec: codec === 'avc' ? 'avc1.42001f' : 'vp8', width, height, bitrate: 1_500_000, framerate: fps };
      if (codec === 'avc') config.avc = { format: 'avc' };
      encoder.configure(config);
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      for (let k = 0; k < frames; k++) {
        context.fillStyle = '#404040';
        context.fillRect(0, 0, width, height);
        const bits = [...Array.from({ length: indexBits }, (_, b) => (k >> b) & 1), ...marker];
        bits.forEach((bit, b) => {
          context.fillStyle = bit ? '#ffffff' : '#000000';
          context.fillRect(b * block, 0, block, block);
        });
        const frame = new VideoFrame(canvas, { timestamp: Math.round((k * 1e6) / fps), duration: Math.round(1e6 / fps) });
        encoder.encode(frame, { keyFrame: k % keyEvery === 0 });
        frame.close();
      }
      await encoder.flush();
      encoder.close();
      if (failure) throw failure;
      return { chunks, decoderConfig: { codec: config.codec, codedWidth: width, codedHeight: height, description } };
    },
    { ...options, block: BLOCK, indexBits: INDEX_BITS, marker: MARKER },
  );
}

/** An MP4 (H.264) or WebM (VP8) file of `frames` frames, each showing its index. */
export async function makeIndexVideo(page: Page, options: IndexVideoOptions): Promise<Buffer> {
  const full = { width: 640, height: 480, ...options };
  const encoded = await encodeInBrowser(page, full);
  const target = new BufferTarget();
  const output = new Output({ format: full.codec === 'avc' ? new Mp4OutputFormat() : new WebMOutputFormat(), target });
  const source = new EncodedVideoPacketSource(full.codec);
  output.addVideoTrack(source, { frameRate: full.fps });
  await output.start();
  const { description, ...config } = encoded.decoderConfig;
  let first = true;
  for (const chunk of encoded.chunks) {
    const packet = new EncodedPacket(new Uint8Array(Buffer.from(chunk.data, 'base64')), chunk.key ? 'key' : 'delta', chunk.timestamp / 1e6, chunk.duration / 1e6);
    await source.add(packet, first ? { decoderConfig: { ...config, ...(description ? { description: new Uint8Array(Buffer.from(description, 'base64')) } : {}) } } : undefined);
    first = false;
  }
  await output.finalize();
  return Buffer.from(target.buffer!);
}

/**
 * An MP4 whose one video track is HEVC (H.265), with placeholder packets: a codec the Chromium of
 * these tests does not decode (the test checks that first), to see the message for an undecodable video.
 */
export async function makeHevcVideo(): Promise<Buffer> {
  // A minimal HEVCDecoderConfigurationRecord: Main profile, level 3.1, 4-byte lengths, no parameter sets.
  const hvcC = new Uint8Array([1, 0x01, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 93, 0xf0, 0x00, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0]);
  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat(), target });
  const source = new EncodedVideoPacketSource('hevc');
  output.addVideoTrack(source, { frameRate: 25 });
  await output.start();
  for (let k = 0; k < 5; k++) {
    const packet = new EncodedPacket(new Uint8Array([0, 0, 0, 4, 1, 2, 3, 4]), k === 0 ? 'key' : 'delta', k / 25, 1 / 25);
    await source.add(packet, k === 0 ? { decoderConfig: { codec: 'hvc1.1.6.L93.B0', codedWidth: 640, codedHeight: 480, description: hvcC } } : undefined);
  }
  await output.finalize();
  return Buffer.from(target.buffer!);
}

/**
 * The index a camera view shows, read back from its canvas pixels (each block's mean brightness over
 * a small square at its centre, then the marker checked; null when no index is there), with the
 * recording frame the canvas was drawn for, read in the same task.
 */
export async function readDrawnFrameAndIndex(page: Page, cameraName: string): Promise<{ frame: number; index: number | null }> {
  const { frame, bits } = await page.getByRole('img', { name: new RegExp(`^${cameraName}:`) }).evaluate(
    (canvas: HTMLCanvasElement, { block, count }) => {
      // Image pixels to canvas pixels through the view's fit (and any zoom or pan).
      const [scale, left, top] = canvas.dataset.viewTransform!.split(' ').map(Number) as [number, number, number];
      const context = canvas.getContext('2d')!;
      const half = Math.max(1, Math.floor((block * scale) / 6));
      const bits = Array.from({ length: count }, (_, b) => {
        const x = Math.round(left + (b + 0.5) * block * scale);
        const y = Math.round(top + 0.5 * block * scale);
        const { data } = context.getImageData(x - half, y - half, 2 * half, 2 * half);
        let sum = 0;
        for (let i = 0; i < data.length; i += 4) sum += (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
        const mean = sum / (data.length / 4);
        return mean > 192 ? 1 : mean < 64 ? 0 : -1;
      });
      return { frame: Number(canvas.dataset.drawnFrame), bits };
    },
    { block: BLOCK, count: INDEX_BITS + MARKER.length },
  );
  if (bits.includes(-1) || MARKER.some((bit, i) => bits[INDEX_BITS + i] !== bit)) return { frame, index: null };
  return { frame, index: bits.slice(0, INDEX_BITS).reduce<number>((sum, bit, b) => sum + (bit << b), 0) };
}

/** The index a camera view's pixels show, or null. */
export async function readShownIndex(page: Page, cameraName: string): Promise<number | null> {
  return (await readDrawnFrameAndIndex(page, cameraName)).index;
}
