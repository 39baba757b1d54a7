import type { Plugin } from 'vite';
import { inlineScriptAfterCharset } from './inlineScriptAfterCharset.ts';
import { listPath } from '../src/api/listParams.ts';
import { API_BASE_URL_STORAGE_KEY, resolveApiBaseUrl } from '../src/api/baseUrl.ts';
import { parseNewsListState } from '../src/features/news/newsListState.ts';
import { newsListRequestParams } from '../src/features/news/newsListQuery.ts';
import { DISPLAY_LANGUAGE_PARAM } from '../src/features/readerCommon/useDisplayLanguage.ts';
import { newsListPattern } from '../src/routePaths.ts';

/** The request of the news list's first page with no filter, made by the app's own functions. */
export function defaultNewsListPath(): string {
  return listPath('news', newsListRequestParams(parseNewsListState(new URLSearchParams())));
}

/**
 * An inline script for index.html: on a cold load of `/news` with no filter (only the interface
 * language in the query) and no API address of the user's own, it preloads the list's request
 * (`<link rel="preload" as="fetch">`) while the HTML is still being parsed, before any of the
 * page's code has loaded. The app's own request for it (src/app/prefetchForUrl.ts, same URL, same
 * mode) is then answered from that preload: one request, no change to the API client. Any other
 * case (filters, an API address in storage, storage that throws) preloads nothing and the app
 * requests as before. `buildTimeBase` is VITE_API_BASE_URL, resolved as the app resolves it.
 */
export function firstRequestPreloadScript(buildTimeBase: string | undefined): string {
  const base = resolveApiBaseUrl({ stored: null, buildTime: buildTimeBase, origin: '' });
  return (
    `(function(){try{if(!new RegExp(${JSON.stringify(newsListPattern())}).test(location.pathname))return;` +
    `var keys=Array.from(new URLSearchParams(location.search).keys());` +
    `if(keys.some(function(k){return k!==${JSON.stringify(DISPLAY_LANGUAGE_PARAM)}}))return;` +
    `if(localStorage.getItem(${JSON.stringify(API_BASE_URL_STORAGE_KEY)})!==null)return;` +
    `var l=document.createElement('link');l.rel='preload';l.as='fetch';l.crossOrigin='';` +
    `l.href=new URL(${JSON.stringify(defaultNewsListPath())},(${JSON.stringify(base)}||location.origin)+'/').href;` +
    `document.head.appendChild(l)}catch(e){}})()`
  );
}

/** Puts `firstRequestPreloadScript` in index.html's head, ahead of the stylesheets. */
export function firstRequestPreload(): Plugin {
  let buildTimeBase: string | undefined;
  return {
    name: 'first-request-preload',
    configResolved(config) {
      buildTimeBase = config.env.VITE_API_BASE_URL as string | undefined;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => inlineScriptAfterCharset(html, firstRequestPreloadScript(buildTimeBase)),
    },
  };
}
