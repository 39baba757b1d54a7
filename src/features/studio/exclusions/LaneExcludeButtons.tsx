import { useMemo, useState } from 'react';
import type { ErrorLanes } from '../../../bodyplan/fit/errorLanes.ts';
import { worstBadRun } from '../../../bodyplan/fit/laneBadRun.ts';
import { framesText } from '../model/exclusionRange.ts';
import type { ExcludeRequest } from '../model/excludeRequest.ts';
import { ExcludeCameraDialog } from './ExcludeCameraDialog.tsx';

/**
 * Under the camera-error lanes, one button per camera: "Exclude camB over frames 80–109…", the range
 * being the lane's worst run of high error (or the current frame when nothing stands out), editable in
 * the dialog it opens.
 */
export function LaneExcludeButtons({ lanes, cameraCount, frame }: { lanes: ErrorLanes; cameraCount: number; frame: number }) {
  const [request, setRequest] = useState<ExcludeRequest | null>(null);
  const runs = useMemo(() => lanes.values.slice(0, cameraCount).map((lane) => worstBadRun(lane)), [lanes, cameraCount]);
  return (
    <div className="studio-row series-lane-actions" role="group" aria-label="Exclude a camera">
      {runs.map((run, c) => {
        const camera = lanes.names[c]!;
        const range = run ?? { from: frame, to: frame };
        return (
          <button key={camera} type="button" className="studio-small" data-bad-run={run === null ? undefined : `${run.from}-${run.to}`} onClick={() => setRequest({ camera, keypoint: null, ...range })}>
            Exclude {camera} over {framesText(range.from, range.to)}…
          </button>
        );
      })}
      {request !== null && <ExcludeCameraDialog request={request} onClose={() => setRequest(null)} />}
    </div>
  );
}
