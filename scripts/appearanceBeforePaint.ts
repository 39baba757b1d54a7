import type { Plugin } from 'vite';
import { APPEARANCE_STORAGE_KEY } from '../src/ui/appearance.ts';

/**
 * An inline script at the end of index.html's head that puts the appearance a reader chose on an
 * earlier visit (Light or Dark) on the root element before anything is painted. Applied from the
 * app's code instead, the page would first paint "Loading…" and the wait for the first answer in
 * the system's colours and then switch: a white flash for a reader who chose Dark.
 */
export function appearanceBeforePaintScript(): string {
  return (
    `try{var a=localStorage.getItem(${JSON.stringify(APPEARANCE_STORAGE_KEY)});` +
    `if(a==='light'||a==='dark')document.documentElement.dataset.appearance=a}catch(e){}`
  );
}

/** Adds `appearanceBeforePaintScript` to index.html's head. */
export function appearanceBeforePaint(): Plugin {
  return {
    name: 'appearance-before-paint',
    transformIndexHtml: () => [{ tag: 'script', children: appearanceBeforePaintScript(), injectTo: 'head' }],
  };
}
