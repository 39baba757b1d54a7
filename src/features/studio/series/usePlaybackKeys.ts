import { useEffect } from 'react';
import { useStudioStore } from '../store/useStudio.ts';

// Home/End belong to these (text fields, sliders, splitters, the outline, the JSON editor); "," and "." only to text entry.
const TYPING =
  'input:not([type=checkbox]):not([type=radio]):not([type=range]):not([type=button]):not([type=file]), textarea, select, [contenteditable]:not([contenteditable="false"]), .cm-editor';
const OWNS_HOME_END = `${TYPING}, input, [role=slider], [role=separator], [role=tree], [role=treeitem], [role=listbox], [role=grid], [role=tablist], [role=tab], [role=application]`;

/**
 * Frame stepping from the keyboard anywhere in the Studio while a solved recording is loaded:
 * "," and "." one frame back and forward (playback pauses), Home and End the first and last frame.
 */
export function usePlaybackKeys(): void {
  const store = useStudioStore();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const { solved, frame } = store.api.getState().recording;
      if (!solved) return;
      const target = event.target instanceof Element ? event.target : null;
      let next: number;
      if (event.key === ',' || event.key === '.') {
        if (target?.closest(TYPING)) return;
        next = frame + (event.key === ',' ? -1 : 1);
      } else if (event.key === 'Home' || event.key === 'End') {
        if (target?.closest(OWNS_HOME_END)) return;
        next = event.key === 'Home' ? 0 : solved.count - 1;
      } else return;
      event.preventDefault();
      store.recording.seek(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
