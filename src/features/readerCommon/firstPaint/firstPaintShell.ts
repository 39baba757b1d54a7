import { AREA_PATHS, directoryCollectionPath } from '../../../routePaths.ts';
import { h, link } from './firstPaintElements.ts';
import type { FirstPaintWords } from './firstPaintWords.ts';

/** Which area's link in the top bar is the current page's. */
export type FirstPaintArea = 'news' | 'directory';

/**
 * The app's shell as app/Layout.tsx renders it (skip link, top bar with the area's link current,
 * and the reader area's Settings button in the header slot, inert until the app replaces it),
 * around `content` in `<main>`, marked `data-first-paint`: the one mark of a first paint, so that
 * what waits for the live page (tests, scripts) can tell them apart.
 */
export function firstPaintShell(area: FirstPaintArea, words: FirstPaintWords, content: HTMLElement): HTMLElement {
  const current = { 'aria-current': 'page', class: 'active' };
  return h(
    'div',
    { class: 'app', 'data-first-paint': '' },
    h('a', { class: 'skip-link', href: '#main' }, words.skipLink),
    h(
      'header',
      { class: 'app-header' },
      link('/', { class: 'app-name' }, 'Workbench'),
      h(
        'nav',
        { 'aria-label': words.mainNav },
        h(
          'ul',
          {},
          // NavLink writes an empty class when its page is not the current one; the directory's is a plain Link.
          h('li', {}, link(AREA_PATHS.studio, { class: '' }, words.bodyPlans)),
          h('li', {}, link(AREA_PATHS.news, area === 'news' ? current : { class: '' }, words.news)),
          h('li', {}, link(directoryCollectionPath('channels'), area === 'directory' ? current : {}, words.directory)),
        ),
      ),
      h(
        'div',
        { class: 'app-header-tools' },
        // The slot the app's shell (app/Layout.tsx) puts the area's controls in.
        h(
          'div',
          { class: 'app-header-slot' },
          h(
            'div',
            { class: 'settings-menu' },
            h(
              'button',
              { type: 'button', class: 'settings-button', 'aria-expanded': 'false', inert: '' },
              h('span', { 'aria-hidden': 'true', class: 'settings-icon' }, '⚙'),
              h('span', { class: 'settings-button-text' }, words.settings),
            ),
          ),
        ),
      ),
    ),
    h('main', { id: 'main', tabindex: '-1' }, content),
  );
}
