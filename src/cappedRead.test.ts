import { describe, expect, it } from 'vitest';
import { CappedBytes, readCappedBytes, readCappedText, TooLargeError } from './cappedRead.ts';

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

const caught = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

describe('readCappedText', () => {
  it('decodes UTF-8 split across chunks and reports the bytes read so far', async () => {
    const bytes = new TextEncoder().encode('{"name":"Händ"}');
    const split = bytes.indexOf(0xc3) + 1; // inside the two-byte "ä"
    const { stream } = chunked([bytes.slice(0, split), bytes.slice(split)]);
    const progress: number[] = [];
    expect(await readCappedText(stream, 1000, { onProgress: (n) => progress.push(n) })).toBe('{"name":"Händ"}');
    expect(progress).toEqual([split, bytes.length]);
  });

  it('accepts a body exactly at the cap', async () => {
    const { stream } = chunked([new Uint8Array(10).fill(0x20)]);
    expect(await readCappedText(stream, 10)).toBe(' '.repeat(10));
  });

  it('stops at the first chunk past the cap and cancels the rest of the stream', async () => {
    const { stream, seen } = chunked(Array.from({ length: 100 }, () => new Uint8Array(4)));
    const error = await caught(readCappedText(stream, 10));
    expect(error).toBeInstanceOf(TooLargeError);
    expect((error as TooLargeError).bytesRead).toBe(12);
    expect((error as TooLargeError).declaredBytes).toBeNull();
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(10);
  });

  it('drops a leading byte order mark', async () => {
    expect(await readCappedText(new Blob(['\ufeff[1]']), 100)).toBe('[1]');
  });
});

describe('a Response', () => {
  it('is refused by its Content-Length before a byte is read, the body cancelled', async () => {
    const { stream, seen } = chunked([new Uint8Array(4)]);
    const starts: (number | null)[] = [];
    const response = new Response(stream, { headers: { 'content-length': '5000' } });
    const error = await caught(readCappedText(response, 100, { onStart: (n) => starts.push(n) }));
    expect(error).toBeInstanceOf(TooLargeError);
    expect(error).toMatchObject({ maxBytes: 100, bytesRead: 0, declaredBytes: 5000 });
    expect(starts).toEqual([]);
    expect(seen.pulled).toBe(0);
    expect(seen.cancelled).toBe(true);
  });

  it('without a usable Content-Length is counted while it streams', async () => {
    const { stream, seen } = chunked(Array.from({ length: 100 }, () => new Uint8Array(4)));
    const response = new Response(stream, { headers: { 'content-length': 'lots' } });
    const starts: (number | null)[] = [];
    const error = await caught(readCappedText(response, 10, { onStart: (n) => starts.push(n) }));
    expect(error).toMatchObject({ bytesRead: 12, declaredBytes: null });
    expect(starts).toEqual([null]);
    expect(seen.cancelled).toBe(true);
  });

  it('within the cap reads whole, and reports its declared size first', async () => {
    const starts: (number | null)[] = [];
    expect(await readCappedText(new Response('{"a":1}', { headers: { 'content-length': '7' } }), 7, { onStart: (n) => starts.push(n) })).toBe('{"a":1}');
    expect(starts).toEqual([7]);
    expect(await readCappedText(new Response(null, { status: 204 }), 0)).toBe('');
  });
});

describe('a Blob', () => {
  it('is refused by its size without being read', async () => {
    const blob = new Blob([new Uint8Array(11)]);
    let read = false;
    Object.defineProperty(blob, 'arrayBuffer', { value: () => ((read = true), Promise.resolve(new ArrayBuffer(11))) });
    const error = await caught(readCappedBytes(blob, 10));
    expect(error).toMatchObject({ maxBytes: 10, bytesRead: 0, declaredBytes: 11 });
    expect(read).toBe(false);
  });

  it('within the cap gives its bytes, exactly', async () => {
    const bytes = await readCappedBytes(new Blob([new Uint8Array([1, 2, 3])]), 3);
    expect([...bytes]).toEqual([1, 2, 3]);
    expect(bytes.buffer.byteLength).toBe(3);
  });
});

describe('CappedBytes (what the CLI feeds its file chunks to)', () => {
  it('keeps chunks up to the cap and refuses the one that passes it', () => {
    const collected = new CappedBytes(5);
    collected.add(new Uint8Array([1, 2]));
    collected.add(new Uint8Array([3, 4, 5]).subarray(0, 2));
    collected.add(new Uint8Array(0));
    expect(collected.byteLength).toBe(4);
    expect(() => collected.add(new Uint8Array(2))).toThrow(TooLargeError);
    expect([...collected.bytes()]).toEqual([1, 2, 3, 4]);
    expect(collected.bytes().buffer.byteLength).toBe(4);
  });
});
