import { fpsText } from '../recording/fpsText.ts';
import { useState } from 'react';
import { readTypedNumber } from '../../../bodyplan/format/typedNumber.ts';
import type { BodyModel } from '../../../bodyplan/kinematics/model.ts';
import { useRecording, useStudio, useStudioStore } from '../store/useStudio.ts';
import { ExcludeCameraDialog } from '../exclusions/ExcludeCameraDialog.tsx';
import { excludeRequestAtFrame, type ExcludeRequest } from '../model/excludeRequest.ts';
import { camerasNamedIn } from './camerasNamedIn.ts';
import { setMaxDegreesPerSecond, useFitChecks, useSuspiciousFrames } from './fitChecksState.ts';
import { suspicionLines } from './suspicionText.ts';

/** How many suspicious frames show before "Show all". */
const SHOWN_FIRST = 12;

interface SuspiciousFramesListProps {
  model: BodyModel;
  errorUnit: string;
  frameNumbers: readonly number[];
  fps: number;
  onPick: (frame: number) => void;
}

/** A frame's time from the recording's start, in seconds. */
export const secondsText = (frame: number, fps: number) => `${(frame / fps).toFixed(3)} s`;

/**
 * The one list of frames not to trust, most suspicious first, each with every reason it was
 * flagged (image error, angle jump, flip, held-out error, joint at a limit); a click or Enter on a
 * frame goes there. The deg/s limit adds a physical bound to the angle-jump check.
 */
export function SuspiciousFramesList({ model, errorUnit, frameNumbers, fps, onPick }: SuspiciousFramesListProps) {
  const store = useStudioStore();
  const angleUnit = useStudio((s) => s.view.angleUnit);
  const { list, checking } = useSuspiciousFrames();
  const limit = useFitChecks((s) => s.maxDegreesPerSecond);
  const [draft, setDraft] = useState<string | null>(null);
  // Read by the Studio's one typed-number rule; empty is no limit.
  const read = draft === null || draft.trim() === '' ? null : readTypedNumber(draft);
  const [all, setAll] = useState(false);
  const cameraNames = useRecording((s) => s.cameraNames);
  const ikRecording = useRecording((s) => s.ikRecording);
  const solved = useRecording((s) => s.solved);
  const [excluding, setExcluding] = useState<ExcludeRequest | null>(null);
  const shown = list === null ? [] : all ? list : list.slice(0, SHOWN_FIRST);
  // The deg/s limit the list shown was ranked with (empty while it is ranked again): what tests wait for.
  const rankedWith = checking ? '' : String(limit ?? 'none');

  return (
    <>
      <h3 id="fit-suspicious-title">Suspicious frames</h3>
      <div className="fit-checks">
        <label>
          Angle speed limit (deg/s){' '}
          <input
            type="text"
            inputMode="decimal"
            placeholder="none"
            aria-describedby="fit-speed-help"
            aria-invalid={(read !== null && !read.ok) || undefined}
            title={read !== null && !read.ok ? `${read.message}: press Escape to restore` : undefined}
            value={draft ?? (limit === null ? '' : String(limit))}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={() => {
              if (draft === null || (read !== null && !read.ok)) return;
              setMaxDegreesPerSecond(store, read === null ? null : read.value);
              setDraft(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur();
              if (e.key === 'Escape') setDraft(null);
            }}
          />
        </label>
        <span id="fit-speed-help" className="studio-muted">
          at the recording&apos;s {fpsText(fps)} fps; a hinge turning faster between two frames flags the later one. Empty: the robust threshold only.
        </span>
      </div>
      {list === null ? (
        <p className="studio-muted">Ranking the frames…</p>
      ) : list.length === 0 ? (
        <p className="studio-muted" data-suspicious-count={0} data-ranked-with-limit={rankedWith}>
          No frame stands out: no image error far above the usual, no angle jump or flip, no joint held at a limit.
        </p>
      ) : (
        <>
          <p className="studio-muted" aria-live="polite" data-suspicious-count={list.length} data-ranked-with-limit={rankedWith}>
            {list.length} frame{list.length === 1 ? '' : 's'} flagged, most suspicious first{checking ? ' (ranking again with your settings…)' : ''}.
          </p>
          <ol className="fit-suspicious" aria-labelledby="fit-suspicious-title">
            {shown.map((entry) => (
              <li key={entry.frame} data-frame={entry.frame} data-reasons={[...new Set(entry.reasons.map((r) => r.kind))].join(',')}>
                <button type="button" className="fit-link" onClick={() => onPick(entry.frame)}>
                  Frame {entry.frame + 1} (file frame {frameNumbers[entry.frame] ?? entry.frame}, {secondsText(entry.frame, fps)})
                </button>
                <ul className="fit-reasons">
                  {suspicionLines(model, entry.reasons, errorUnit, angleUnit, cameraNames).map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
                {camerasNamedIn(entry.reasons).map((c) => {
                  const camera = cameraNames[c] ?? `Camera ${c + 1}`;
                  return (
                    <button key={c} type="button" className="studio-small" onClick={() => setExcluding(excludeRequestAtFrame(model, ikRecording, solved, entry.frame, c, camera))}>
                      Exclude {camera} here…
                    </button>
                  );
                })}
              </li>
            ))}
          </ol>
          {excluding !== null && <ExcludeCameraDialog request={excluding} onClose={() => setExcluding(null)} />}
          {list.length > SHOWN_FIRST && (
            <button type="button" onClick={() => setAll(!all)}>
              {all ? `Show the first ${SHOWN_FIRST}` : `Show all ${list.length}`}
            </button>
          )}
        </>
      )}
    </>
  );
}
