import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';

export function NotFoundPage() {
  const location = useLocation();
  useDocumentTitle('Page not found');
  return (
    <section className="message-page">
      <h1>Page not found</h1>
      <p>
        Nothing lives at <code>{location.pathname}</code>.
      </p>
      <p>
        <Link to="/">Back to the start page</Link>
      </p>
    </section>
  );
}
