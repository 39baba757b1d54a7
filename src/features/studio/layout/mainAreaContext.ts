import { createContext, useContext, type Dispatch } from 'react';
import { VIEW_ONLY, type MainAreaAction, type MainAreaLayout } from './mainAreaLayout.ts';

export interface MainAreaControl {
  layout: MainAreaLayout;
  dispatch: Dispatch<MainAreaAction>;
}

export const MainAreaContext = createContext<MainAreaControl>({ layout: VIEW_ONLY, dispatch: () => undefined });

/** The main area's layout and its dispatch (a view-only default outside the Studio page, as in unit tests). */
export const useMainArea = () => useContext(MainAreaContext);
