/**
 * What a file is, told from its first bytes, never its extension: lab files keep their content
 * whatever they are renamed to, and a `.csv` that is really an HDF5 file must not reach the CSV
 * parser. Binary formats are recognised by their signatures; text is told apart by its first line.
 * A file that is none of the formats read gets one line saying what it looks like and what to do.
 */

export type LabFileKind =
  | { kind: 'hdf5' }
  | { kind: 'c3d' }
  | { kind: 'text'; text: string }
  | { kind: 'refused'; message: string };

const HDF5_SIGNATURE = [0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a];
/** HDF5 files may start with a user block of 512, 1024, 2048 … bytes before the superblock. */
const HDF5_SIGNATURE_OFFSETS = [0, 512, 1024, 2048, 4096, 8192];
/** C3D: processor types in the parameter section's header (Intel, DEC, MIPS). */
const C3D_PROCESSORS = [84, 85, 86];

export function labFileKind(bytes: Uint8Array): LabFileKind {
  if (HDF5_SIGNATURE_OFFSETS.some((offset) => startsWith(bytes, HDF5_SIGNATURE, offset))) return { kind: 'hdf5' };
  if (isC3d(bytes)) return { kind: 'c3d' };
  const binary = binaryKind(bytes);
  if (binary !== null) return { kind: 'refused', message: binary };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return {
      kind: 'refused',
      message:
        'a binary file that is none of the formats read (DeepLabCut or SLEAP HDF5, C3D) and not UTF-8 text: ' +
        'open the tracker\'s .h5 or .csv output, a .trc or .c3d file, or a JSON or CSV recording',
    };
  }
  return { kind: 'text', text };
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/**
 * C3D's first 512-byte block starts with the parameter section's block number (1-based, usually 2)
 * and the key 0x50; the parameter section's 4th byte names the processor. Both must hold, so a text
 * file starting with "xP" is not taken for one.
 */
function isC3d(bytes: Uint8Array): boolean {
  if (bytes.length < 1024 || bytes[1] !== 0x50) return false;
  const block = bytes[0]!;
  if (block < 2) return false;
  const header = (block - 1) * 512;
  return header + 4 <= bytes.length && C3D_PROCESSORS.includes(bytes[header + 3]!);
}

/** A known binary file that is not read, with what to do instead; null when it is none of them. */
function binaryKind(bytes: Uint8Array): string | null {
  // Python pickle: protocol 2 to 5 starts with 0x80 and the protocol number.
  if (bytes[0] === 0x80 && bytes[1] !== undefined && bytes[1] >= 2 && bytes[1] <= 5) {
    return 'a Python pickle (such as DeepLabCut\'s _meta.pickle or _full.pickle): it is not read, since loading a pickle can run code; open the .h5 file the tool wrote beside it';
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return 'a ZIP archive (a zipped folder, NumPy .npz or a spreadsheet): unpack it and open the files inside';
  }
  const ascii = (offset: number, length: number) => String.fromCharCode(...bytes.subarray(offset, offset + length));
  if (bytes.length >= 12 && ascii(4, 4) === 'ftyp') return 'a video (MP4/MOV): open it as a camera\'s video in the camera view, and its keypoints from the tracker\'s output';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'AVI ') return 'a video (AVI): open it as a camera\'s video in the camera view, and its keypoints from the tracker\'s output';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'a video (Matroska/WebM): open it as a camera\'s video in the camera view, and its keypoints from the tracker\'s output';
  if (startsWith(bytes, [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59])) return 'a NumPy .npy array: it has no names for its points; save it as CSV with a header of point names';
  return null;
}
