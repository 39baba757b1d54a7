import { Link, NavLink, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { OfflineBanner } from './OfflineBanner.tsx';
import { useFocusOnRouteChange } from './useFocusOnRouteChange.ts';

export function Layout() {
  const navigation = useNavigation();
  // The Directory link opens one collection but stands for all of /directory/*.
  const inDirectory = useLocation().pathname.startsWith('/directory');
  useFocusOnRouteChange();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <NavLink to="/" className="app-name">
          Workbench
        </NavLink>
        <nav aria-label="Main">
          <ul>
            <li>
              <NavLink to="/bodyplans">Body plans</NavLink>
            </li>
            <li>
              <NavLink to="/news">News</NavLink>
            </li>
            <li>
              <Link
                to="/directory/channels"
                className={inDirectory ? 'active' : undefined}
                aria-current={inDirectory ? 'page' : undefined}
              >
                Directory
              </Link>
            </li>
          </ul>
        </nav>
        {navigation.state === 'loading' && (
          <span className="app-loading" role="status">
            Loading…
          </span>
        )}
      </header>
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {/* A new page starts at the top; Back and Forward return to where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}
