import { ClearOfflinePictures } from '../../../ui/storage/ClearOfflinePictures.tsx';
import type { SaveProblem } from './saveProblem.ts';

/** Megabytes with one decimal, as the browser's site-data settings show them. */
const freedText = (freedBytes: number | null) =>
  `The news reader's offline pictures are cleared${freedBytes === null ? '' : ` (${(Math.round(freedBytes / 100_000) / 10).toLocaleString('en')} MB freed)`}; saving again.`;

/**
 * A storage problem as a person reads it, with the browser's own wording folded under "Details". A
 * full storage comes with the button that frees the most (the reader's offline pictures, which filled
 * it in issue 42); `onSpaceFreed` then saves again.
 */
export function StorageProblem({ problem, onSpaceFreed }: { problem: SaveProblem; onSpaceFreed?: () => void }) {
  return (
    <div role="alert" className="studio-error">
      <p>{problem.text}</p>
      {problem.storageFull && (
        <ClearOfflinePictures
          label="Clear offline news pictures"
          clearedText={freedText}
          failedText="The offline news pictures could not be cleared: clear this site's data in the browser's settings, after Download JSON."
          onCleared={onSpaceFreed}
        />
      )}
      {problem.details && (
        <details>
          <summary>Details</summary>
          <code>{problem.details}</code>
        </details>
      )}
    </div>
  );
}
