import { describe, expect, it } from 'vitest';
import { routePreloads, type PreloadChunk } from './routeModulePreload.ts';

const chunk = (fileName: string, imports: string[], extra: Partial<PreloadChunk> = {}): PreloadChunk => ({ fileName, imports, ...extra });

describe('routePreloads', () => {
  const chunks = [
    chunk('assets/index.js', ['assets/shared.js'], { isEntry: true, facadeModuleId: '/app/index.html' }),
    chunk('assets/shared.js', []),
    chunk('assets/NewsArea.js', ['assets/index.js', 'assets/shared.js', 'assets/area.js'], {
      facadeModuleId: '/app/src/features/news/NewsArea.tsx',
      viteMetadata: { importedCss: new Set(['assets/NewsArea.css']) },
    }),
    chunk('assets/area.js', ['assets/shared.js'], { viteMetadata: { importedCss: new Set(['assets/area.css']) } }),
    chunk('assets/Studio.js', ['assets/three.js'], { facadeModuleId: '/app/src/features/studio/StudioArea.tsx' }),
    chunk('assets/three.js', []),
  ];

  it("lists a route's chunk, its static imports and their CSS, without the entry and without other routes' chunks", () => {
    expect(routePreloads({ '/news': 'src/features/news/NewsArea.tsx' }, chunks, '/base/')).toEqual({
      '/news': ['/base/assets/NewsArea.js', '/base/assets/NewsArea.css', '/base/assets/shared.js', '/base/assets/area.js', '/base/assets/area.css'],
    });
  });

  it('gathers the chunks of several modules for one route, each file once', () => {
    const withDetail = [...chunks, chunk('assets/Detail.js', ['assets/shared.js', 'assets/area.js'], { facadeModuleId: '/app/src/features/news/Detail.tsx' })];
    expect(routePreloads({ '^\\/news\\/(\\d+)$': ['src/features/news/Detail.tsx', 'src/features/news/NewsArea.tsx'] }, withDetail)).toEqual({
      '^\\/news\\/(\\d+)$': ['/assets/Detail.js', '/assets/shared.js', '/assets/area.js', '/assets/area.css', '/assets/NewsArea.js', '/assets/NewsArea.css'],
    });
  });

  it('names a route whose module is not a chunk of the build', () => {
    expect(() => routePreloads({ '/gone': 'src/features/gone/GoneArea.tsx' }, chunks)).toThrow('no chunk for src/features/gone/GoneArea.tsx (the /gone route');
  });
});
