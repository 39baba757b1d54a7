import type { ReactNode } from 'react';

/** One panel of the workspace (the panel component as it is), with the name and icon its dock shows. */
export interface WorkspaceSection {
  id: string;
  label: string;
  /** A glyph for the collapsed dock's icon strip (decorative: the button is named by `label`). */
  icon: string;
  content: ReactNode;
  /** Changes when something asks to see this panel (a diagnostic opening the JSON text): its tab is selected. */
  revealKey?: number;
}
