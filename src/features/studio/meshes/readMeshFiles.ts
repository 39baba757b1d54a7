import type { Object3D } from 'three';
import { readCappedBytes, TooLargeError } from '../../../cappedRead.ts';
import { meshFileKey, meshFormatOf, type OpenedMesh } from '../../../bodyplan/import/visualMeshes.ts';
import { formatMegabytes, MAX_PLAN_BYTES } from '../open/urlLoad/planBytes.ts';
import { MeshParseError, parseMeshFile } from './parseMeshFile.ts';

/** Mesh files opened with a model: the parsed ones, and what became of each (for the import findings). */
export interface ReadMeshes {
  objects: Map<string, Object3D>;
  outcomes: Map<string, OpenedMesh>;
}

/** The same cap as a plan's text: a mesh beyond it is reported, not read. */
const MAX_MESH_BYTES = MAX_PLAN_BYTES;

/**
 * Reads and parses mesh files (STL, OBJ, Collada) by meshFileKey. A file that fails is an outcome
 * with its reason, never an exception: the model and the other meshes still open. When two files
 * have the same base name, the first is used.
 */
export async function readMeshFiles(files: readonly File[]): Promise<ReadMeshes> {
  const objects = new Map<string, Object3D>();
  const outcomes = new Map<string, OpenedMesh>();
  for (const file of files) {
    const key = meshFileKey(file.name);
    const format = meshFormatOf(file.name);
    if (format === null || outcomes.has(key)) continue;
    try {
      objects.set(key, parseMeshFile(format, (await readCappedBytes(file, MAX_MESH_BYTES)).buffer));
      outcomes.set(key, { ok: true });
    } catch (error) {
      if (error instanceof TooLargeError) {
        outcomes.set(key, { ok: false, message: `it is ${formatMegabytes(file.size)} MB; mesh files over ${formatMegabytes(MAX_MESH_BYTES)} MB are not read` });
      } else if (error instanceof MeshParseError) {
        outcomes.set(key, { ok: false, message: error.message });
      } else throw error;
    }
  }
  return { objects, outcomes };
}
