import { useQuery } from '@tanstack/react-query';
import { exampleIndexQuery, exampleUrl } from '../open/exampleIndexQuery.ts';
import { useOpenBodyPlan } from '../open/useOpenBodyPlan.ts';
import { plural } from '../../../bodyplan/format/plural.ts';

/** The example body plans shipped with the app; a click opens one. */
export function ExampleGallery() {
  const { openUrl } = useOpenBodyPlan();
  const examples = useQuery(exampleIndexQuery);
  return (
    <section className="studio-gallery" aria-labelledby="studio-gallery-title">
      <h2 id="studio-gallery-title">Examples</h2>
      {examples.isError && (
        <p role="alert">
          The examples could not be listed: {examples.error.message}{' '}
          <button type="button" onClick={() => void examples.refetch()}>
            Retry
          </button>
        </p>
      )}
      {examples.isPending && <p role="status">Loading examples…</p>}
      {examples.data && (
        <ul>
          {examples.data.map((example) => (
            <li key={example.file}>
              <button type="button" onClick={() => void openUrl(exampleUrl(example), 'example', example.file)}>
                {example.title}
              </button>
              <span className="studio-muted">
                {' '}
                {plural(example.joints, 'joint')}, {plural(example.dofs, 'DOF')}, {example.fixedBase ? 'fixed base' : 'free-floating'}. {example.description}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
