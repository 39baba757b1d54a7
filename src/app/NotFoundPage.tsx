import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const location = useLocation();
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
