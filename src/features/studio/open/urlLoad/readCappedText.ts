/** The body passed the cap: reading stopped there, and the rest was never downloaded. */
export class PlanTooLargeError extends Error {
  constructor(readonly bytesRead: number, readonly maxBytes: number) {
    super(`the body passed ${maxBytes} bytes`);
    this.name = 'PlanTooLargeError';
  }
}

/** Reads a byte stream as UTF-8 text, reporting the bytes so far, and cancels it as soon as it passes `maxBytes`. */
export async function readCappedText(body: ReadableStream<Uint8Array>, maxBytes: number, onProgress: (bytes: number) => void): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      // Not awaited: a server that stalls must not keep us waiting for the cancel to finish.
      reader.cancel().catch(() => undefined);
      throw new PlanTooLargeError(bytes, maxBytes);
    }
    parts.push(decoder.decode(value, { stream: true }));
    onProgress(bytes);
  }
  parts.push(decoder.decode());
  return parts.join('');
}
