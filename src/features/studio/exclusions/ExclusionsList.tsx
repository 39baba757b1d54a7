import { formatExclusion } from '../../../bodyplan/observations/exclusions.ts';
import { framesText } from '../model/exclusionRange.ts';
import { useRecording, useStudioStore } from '../store/useStudio.ts';

/** The observations taken out of the solve, each with Remove (which solves again with them back). */
export function ExclusionsList() {
  const store = useStudioStore();
  const exclusions = useRecording((s) => s.exclusions);
  const excluded = useRecording((s) => s.excludedObservations);
  if (exclusions.length === 0) return null;
  return (
    <>
      <h4 id="ik-exclusions-title">Excluded from the solve</h4>
      <p className="studio-muted">
        {excluded} observation{excluded === 1 ? '' : 's'} left out; as options: <code>{exclusions.map((e) => `--exclude ${formatExclusion(e)}`).join(' ')}</code>
      </p>
      <ul className="ik-exclusions" aria-labelledby="ik-exclusions-title">
        {exclusions.map((e, i) => {
          const what = `${e.keypoint === null ? e.camera : `${e.keypoint} in ${e.camera}`}, ${framesText(e.from, e.to)}`;
          return (
            <li key={`${formatExclusion(e)}-${i}`} data-exclusion={formatExclusion(e)}>
              <span>{what}</span>{' '}
              <button type="button" className="studio-small" aria-label={`Remove the exclusion of ${what}`} onClick={() => store.recording.removeExclusion(i)}>
                Remove
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
