/**
 * The longest job name, in UTF-8 bytes: file systems allow 255 bytes per name, and the temporary
 * file beside the result adds a dot, ".json" and a unique suffix.
 */
const MAX_JOB_NAME_BYTES = 200;

/**
 * Why `name` cannot name a result file `<out-dir>/<name>.json`, or null when it can. A name stays
 * inside the folder (no separators, not "." or ".."), is not hidden (temporary files start with a
 * dot) and is portable: no control characters and none of the characters Windows refuses.
 */
export function checkJobName(name: string): string | null {
  if (name === '') return 'must not be empty';
  if (name === '.' || name === '..') return `must not be "${name}"`;
  if (name.startsWith('.')) return `must not start with "." (hidden files; the temporary results start with one), got "${name}"`;
  if (/[/\\]/.test(name)) return `must not contain "/" or "\\" (it names a file inside the output folder), got ${JSON.stringify(name)}`;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here.
  if (/[\u0000-\u001f\u007f]/.test(name)) return `must not contain control characters, got ${JSON.stringify(name)}`;
  const reserved = /[<>:"|?*]/.exec(name);
  if (reserved !== null) return `must not contain "${reserved[0]}" (not allowed in Windows file names), got ${JSON.stringify(name)}`;
  if (name.trim() !== name) return `must not start or end with a space, got ${JSON.stringify(name)}`;
  if (Buffer.byteLength(name, 'utf8') > MAX_JOB_NAME_BYTES) return `must be at most ${MAX_JOB_NAME_BYTES} bytes long in UTF-8`;
  return null;
}
