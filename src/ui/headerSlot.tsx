import { createContext, useContext } from 'react';

/**
 * A place in the app's top bar where an area puts its own controls (the reader's Settings button),
 * so that they sit in the top bar without the shell knowing the area. Null outside the shell
 * (component tests): the area then renders its controls where it stands.
 */
export const HeaderSlotContext = createContext<HTMLElement | null>(null);

export function useHeaderSlot(): HTMLElement | null {
  return useContext(HeaderSlotContext);
}
