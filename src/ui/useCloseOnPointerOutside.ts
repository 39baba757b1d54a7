import { useEffect, type RefObject } from 'react';

/**
 * While a popup (menu, options panel, settings panel) is open, a pointer pressed anywhere outside
 * it and its button closes it, as the platform's menus do. The button counts as inside so that its
 * own click toggles the popup instead of closing and reopening it.
 */
export function useCloseOnPointerOutside(open: boolean, close: () => void, inside: readonly RefObject<HTMLElement | null>[]): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && inside.some((ref) => ref.current?.contains(target))) return;
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close, inside]);
}
