import type { Plugin } from 'vite';
import { inlineScriptAfterCharset } from './inlineScriptAfterCharset.ts';
import { listPath } from '../src/api/listParams.ts';
import { API_BASE_URL_STORAGE_KEY, resolveApiBaseUrl } from '../src/api/baseUrl.ts';
import { newsListParams, parseNewsListQuery } from '../src/api/resources/newsListQuery.ts';
import { DISPLAY_LANGUAGE_PARAM } from '../src/features/readerCommon/displayLanguage.ts';
import { FIRST_REQUEST_GLOBAL } from '../src/api/firstRequest.ts';
import { directoryCollectionPath, newsItemPattern, newsListPattern } from '../src/routePaths.ts';
import { canonicalListParams } from '../src/api/listParams.ts';
import { parseDirectoryState } from '../src/features/directory/directoryState.ts';

/** The request of the news list's first page with no filter, made by the app's own functions. */
export function defaultNewsListPath(): string {
  return listPath('news', newsListParams(parseNewsListQuery(new URLSearchParams())));
}

/** The directory's first table (`/directory/channels`, the Directory link's page) with no query: its first page in the API's order. */
export const FIRST_DIRECTORY_TABLE = 'channels';

/** The request of that table's first page, made by the app's own functions (directoryFirstQuery.ts asks the same). */
export function defaultDirectoryTablePath(): string {
  return listPath(FIRST_DIRECTORY_TABLE, canonicalListParams(parseDirectoryState(new URLSearchParams(), [])));
}

/**
 * An inline script for index.html: on a cold load of `/news` with no filter (only the interface
 * language in the query), or of an article (`/news/<id>`, whatever its query), with no API address
 * of the user's own, or of the directory's first table (`/directory/channels`, only the interface
 * language in the query), it starts the page's first request while the HTML is still being parsed,
 * before any of the page's code has loaded, and leaves it on `window` (src/api/firstRequest.ts):
 * the page's first paint (features/news/firstPaint, features/directory/firstPaint) and then the app's API client take its answer
 * from there, so there is one request. On an article this takes the request off the critical
 * chain: it used to start only once the entry and the app's chunks had loaded and run, and the
 * article's text (its largest paint) waited for both, one after the other (issue 44: LCP 2.7 s).
 * A `fetch`, not a `<link rel="preload">`: a preload's answer can be taken by one request only, and
 * the first paint needs it before the app has loaded. It asks as the client's first try does
 * (JSON, redirects by hand: the client checks where they lead), at the address the client builds
 * (`/api/v1/news/<id>/`, the id as a number, as `newsItemIdOf` reads it). Any other case (filters on
 * the list, an API address in storage, storage that throws) starts nothing and the app requests as
 * before. `buildTimeBase` is VITE_API_BASE_URL, resolved as the app resolves it.
 */
export function firstRequestInHeadScript(buildTimeBase: string | undefined): string {
  const base = resolveApiBaseUrl({ stored: null, buildTime: buildTimeBase, origin: '' });
  return (
    `(function(){try{var p=location.pathname,a=new RegExp(${JSON.stringify(newsItemPattern())}).exec(p),k='article',path;` +
    `if(a)path='/api/v1/news/'+Number(a[1])+'/';else{` +
    `var keys=Array.from(new URLSearchParams(location.search).keys());` +
    `if(keys.some(function(k){return k!==${JSON.stringify(DISPLAY_LANGUAGE_PARAM)}}))return;` +
    `if(new RegExp(${JSON.stringify(newsListPattern())}).test(p)){k='list';path=${JSON.stringify(defaultNewsListPath())}}` +
    `else if(p===${JSON.stringify(directoryCollectionPath(FIRST_DIRECTORY_TABLE))}||p===${JSON.stringify(`${directoryCollectionPath(FIRST_DIRECTORY_TABLE)}/`)}){k='directory';path=${JSON.stringify(defaultDirectoryTablePath())}}` +
    `else return}` +
    `if(localStorage.getItem(${JSON.stringify(API_BASE_URL_STORAGE_KEY)})!==null)return;` +
    `var u=new URL(path,(${JSON.stringify(base)}||location.origin)+'/').href;` +
    `var r=fetch(u,{headers:{Accept:'application/json'},redirect:'manual'}),c=r.then(function(x){return x.clone()});` +
    `r.catch(function(){});c.catch(function(){});` +
    `window[${JSON.stringify(FIRST_REQUEST_GLOBAL)}]={url:u,kind:k,response:r,copy:c}}catch(e){}})()`
  );
}

/** Puts `firstRequestInHeadScript` in index.html's head, ahead of the stylesheets. */
export function firstRequestInHead(): Plugin {
  let buildTimeBase: string | undefined;
  return {
    name: 'first-request-in-head',
    configResolved(config) {
      buildTimeBase = config.env.VITE_API_BASE_URL as string | undefined;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => inlineScriptAfterCharset(html, firstRequestInHeadScript(buildTimeBase)),
    },
  };
}
