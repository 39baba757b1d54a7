import { describe, expect, it } from 'vitest';
import { PlanTooLargeError, readCappedText } from './readCappedText.ts';

/** A stream of the given chunks that counts how many were pulled and whether it was cancelled. */
function chunked(chunks: Uint8Array[]) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[seen.pulled++];
      if (next) controller.enqueue(next);
      else controller.close();
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe('readCappedText', () => {
  it('decodes UTF-8 split across chunks and reports the bytes read so far', async () => {
    const bytes = new TextEncoder().encode('{"name":"Händ"}');
    const split = bytes.indexOf(0xc3) + 1; // inside the two-byte "ä"
    const { stream } = chunked([bytes.slice(0, split), bytes.slice(split)]);
    const progress: number[] = [];
    expect(await readCappedText(stream, 1000, (n) => progress.push(n))).toBe('{"name":"Händ"}');
    expect(progress).toEqual([split, bytes.length]);
  });

  it('accepts a body exactly at the cap', async () => {
    const { stream } = chunked([new Uint8Array(10).fill(0x20)]);
    expect(await readCappedText(stream, 10, () => undefined)).toBe(' '.repeat(10));
  });

  it('stops at the first chunk past the cap and cancels the rest of the stream', async () => {
    const { stream, seen } = chunked(Array.from({ length: 100 }, () => new Uint8Array(4)));
    const error = await readCappedText(stream, 10, () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlanTooLargeError);
    expect((error as PlanTooLargeError).bytesRead).toBe(12);
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(10);
  });
});
