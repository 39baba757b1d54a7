/** Writes to stdout/stderr and waits until it is flushed, so large outputs are never cut off at exit. */
export function writeOut(text: string): Promise<void> {
  return write(process.stdout, 'standard output', text);
}

export function writeErr(text: string): Promise<void> {
  return write(process.stderr, 'standard error', text);
}

const watched = new WeakSet<NodeJS.WriteStream>();

function write(stream: NodeJS.WriteStream, label: string, text: string): Promise<void> {
  if (text === '') return Promise.resolve();
  // A failed write (a full disk, a closed pipe) also emits 'error' on the stream, which would crash the
  // process with a stack trace; the write's own callback already reports it through the promise.
  if (!watched.has(stream)) {
    watched.add(stream);
    stream.on('error', () => {});
  }
  return new Promise((resolve, reject) => stream.write(text, (error) => {
    if (error) reject(new Error(`cannot write to ${label}: ${error.message}`, { cause: error }));
    else resolve();
  }));
}
