import { useCallback, useLayoutEffect, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { OfflineBanner } from './OfflineBanner.tsx';
import { UpdatePrompt } from './pwa/UpdatePrompt.tsx';
import { useFocusOnRouteChange } from './useFocusOnRouteChange.ts';
import { useShellLanguage } from './useShellLanguage.ts';
import { HeaderSlotContext } from '../ui/headerSlot.tsx';
import { applyAppearance, storedAppearance } from '../ui/appearance.ts';
import { AREA_PATHS, directoryCollectionPath, isInArea } from '../routePaths.ts';

export function Layout() {
  const navigation = useNavigation();
  // The Directory link opens one collection but stands for all of /directory/*.
  const inDirectory = isInArea(useLocation().pathname, 'directory');
  useFocusOnRouteChange();
  const [t] = useShellLanguage();
  // The reader's settings (language, API address, appearance) open from the top bar: the area puts
  // its Settings button into this slot.
  // The slot is an element of its own, there from the first render, that the top bar's tools box
  // takes in when it mounts: the area's controls are then in the first commit. (Keeping the box
  // itself in state, set by its ref, re-rendered the app synchronously inside that commit, which also
  // ran every effect of the page there: 70 ms of a 110 ms task on a 4× slowed CPU, bench:reader-long-tasks.)
  // `display: contents`: the controls lay out as the box's own children.
  const [headerSlot] = useState(() => {
    const slot = document.createElement('div');
    slot.className = 'app-header-slot';
    return slot;
  });
  const holdHeaderSlot = useCallback((tools: HTMLElement | null) => tools?.append(headerSlot), [headerSlot]);
  // The appearance chosen in the reader's settings on an earlier visit, before the first paint.
  useLayoutEffect(() => applyAppearance(storedAppearance()), []);
  return (
    <HeaderSlotContext value={headerSlot}>
      <div className="app">
        <a className="skip-link" href="#main">
          {t.shell.skipLink}
        </a>
        <header className="app-header">
          <NavLink to="/" className="app-name">
            Workbench
          </NavLink>
          <nav aria-label={t.shell.mainNav}>
            <ul>
              <li>
                <NavLink to={AREA_PATHS.studio}>{t.shell.bodyPlans}</NavLink>
              </li>
              <li>
                <NavLink to={AREA_PATHS.news}>{t.shell.news}</NavLink>
              </li>
              <li>
                <Link
                  to={directoryCollectionPath('channels')}
                  className={inDirectory ? 'active' : undefined}
                  aria-current={inDirectory ? 'page' : undefined}
                >
                  {t.shell.directory}
                </Link>
              </li>
            </ul>
          </nav>
          {navigation.state === 'loading' && (
            <span className="app-loading" role="status">
              {t.shell.loading}
            </span>
          )}
          <div className="app-header-tools" ref={holdHeaderSlot} />
        </header>
        <OfflineBanner t={t} />
        <UpdatePrompt t={t} />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        {/* A new page starts at the top; Back and Forward return to where the reader was. */}
        <ScrollRestoration />
      </div>
    </HeaderSlotContext>
  );
}
