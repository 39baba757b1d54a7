import type { Plugin } from 'vite';
import { inlineScriptAfterCharset } from './inlineScriptAfterCharset.ts';
import { FIRST_REQUEST_GLOBAL } from '../src/api/firstRequest.ts';
import { DEFERRED_MODULE_PRELOADS_GLOBAL } from '../src/app/deferredModulePreloads.ts';

/** What the plugin needs of a Rollup/Rolldown output chunk. */
export interface PreloadChunk {
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The files to preload for each route: its lazy modules' chunks, their static imports (the entry
 * excepted, it is loading already) and their CSS, as URLs under `base`. A route is a path prefix
 * (`/news`: the path itself and every path under it) or, starting with `^`, a regular
 * expression's source tested on the path (`^\\/news\\/(\\d+)$`).
 */
export function routePreloads(routes: Record<string, string | readonly string[]>, chunks: PreloadChunk[], base = '/'): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const result: Record<string, string[]> = {};
  for (const [route, modules] of Object.entries(routes)) {
    const files = new Set<string>();
    const visit = (chunk: PreloadChunk) => {
      if (chunk.isEntry || files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
      for (const imported of chunk.imports) {
        const next = byFile.get(imported);
        if (next) visit(next);
      }
    };
    for (const moduleId of typeof modules === 'string' ? [modules] : modules) {
      const root = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleId));
      if (!root) throw new Error(`route-module-preload: no chunk for ${moduleId} (the ${route} route's lazy module)`);
      visit(root);
    }
    result[route] = [...files].map((file) => base + file);
  }
  return result;
}

/**
 * A tiny inline script in index.html that, on a cold load of a lazy route's URL, preloads that
 * route's chunks at once, in parallel with the entry chunk: otherwise they are only requested once
 * the entry has loaded and run the router (a second round trip before the page can render).
 * `<link rel="modulepreload">` and Vite's own loader then share the download. CSS is preloaded
 * with `crossorigin`, as Vite's loader requests it. When index.html has started the page's first
 * request (firstRequestInHead.ts: the news list, an article, the directory's first table), the
 * JavaScript is held back for after the page's first paint (src/app/deferredModulePreloads.ts),
 * except `firstPaintModules` (the first paints' own chunks, the sanitizer) and what they import;
 * the CSS is not (the first paint applies it).
 */
export function routeModulePreload(routes: Record<string, string | readonly string[]>, firstPaintModules: readonly string[] = []): Plugin {
  let base = '/';
  return {
    name: 'route-module-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = Object.values(context.bundle).filter((output) => output.type === 'chunk') as unknown as PreloadChunk[];
        const preloads = JSON.stringify(routePreloads(routes, chunks, base));
        // What a first paint runs (its chunk, its imports, the sanitizer): never held back.
        const firstPaintFiles = firstPaintModules.length > 0 ? (routePreloads({ firstPaint: firstPaintModules }, chunks, base).firstPaint ?? []) : [];
        const keep = JSON.stringify(Object.fromEntries(firstPaintFiles.map((file) => [file, 1])));
        const deferred = JSON.stringify(DEFERRED_MODULE_PRELOADS_GLOBAL);
        const script =
          `(function(){var p=location.pathname,r=${preloads},c=${keep},d={},w=[],h=!!window[${JSON.stringify(FIRST_REQUEST_GLOBAL)}];window[${deferred}]=w;` +
          `for(var k in r)if(k[0]==='^'?new RegExp(k).test(p):p===k||p.indexOf(k+'/')===0)r[k].forEach(function(f){` +
          `if(d[f])return;d[f]=1;var css=/\\.css$/.test(f);if(h&&!css&&!c[f]){w.push(f);return}var l=document.createElement('link');l.rel=css?'preload':'modulepreload';if(css)l.as='style';` +
          `l.crossOrigin='';l.href=f;document.head.appendChild(l)})})()`;
        return inlineScriptAfterCharset(html, script);
      },
    },
  };
}
