import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown instead of a blank page when a route throws while loading or rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <section className="message-page" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown: {message}</p>
      <p>
        <Link to="/">Back to the start page</Link> or <a href={window.location.href}>reload this page</a>.
      </p>
    </section>
  );
}
