import { useMemo, useState } from 'react';
import { worstBadRun } from '../../../bodyplan/fit/laneBadRun.ts';
import { framesText } from '../model/exclusionRange.ts';
import type { ExcludeRequest } from '../model/excludeRequest.ts';
import { ExcludeCameraDialog } from './ExcludeCameraDialog.tsx';

/**
 * Beside a camera's error lane: "Exclude camB over frames 80–109…", the range being the lane's worst
 * run of high error (or the current frame when nothing stands out), editable in the dialog it opens.
 */
export function CameraExcludeButton({ camera, errors, frame }: { camera: string; errors: Float64Array; frame: number }) {
  const [request, setRequest] = useState<ExcludeRequest | null>(null);
  const run = useMemo(() => worstBadRun(errors), [errors]);
  const range = run ?? { from: frame, to: frame };
  const text = `Exclude ${camera} over ${framesText(range.from, range.to)}…`;
  return (
    <>
      <button type="button" className="studio-small timeline-camera-exclude" title={text} data-bad-run={run === null ? undefined : `${run.from}-${run.to}`} onClick={() => setRequest({ camera, keypoint: null, ...range })}>
        {text}
      </button>
      {request !== null && <ExcludeCameraDialog request={request} onClose={() => setRequest(null)} />}
    </>
  );
}
