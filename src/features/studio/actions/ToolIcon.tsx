import type { ToolIconName } from '../model/actions/studioActions.ts';

// Drawn as SVG rather than font glyphs: a symbol missing from the system's fonts would show as a box.
const PATHS: Record<ToolIconName, string> = {
  open: 'M3 6h6l2 2h10v11H3z',
  new: 'M6 3h8l4 4v14H6z M14 3v4h4 M12 11v6 M9 14h6',
  undo: 'M9 14L4 9l5-5 M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'M15 14l5-5-5-5 M20 9H10a6 6 0 0 0 0 12h3',
  download: 'M12 4v11 M7 10l5 5 5-5 M5 20h14',
  'frame-all': 'M4 9V4h5 M15 4h5v5 M20 15v5h-5 M9 20H4v-5',
  'frame-selection': 'M4 9V4h5 M15 4h5v5 M20 15v5h-5 M9 20H4v-5 M12 9a3 3 0 1 1 0 6a3 3 0 1 1 0-6',
  search: 'M10.5 4.5a6 6 0 1 1 0 12a6 6 0 1 1 0-12 M15 15l5 5',
  help: 'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18 M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.4-1 1-1 1.7v.5 M12 17v.5',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z M12 9a3 3 0 1 1 0 6a3 3 0 1 1 0-6',
};

/** A toolbar icon; decorative (the button it sits in is named by its action). */
export function ToolIcon({ name }: { name: ToolIconName }) {
  return (
    <svg className="studio-tool-svg" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
