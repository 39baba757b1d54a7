import { NavLink, Outlet, useNavigation } from 'react-router';

export function Layout() {
  const navigation = useNavigation();
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
              <NavLink to="/directory/channels">Directory</NavLink>
            </li>
          </ul>
        </nav>
        {navigation.state === 'loading' && (
          <span className="app-loading" role="status">
            Loading…
          </span>
        )}
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
