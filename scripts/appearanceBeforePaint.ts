import type { Plugin } from 'vite';
import { APPEARANCE_STORAGE_KEY } from '../src/ui/appearance.ts';
import { TEXT_SIZES, TEXT_SIZE_STORAGE_KEY } from '../src/features/readerCommon/textSize.ts';

/**
 * An inline script at the end of index.html's head that puts the appearance a reader chose on an
 * earlier visit (Light or Dark, and the text size) on the root element before anything is painted.
 * Applied from the app's code instead, the page would first paint "Loading…" and the wait for the
 * first answer in the system's colours and then switch: a white flash for a reader who chose Dark;
 * and the news list's first paint (features/news/firstPaint) would draw its cards at the standard
 * size, then grow them when the app ran: a layout shift on every load for a reader who chose Large.
 * Only the literal values the app writes are applied (the app reads the same key through zod,
 * features/readerCommon/textSize.ts); Standard is no attribute.
 */
export function appearanceBeforePaintScript(): string {
  const larger = TEXT_SIZES.filter((size) => size !== 'standard')
    .map((size) => `s===${JSON.stringify(size)}`)
    .join('||');
  return (
    `try{var r=document.documentElement,a=localStorage.getItem(${JSON.stringify(APPEARANCE_STORAGE_KEY)});` +
    `if(a==='light'||a==='dark')r.dataset.appearance=a;` +
    `var s=localStorage.getItem(${JSON.stringify(TEXT_SIZE_STORAGE_KEY)});` +
    `if(${larger})r.dataset.textSize=s}catch(e){}`
  );
}

/** Adds `appearanceBeforePaintScript` to index.html's head. */
export function appearanceBeforePaint(): Plugin {
  return {
    name: 'appearance-before-paint',
    transformIndexHtml: () => [{ tag: 'script', children: appearanceBeforePaintScript(), injectTo: 'head' }],
  };
}
