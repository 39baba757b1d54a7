import type { Object3D } from 'three';
import { createStore, useStore } from 'zustand';
import { disposeMeshObject } from './parseMeshFile.ts';

/**
 * The mesh files opened with the current model, parsed, by meshFileKey. They live in memory for
 * this page only (never in localStorage or IndexedDB: they can be megabytes), so after a reload
 * the autosaved plan comes back without them until they are opened again with the model.
 */
export interface MeshSession {
  /** The name of the plan the meshes were opened with: another plan does not use them. */
  planName: string | null;
  meshes: ReadonlyMap<string, Object3D>;
}

const meshSessionStore = createStore<MeshSession>(() => ({ planName: null, meshes: new Map() }));

/** Replaces the session's meshes (freeing the previous ones' GPU-side data). */
export function replaceMeshSession(planName: string | null, meshes: ReadonlyMap<string, Object3D>): void {
  const previous = meshSessionStore.getState().meshes;
  meshSessionStore.setState({ planName, meshes });
  for (const [key, object] of previous) if (meshes.get(key) !== object) disposeMeshObject(object);
}

export function useMeshSession<T>(select: (session: MeshSession) => T): T {
  return useStore(meshSessionStore, select);
}
