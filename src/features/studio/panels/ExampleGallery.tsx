import { useQuery } from '@tanstack/react-query';
import { exampleIndexQuery, exampleRecordingUrl, exampleUrl, type ExampleEntry } from '../open/exampleIndexQuery.ts';
import { openExampleRecording } from '../open/openExampleRecording.ts';
import { useOpenBodyPlan } from '../open/useOpenBodyPlan.ts';
import { plural } from '../../../bodyplan/format/plural.ts';
import { useStudioStore } from '../store/useStudio.ts';

/** The example body plans shipped with the app; a click opens one, and the recording it comes with once it is open. */
export function ExampleGallery() {
  const { openUrl } = useOpenBodyPlan();
  const store = useStudioStore();
  const examples = useQuery(exampleIndexQuery);
  const open = async (example: ExampleEntry) => {
    await openUrl(exampleUrl(example), 'example', example.file);
    // Only onto the plan it belongs to: the open may have failed, or another plan been opened meanwhile.
    if (example.recording && store.getState().plan?.source.name === example.file) await openExampleRecording(store, exampleRecordingUrl(example.recording), example.recording);
  };
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
              <button type="button" onClick={() => void open(example)}>
                {example.title}
              </button>
              <span className="studio-muted">
                {' '}
                {plural(example.joints, 'joint')}, {plural(example.dofs, 'DOF')}, {example.fixedBase ? 'fixed base' : 'free-floating'}. {example.description}
                {example.recording ? ' Opens with its recording.' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
