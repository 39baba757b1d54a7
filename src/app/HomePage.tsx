import { Link } from 'react-router';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { AREA_PATHS } from '../routePaths.ts';

export function HomePage() {
  useDocumentTitle('');
  return (
    <section className="home">
      <h1>Workbench</h1>
      <ul className="home-cards">
        <li>
          <h2>
            <Link to={AREA_PATHS.studio}>Body Plan Studio</Link>
          </h2>
          <p>Open, validate, view, pose and edit QuickIK body plans, and preview inverse kinematics.</p>
        </li>
        <li>
          <h2>
            <Link to={AREA_PATHS.news}>News &amp; directory</Link>
          </h2>
          <p>Browse news, channels, categories, themes, publics, projects and mementos.</p>
        </li>
      </ul>
    </section>
  );
}
