import { createStore, useStore } from 'zustand';

/** Whether imported visual geometry is drawn over the skeleton, and how opaque it is. */
export interface GeometryView {
  show: boolean;
  opacity: number;
}

/** Opaque by default, as robot viewers draw a robot; the skeleton shows through them (see SkeletonInstances). */
export const geometryViewStore = createStore<GeometryView>(() => ({ show: true, opacity: 1 }));

export function useGeometryView<T>(select: (view: GeometryView) => T): T {
  return useStore(geometryViewStore, select);
}
