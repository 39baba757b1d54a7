/**
 * A file a model names that the reader will not open: outside the model's folder and the package
 * folders (after symbolic links are resolved). The message names the path as the model wrote it
 * and why, never any of the file's content. Thrown by a `readFile` the caller gives the importer.
 */
export class FileRefusedError extends Error {
  override name = 'FileRefusedError';
}
