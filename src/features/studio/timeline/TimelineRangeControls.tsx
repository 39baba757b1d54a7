import { framesText } from '../model/exclusionRange.ts';
import { rangeEndAt, rangeStartAt } from '../model/frameRange.ts';
import { useRecording, useStudioStore } from '../store/useStudio.ts';
import { setTimelineRange, useTimelineRange } from './timelineRangeState.ts';

/**
 * Marks a range of frames at the cursor (the keyboard's way; Shift+click on a camera lane is the
 * pointer's), shown on the lanes and offered by the exclude dialog. Disabled until a solve (there
 * are no lanes to mark on yet), but in the row, so that the row keeps its size when the solve ends.
 */
export function TimelineRangeControls({ disabled = false }: { disabled?: boolean }) {
  const studio = useStudioStore();
  const frame = useRecording((s) => s.frame);
  const range = useTimelineRange();
  return (
    <div className="studio-row" role="group" aria-label="Frame range">
      <button type="button" className="studio-small" disabled={disabled} onClick={() => setTimelineRange(studio, rangeStartAt(range, frame))}>
        Set range start (frame {frame})
      </button>
      <button type="button" className="studio-small" disabled={disabled} onClick={() => setTimelineRange(studio, rangeEndAt(range, frame))}>
        Set range end (frame {frame})
      </button>
      <output aria-label="Marked range" data-range={range === null ? undefined : `${range.from}-${range.to}`}>
        {range === null ? 'No range marked' : `Range: ${framesText(range.from, range.to)}`}
      </output>
      {range !== null && (
        <button type="button" className="studio-small" onClick={() => setTimelineRange(studio, null)}>
          Clear range
        </button>
      )}
    </div>
  );
}
