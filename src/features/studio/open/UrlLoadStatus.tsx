import { useEffect } from 'react';
import { useStore } from 'zustand';
import { formatMegabytes } from './urlLoad/planBytes.ts';
import { useUrlLoader } from './urlLoad/useUrlLoader.ts';
import type { UrlLoadProgress } from './urlLoad/urlLoader.ts';

function describe(load: UrlLoadProgress): string {
  const total = load.totalBytes !== null && load.bytes <= load.totalBytes ? ` of ${formatMegabytes(load.totalBytes)}` : '';
  return `Loading ${load.name}… (${formatMegabytes(load.bytes)}${total} MB)`;
}

/** "Loading … (N MB)" with Cancel while a plan downloads from a URL (shown in the notice bar's status region); leaving the Studio stops the download. */
export function UrlLoadStatus() {
  const loader = useUrlLoader();
  // Selecting the text re-renders only when the shown figure changes, not on every chunk.
  const text = useStore(loader.progress, (s) => (s.current ? describe(s.current) : null));
  useEffect(() => () => loader.abandon(), [loader]);
  if (!text) return null;
  return (
    <p className="studio-notice studio-notice-info">
      {text}{' '}
      <button type="button" className="studio-small" onClick={loader.cancel}>
        Cancel loading
      </button>
    </p>
  );
}
