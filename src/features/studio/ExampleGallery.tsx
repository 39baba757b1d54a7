import { useEffect, useState } from 'react';
import { useOpenBodyPlan } from './useOpenBodyPlan.ts';

interface ExampleEntry {
  file: string;
  title: string;
  description: string;
  joints: number;
  dofs: number;
  fixedBase: boolean;
}

const EXAMPLES_DIR = `${import.meta.env.BASE_URL}bodyplans/`;

function isExampleList(value: unknown): value is { examples: ExampleEntry[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { examples?: unknown }).examples);
}

/** The example body plans shipped in public/bodyplans/, listed by its index.json. */
export function ExampleGallery() {
  const { openUrl } = useOpenBodyPlan();
  const [examples, setExamples] = useState<ExampleEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetch(`${EXAMPLES_DIR}index.json`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status} ${response.statusText}`))))
      .then((value: unknown) => {
        if (!live) return;
        if (isExampleList(value)) setExamples(value.examples);
        else setError('the example index is not in the expected shape');
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="studio-gallery" aria-labelledby="studio-gallery-title">
      <h2 id="studio-gallery-title">Examples</h2>
      {error && <p role="alert">The examples could not be listed: {error}</p>}
      {!examples && !error && <p role="status">Loading examples…</p>}
      {examples && (
        <ul>
          {examples.map((example) => (
            <li key={example.file}>
              <button type="button" onClick={() => void openUrl(`${EXAMPLES_DIR}${example.file}`, 'example', example.file)}>
                {example.title}
              </button>
              <span className="studio-muted">
                {' '}
                {example.joints} joints, {example.dofs} DOFs, {example.fixedBase ? 'fixed base' : 'free-floating'}. {example.description}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
