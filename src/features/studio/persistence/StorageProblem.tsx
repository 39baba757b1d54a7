import type { SaveProblem } from './saveProblem.ts';

/** A storage problem as a person reads it, with the browser's own wording folded under "Details". */
export function StorageProblem({ problem }: { problem: SaveProblem }) {
  return (
    <div role="alert" className="studio-error">
      <p>{problem.text}</p>
      {problem.details && (
        <details>
          <summary>Details</summary>
          <code>{problem.details}</code>
        </details>
      )}
    </div>
  );
}
