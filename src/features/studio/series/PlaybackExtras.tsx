import { fpsText } from '../recording/fpsText.ts';
import { useMemo, useState } from 'react';
import { worstFrame } from '../../../bodyplan/series/dofSeries.ts';
import { useRecording, useStudioStore } from '../store/useStudio.ts';
import { actionTooltip, ariaKeyShortcuts, studioAction } from '../model/actions/studioActions.ts';
import { frameRateChoice } from '../store/recording/recordingViewState.ts';

const PREVIOUS = studioAction('previous-frame');
const NEXT = studioAction('next-frame');

/**
 * The playback row's loop toggle, one-frame steps (also "," and "."), a jump to the frame with the
 * highest RMS error, and the recording's frame rate (set here, from its file or a camera video,
 * labelled by frameRateSource.ts: "100 fps (from camA.mp4)"), which playback, the times shown and the exports follow. The keys are in the tooltips
 * and the "?" help, not printed in the row. `canStep` false (nothing solved yet): the steps are shown
 * disabled, so the row keeps its size when the solve ends.
 */
export function PlaybackExtras({ residuals, canStep = true }: { residuals: Float64Array; canStep?: boolean }) {
  const recordings = useStudioStore().recording;
  const loop = useRecording((s) => s.loop);
  const frame = useRecording((s) => s.frame);
  const worst = useMemo(() => worstFrame(residuals), [residuals]);
  const fps = useRecording((s) => s.recording?.fps ?? null);
  const rateSource = useRecording((s) => s.frameRateSource);
  const rateLabel = useRecording((s) => frameRateChoice(s).label);
  const [draft, setDraft] = useState<string | null>(null);
  const commitRate = () => {
    if (draft === null) return;
    const value = Number(draft);
    if (value > 0 && Number.isFinite(value)) recordings.setFrameRate(value);
    setDraft(null);
  };
  return (
    <>
      <label title="Start again at the first frame after the last">
        <input type="checkbox" checked={loop} onChange={(e) => recordings.setLoop(e.target.checked)} /> Loop
      </label>
      <button type="button" aria-label={PREVIOUS.label} title={actionTooltip(PREVIOUS)} aria-keyshortcuts={ariaKeyShortcuts(PREVIOUS)} disabled={!canStep} onClick={() => recordings.seek(frame - 1)}>
        ◀ 1
      </button>
      <button type="button" aria-label={NEXT.label} title={actionTooltip(NEXT)} aria-keyshortcuts={ariaKeyShortcuts(NEXT)} disabled={!canStep} onClick={() => recordings.seek(frame + 1)}>
        1 ▶
      </button>
      <button type="button" disabled={worst < 0} onClick={() => recordings.seek(worst)} title={worst < 0 ? 'No frame has an error' : `Frame ${worst + 1}`}>
        Jump to worst frame (highest RMS)
      </button>
      {fps !== null && (
        <>
          <label title="Frames per second: set here, or the file's, or a camera video's">
            Frame rate (fps){' '}
            <input
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              className="series-fps"
              value={draft ?? fpsText(fps)}
              onChange={(e) => setDraft(e.target.value)}
              onBlur={commitRate}
              onKeyDown={(e) => {
                if (e.key === 'Enter') commitRate();
              }}
            />
          </label>
          <span className="studio-muted" aria-label="Where the frame rate comes from" data-source={rateSource}>
            {rateLabel}
          </span>
          <span className="studio-muted" aria-label="Time of this frame" data-seconds={frame / fps}>
            t = {(frame / fps).toFixed(3)} s
          </span>
        </>
      )}
    </>
  );
}
