import { rememberRelativePath } from './filePaths.ts';

/** Folders deeper than this are not walked (a dropped home directory must not take forever). */
const MAX_DEPTH = 8;
/** At most this many files are collected from dropped folders. */
const MAX_FILES = 2000;

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** All entries of a folder: readEntries gives them in batches until an empty one. */
async function entriesOf(folder: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = folder.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0 || all.length + batch.length > MAX_FILES) return all.concat(batch);
    all.push(...batch);
  }
}

/**
 * The files of a drop, with the files inside dropped folders (and their subfolders). The entries
 * are taken synchronously, as the browser empties the DataTransfer once the drop event returns;
 * when the browser gives no entries (a synthetic drop), its file list is used. Never rejects.
 */
export function droppedFiles(data: DataTransfer): Promise<File[]> {
  const entries = [...data.items].map((item) => (item.kind === 'file' ? item.webkitGetAsEntry?.() ?? null : null)).filter((e): e is FileSystemEntry => e !== null);
  if (entries.length === 0 || !entries.some((e) => e.isDirectory)) return Promise.resolve([...data.files]);
  return (async () => {
    const files: File[] = [];
    const pending: { entry: FileSystemEntry; depth: number }[] = entries.map((entry) => ({ entry, depth: 0 }));
    while (pending.length > 0 && files.length < MAX_FILES) {
      const { entry, depth } = pending.shift()!;
      try {
        if (entry.isFile) {
          const file = await fileOf(entry as FileSystemFileEntry);
          if (typeof entry.fullPath === 'string') rememberRelativePath(file, entry.fullPath);
          files.push(file);
        }
        else if (entry.isDirectory && depth < MAX_DEPTH) pending.push(...(await entriesOf(entry as FileSystemDirectoryEntry)).map((e) => ({ entry: e, depth: depth + 1 })));
      } catch {
        // An entry the browser will not read (permissions, a vanished file) is left out; the
        // import's findings then name any mesh or include that it was.
      }
    }
    return files;
  })();
}
