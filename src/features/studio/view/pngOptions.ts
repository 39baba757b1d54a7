import { createStore, useStore } from 'zustand';

/** The PNG export's size and background, set in the View options and used by "Save view as PNG" wherever it runs from. */
export interface PngChoice {
  scale: number;
  transparent: boolean;
}

export const pngOptionsStore = createStore<PngChoice>(() => ({ scale: 1, transparent: false }));

export function usePngOptions<T>(select: (options: PngChoice) => T): T {
  return useStore(pngOptionsStore, select);
}
