import { BufferGeometry, Group, LoadingManager, Matrix4, Mesh, type Object3D } from 'three';
import { ColladaLoader } from 'three/examples/jsm/loaders/ColladaLoader.js';
import { OBJLoader } from 'three/examples/jsm/loaders/OBJLoader.js';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import type { MeshFormat } from '../../../bodyplan/import/visualMeshes.ts';

/** A mesh file that three's loader could not turn into triangles; the message says why, for the findings. */
export class MeshParseError extends Error {
  override name = 'MeshParseError';
}

/** three's ColladaLoader turns the file into Y-up; a URDF link frame is Z-up (as ROS reads Collada). */
const Y_UP_TO_Z_UP = new Matrix4().makeRotationX(Math.PI / 2);

/**
 * Textures named in a Collada file are never fetched: every URL the loader would request becomes an
 * empty data URL (the Studio draws meshes in one colour anyway).
 */
const noFetch = new LoadingManager();
noFetch.setURLModifier(() => 'data:,');

function triangleCount(object: Object3D): number {
  let triangles = 0;
  object.traverse((child) => {
    if (child instanceof Mesh && child.geometry instanceof BufferGeometry) {
      const index = child.geometry.getIndex();
      triangles += Math.floor((index ? index.count : (child.geometry.getAttribute('position')?.count ?? 0)) / 3);
    }
  });
  return triangles;
}

/**
 * A mesh file's content as a three.js object in the file's own units and axes (Collada: its
 * `unit` applied and its up axis turned to +Z), parsed from memory: nothing is fetched. Throws a
 * MeshParseError, and nothing else, when the file holds no triangles or is not of its format.
 */
export function parseMeshFile(format: MeshFormat, bytes: ArrayBuffer): Object3D {
  if (bytes.byteLength === 0) throw new MeshParseError('the file is empty');
  try {
    return parseWithLoader(format, bytes);
  } catch (error) {
    if (error instanceof MeshParseError) throw error;
    // three's loaders throw plain errors (a RangeError past the end of a truncated binary STL).
    throw new MeshParseError(`the ${format.toUpperCase()} reader stopped: ${(error as Error).message}`);
  }
}

function parseWithLoader(format: MeshFormat, bytes: ArrayBuffer): Object3D {
  let object: Object3D;
  if (format === 'stl') {
    const geometry = new STLLoader().parse(bytes);
    object = new Group().add(new Mesh(geometry));
  } else if (format === 'obj') {
    object = new OBJLoader().parse(new TextDecoder().decode(bytes));
  } else {
    const text = new TextDecoder().decode(bytes);
    // The browser's XML parser fetches no external entity, but an internal-entity bomb is still
    // work for nothing: a Collada file has no need of a DOCTYPE.
    if (/<!DOCTYPE/i.test(text)) throw new MeshParseError('it has a <!DOCTYPE>, which a Collada file does not need and the Studio does not read');
    const collada = new ColladaLoader(noFetch).parse(text, '');
    if (collada === null) throw new MeshParseError('it is not well-formed XML (not a Collada file?)');
    const turned = new Group();
    turned.matrixAutoUpdate = false;
    turned.matrix.copy(Y_UP_TO_Z_UP);
    turned.add(collada.scene);
    object = new Group().add(turned);
  }
  const triangles = triangleCount(object);
  if (triangles === 0) {
    disposeMeshObject(object);
    throw new MeshParseError(`no triangles were found in it (not ${format === 'stl' ? 'an STL' : format === 'obj' ? 'an OBJ' : 'a Collada'} file, or an empty one)`);
  }
  object.userData = { triangles };
  return object;
}

/** Frees the geometries and materials the loaders made. */
export function disposeMeshObject(object: Object3D): void {
  object.traverse((child) => {
    if (child instanceof Mesh) {
      (child.geometry as BufferGeometry).dispose();
      for (const material of Array.isArray(child.material) ? child.material : [child.material]) material?.dispose();
    }
  });
}
