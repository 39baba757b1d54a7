/** Writes to stdout/stderr and waits until it is flushed, so large outputs are never cut off at exit. */
export function writeOut(text: string): Promise<void> {
  return write(process.stdout, text);
}

export function writeErr(text: string): Promise<void> {
  return write(process.stderr, text);
}

function write(stream: NodeJS.WriteStream, text: string): Promise<void> {
  if (text === '') return Promise.resolve();
  return new Promise((resolve, reject) => stream.write(text, (error) => (error ? reject(error) : resolve())));
}
