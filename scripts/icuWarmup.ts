import type { Plugin } from 'vite';
import { areasPattern, TRANSLATED_AREAS } from '../src/routePaths.ts';

/**
 * An inline script for the end of index.html's body. The reader's first render formats dates and
 * counts, and the first Intl formatter of a page costs 20-90 ms here: ICU loads its data (any
 * locale, any options: the cost is paid once). The router's start reads sessionStorage (its saved
 * scroll positions and view transitions), and the first access to it is a synchronous load of the
 * origin's storage (~12 ms, ~50 ms with a phone's CPU). Until the page's modules have downloaded
 * the main thread is idle, so on the reader's paths those costs are paid then.
 */
function icuWarmupScript(): string {
  return (
    `if(new RegExp(${JSON.stringify(areasPattern(TRANSLATED_AREAS))}).test(location.pathname)){` +
    `new Intl.DateTimeFormat().format(0);new Intl.NumberFormat().format(0);` +
    `try{sessionStorage.getItem('')}catch(e){}}`
  );
}

/** Adds `icuWarmupScript` at the end of index.html's body. */
export function icuWarmup(): Plugin {
  return {
    name: 'icu-warmup',
    transformIndexHtml: () => [{ tag: 'script', children: icuWarmupScript(), injectTo: 'body' }],
  };
}
