import { useEffect, useRef } from 'react';

/** Lines shown either side of the finding's line: enough context, and a file of any size stays cheap to show. */
const CONTEXT_LINES = 12;

export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

/**
 * The text of a file an import finding is in (the model or an included file, as opened), around
 * the finding's line, which is marked and scrolled into view.
 */
export function ImportSourceView({ at, text, onClose }: { at: SourceLocation; text: string | undefined; onClose: () => void }) {
  const current = useRef<HTMLLIElement>(null);
  useEffect(() => current.current?.scrollIntoView?.({ block: 'nearest' }), [at]);
  const lines = text?.split(/\r\n?|\n/) ?? [];
  const first = Math.max(1, at.line - CONTEXT_LINES);
  const last = Math.min(lines.length, at.line + CONTEXT_LINES);
  return (
    <section className="studio-import-source" aria-label={`Source of ${at.file}`}>
      <h4>
        {at.file}, line {at.line}, column {at.column}{' '}
        <button type="button" className="studio-link-button" onClick={onClose}>
          Close
        </button>
      </h4>
      {text === undefined ? (
        <p className="studio-muted">The text of {at.file} was not kept with the model (it was not opened with it).</p>
      ) : (
        <ol className="studio-import-source-lines" start={first}>
          {lines.slice(first - 1, last).map((line, i) => {
            const number = first + i;
            const here = number === at.line;
            return (
              <li key={number} ref={here ? current : undefined} aria-current={here ? 'location' : undefined} className={here ? 'studio-import-source-here' : undefined}>
                <code>{line === '' ? ' ' : line}</code>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
