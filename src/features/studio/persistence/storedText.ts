/**
 * Reads a text the autosave stored: a string (records from before revisions) or a Blob. A Blob is
 * read with FileReader when the engine's Blob lacks `text()` (Safari before 14, some embedded
 * WebViews), which is where "e.text is not a function" came from (issue 42): the restore failed and
 * was reported as "Autosave is unavailable" while saving went on working. Anything else is a damaged
 * record, named as such.
 */
export function readStoredText(value: unknown, documentName: string): Promise<string> {
  if (typeof value === 'string') return Promise.resolve(value);
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    return typeof value.text === 'function' ? value.text() : readWithFileReader(value);
  }
  const kind = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? `an object (${Object.prototype.toString.call(value)})` : typeof value;
  return Promise.reject(new Error(`the saved copy of “${documentName}” is damaged: its text is stored as ${kind}, not as text`));
}

function readWithFileReader(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('the saved text could not be read'));
    reader.readAsText(blob);
  });
}
