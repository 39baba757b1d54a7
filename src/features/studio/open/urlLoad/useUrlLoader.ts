import type { StudioStore } from '../../store/studioStore.ts';
import { useStudioStore } from '../../store/useStudio.ts';
import { createUrlLoader, type UrlLoader } from './urlLoader.ts';

// One loader per Studio store, so the gallery, `?url=` and the status line share it without widening the store.
const loaders = new WeakMap<StudioStore, UrlLoader>();

export function useUrlLoader(): UrlLoader {
  const store = useStudioStore();
  let loader = loaders.get(store);
  if (!loader) {
    loader = createUrlLoader();
    loaders.set(store, loader);
  }
  return loader;
}
