/** The install icons' sizes, in pixels (the manifest's and apple-touch-icon's). */
export const ICON_SIZES = [192, 512] as const;

/** The header's accent colour (src/app/app.css `--accent`), for the browser's title bar. */
export const THEME_COLOR = '#1d4ed8';

/** manifest.webmanifest: the reader is what people install, so the installed app opens on the news. */
export function webAppManifest() {
  return {
    name: 'Workbench · News',
    short_name: 'News',
    description: 'News & directory reader (and Body Plan Studio)',
    start_url: '/news',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: ICON_SIZES.flatMap((size) => [
      { src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
      { src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
    ]),
  };
}
