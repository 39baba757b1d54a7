/**
 * Reading bytes up to a cap: the one implementation behind every "at most N bytes" read (the news
 * client's answers, the Studio's body plans and meshes by URL or file, the CLI's input files).
 * Past the cap the read stops at once and says so with TooLargeError; the rest is never read.
 * Pure (no React, no DOM, no Node): streams, Blobs and Responses; the CLI feeds its file chunks to CappedBytes itself.
 */

/** The source was larger than the cap: refused by its declared size, or stopped once the bytes read passed it. */
export class TooLargeError extends Error {
  constructor(
    readonly maxBytes: number,
    /** Bytes read when the read stopped (0 when the declared size alone refused it). */
    readonly bytesRead: number,
    /** The size the source announced (Content-Length, Blob.size) when that alone refused it; else null. */
    readonly declaredBytes: number | null,
  ) {
    super(declaredBytes === null ? `more than ${maxBytes} bytes (stopped after ${bytesRead})` : `${declaredBytes} bytes, more than ${maxBytes}`);
    this.name = 'TooLargeError';
  }
}

/** Chunks collected up to `maxBytes`: `add` throws TooLargeError for the chunk that passes the cap (that chunk is not kept). */
export class CappedBytes {
  readonly #chunks: Uint8Array[] = [];
  #byteLength = 0;

  constructor(readonly maxBytes: number) {}

  get byteLength(): number {
    return this.#byteLength;
  }

  add(chunk: Uint8Array): void {
    const total = this.#byteLength + chunk.byteLength;
    if (total > this.maxBytes) throw new TooLargeError(this.maxBytes, total, null);
    this.#byteLength = total;
    if (chunk.byteLength > 0) this.#chunks.push(chunk);
  }

  /** All bytes so far, in one array of exactly that length. */
  bytes(): Uint8Array<ArrayBuffer> {
    const only = this.#chunks[0];
    if (this.#chunks.length === 1 && only !== undefined && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength && only.buffer instanceof ArrayBuffer) {
      return only as Uint8Array<ArrayBuffer>;
    }
    const all = new Uint8Array(this.#byteLength);
    let at = 0;
    for (const chunk of this.#chunks) {
      all.set(chunk, at);
      at += chunk.byteLength;
    }
    return all;
  }

  /** The bytes as UTF-8 (a leading byte order mark dropped, bad sequences replaced), decoded chunk by chunk. */
  text(): string {
    const decoder = new TextDecoder();
    const parts = this.#chunks.map((chunk) => decoder.decode(chunk, { stream: true }));
    parts.push(decoder.decode());
    return parts.join('');
  }
}

/** What can be read with a cap: a byte stream, an HTTP answer (its body), or a Blob / File. */
export type CappedSource = ReadableStream<Uint8Array> | Response | Blob;

export interface CappedReadOptions {
  /** Called once the declared size (if any) is within the cap, before the first byte is read. */
  onStart?(declaredBytes: number | null): void;
  /** Called after each chunk with the bytes read so far. */
  onProgress?(bytesRead: number): void;
}

function isBlob(source: CappedSource): source is Blob {
  return typeof (source as Blob).size === 'number' && typeof (source as Blob).arrayBuffer === 'function';
}

function isStream(source: CappedSource): source is ReadableStream<Uint8Array> {
  return typeof (source as ReadableStream<Uint8Array>).getReader === 'function';
}

/** The size a source announces before it is read: a Blob's size, a Response's Content-Length (digits only); null when unknown. */
function declaredByteLength(source: CappedSource): number | null {
  if (isBlob(source)) return source.size;
  if (isStream(source)) return null;
  const value = source.headers.get('content-length');
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/**
 * Reads `source` into CappedBytes, throwing TooLargeError as soon as it is known to pass
 * `maxBytes`: from its declared size before reading anything, else at the first chunk past the cap,
 * cancelling the rest of the stream (not awaited: a stalled server must not keep the caller waiting).
 */
async function readCapped(source: CappedSource, maxBytes: number, options: CappedReadOptions): Promise<CappedBytes> {
  const declared = declaredByteLength(source);
  const body = isBlob(source) ? null : isStream(source) ? source : source.body;
  if (declared !== null && declared > maxBytes) {
    body?.cancel().catch(() => undefined);
    throw new TooLargeError(maxBytes, 0, declared);
  }
  options.onStart?.(declared);
  const collected = new CappedBytes(maxBytes);
  if (isBlob(source)) {
    // A Blob cannot change size: its declared size is exact, so it is read whole.
    const bytes = new Uint8Array(await source.arrayBuffer());
    collected.add(bytes);
    options.onProgress?.(collected.byteLength);
    return collected;
  }
  if (body === null) return collected;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return collected;
    try {
      collected.add(value);
    } catch (error) {
      reader.cancel().catch(() => undefined);
      throw error;
    }
    options.onProgress?.(collected.byteLength);
  }
}

/** The bytes of `source`, at most `maxBytes` of them; TooLargeError past that. */
export async function readCappedBytes(source: CappedSource, maxBytes: number, options: CappedReadOptions = {}): Promise<Uint8Array<ArrayBuffer>> {
  return (await readCapped(source, maxBytes, options)).bytes();
}

/** The UTF-8 text of `source`, at most `maxBytes` bytes of it; TooLargeError past that. */
export async function readCappedText(source: CappedSource, maxBytes: number, options: CappedReadOptions = {}): Promise<string> {
  return (await readCapped(source, maxBytes, options)).text();
}
