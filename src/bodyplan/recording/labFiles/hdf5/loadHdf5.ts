/**
 * h5wasm (the HDF5 C library compiled to WebAssembly, ~4 MB) loaded only when an HDF5 lab file is
 * opened: a dynamic import, so the Studio's main chunk and the CLI's start-up never pay for it. The
 * same ESM build runs in Node (vitest, the bundled CLI) and in a browser worker, since its
 * WebAssembly is inlined rather than fetched. h5wasm reads files through its in-memory file system:
 * the bytes are written there under a unique name, opened read-only, and closed and unlinked after,
 * whatever the reader did.
 */
import type { File as H5File } from 'h5wasm';
import type { LabFileBytes } from '../labTables.ts';

type H5wasm = (typeof import('h5wasm'))['default'];

let loading: Promise<H5wasm> | undefined;

/** The h5wasm module, loaded and its WebAssembly started once, on first use. */
export function loadH5wasm(): Promise<H5wasm> {
  loading ??= import('h5wasm')
    .then(async (module) => {
      await module.default.ready;
      return module.default;
    })
    .catch((error: unknown) => {
      // A failed load (a chunk the network dropped) is tried again next time, not remembered.
      loading = undefined;
      throw error;
    });
  return loading;
}

/** HDF5's format signature, at byte 0 or (after a user block) at 512, 1024, 2048 … */
const SIGNATURE = [0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a];

/** True when the bytes carry HDF5's signature where the format allows it: cheap, without h5wasm. */
export function looksLikeHdf5(bytes: Uint8Array): boolean {
  for (let at = 0; at + SIGNATURE.length <= bytes.length; at = at === 0 ? 512 : at * 2) {
    if (SIGNATURE.every((b, i) => bytes[at + i] === b)) return true;
  }
  return false;
}

let opened = 0;

/**
 * Opens the file's bytes with h5wasm and gives the open file to `read`; the file is closed and its
 * in-memory copy removed when `read` returns or throws. A file HDF5 cannot open throws h5wasm's error.
 */
export async function withHdf5File<T>(file: LabFileBytes, read: (h5file: H5File) => T | Promise<T>): Promise<T> {
  const h5wasm = await loadH5wasm();
  const { FS } = await h5wasm.ready;
  // A unique name: several files may be open at once (four cameras read in parallel).
  const path = `/lab-file-${++opened}-${file.name.replace(/[^\w.-]/g, '_').slice(-80)}`;
  FS.writeFile(path, file.bytes);
  let h5file: H5File | undefined;
  try {
    h5file = new h5wasm.File(path, 'r');
    return await read(h5file);
  } finally {
    h5file?.close();
    FS.unlink(path);
  }
}
