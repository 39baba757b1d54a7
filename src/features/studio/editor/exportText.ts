/** A download file name for the document: its own name with a .json ending. */
export function exportFileName(name: string): string {
  const base = name.replace(/\.json$/i, '').trim() || 'body-plan';
  return `${base}.json`;
}
