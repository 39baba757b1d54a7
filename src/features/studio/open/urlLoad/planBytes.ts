/** Plans larger than this are refused (files before reading, URLs by Content-Length or while downloading): a body plan is text, and the tab must not freeze. */
export const MAX_PLAN_BYTES = 64 * 1024 * 1024;

const MEGABYTE = 1024 * 1024;

/** "0.0", "12.3", "64": one decimal below 10 MB so small progress shows, whole megabytes above. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / MEGABYTE;
  return megabytes < 10 ? (Math.floor(megabytes * 10) / 10).toFixed(1) : Math.floor(megabytes).toString();
}
