import { useMemo } from 'react';
import { worstFrame } from '../../../bodyplan/series/dofSeries.ts';
import { useRecording, useStudioStore } from '../store/useStudio.ts';
import { PLAYBACK_KEYS_HINT } from './usePlaybackKeys.ts';

/** The playback row's loop toggle, one-frame steps (also "," and "."), and a jump to the frame with the highest RMS error. */
export function PlaybackExtras({ residuals }: { residuals: Float64Array }) {
  const recordings = useStudioStore().recording;
  const loop = useRecording((s) => s.loop);
  const frame = useRecording((s) => s.frame);
  const worst = useMemo(() => worstFrame(residuals), [residuals]);
  return (
    <>
      <label title="Start again at the first frame after the last">
        <input type="checkbox" checked={loop} onChange={(e) => recordings.setLoop(e.target.checked)} /> Loop
      </label>
      <button type="button" aria-label="Previous frame" title="Previous frame (,)" aria-keyshortcuts="," onClick={() => recordings.seek(frame - 1)}>
        ◀ 1
      </button>
      <button type="button" aria-label="Next frame" title="Next frame (.)" aria-keyshortcuts="." onClick={() => recordings.seek(frame + 1)}>
        1 ▶
      </button>
      <button type="button" disabled={worst < 0} onClick={() => recordings.seek(worst)} title={worst < 0 ? 'No frame has an error' : `Frame ${worst + 1}`}>
        Jump to worst frame (highest RMS)
      </button>
      <p className="studio-muted studio-hint">{PLAYBACK_KEYS_HINT}</p>
    </>
  );
}
