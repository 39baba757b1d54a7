import { useState } from 'react';
import { useStudioStore } from '../store/useStudio.ts';
import { RecentDocuments } from './RecentDocuments.tsx';
import { useAutosave } from './useAutosave.ts';

/** Autosave for the Studio plus its recent-documents list; a `?url=` link opens that plan instead of the last one. */
export function AutosavePanel() {
  const store = useStudioStore();
  const [restoreOnStart] = useState(() => !new URLSearchParams(window.location.search).has('url'));
  return <RecentDocuments {...useAutosave(store, restoreOnStart)} />;
}
