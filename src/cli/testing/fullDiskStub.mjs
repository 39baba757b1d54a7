// Loaded with `node --import` into the CLI by the full-disk tests when no tmpfs can be mounted (not
// root): it makes fs.writeSync behave as a file system with BODYPLAN_STUB_FREE_BYTES free would for
// files under BODYPLAN_STUB_DIR: a write stores what fits (a short count), the next one fails with
// ENOSPC. Everything else is written as usual. Linux only (a descriptor's path from /proc/self/fd).
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const folder = process.env.BODYPLAN_STUB_DIR;
let free = Number(process.env.BODYPLAN_STUB_FREE_BYTES);
const realWriteSync = fs.writeSync;

function isUnderFolder(fd) {
  try {
    return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(`${folder}/`);
  } catch {
    return false;
  }
}

function noSpace() {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
}

fs.writeSync = function writeSyncOnAFullDisk(fd, data, ...rest) {
  if (folder === undefined || !isUnderFolder(fd)) return realWriteSync(fd, data, ...rest);
  // The two call forms: (fd, string[, position[, encoding]]) and (fd, buffer[, offset[, length[, position]]]).
  const bytes = typeof data === 'string' ? Buffer.from(data, typeof rest[1] === 'string' ? rest[1] : 'utf8') : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const offset = typeof data === 'string' ? 0 : (rest[0] ?? 0);
  const length = typeof data === 'string' ? bytes.length : (rest[1] ?? bytes.length - offset);
  const position = typeof data === 'string' ? rest[0] : rest[2];
  if (length > 0 && free <= 0) throw noSpace();
  const stored = Math.min(length, free);
  free -= stored;
  return realWriteSync(fd, bytes, offset, stored, position ?? null);
};
syncBuiltinESMExports();
