import { useMemo } from 'react';
import { errorLanes, type ErrorLanes } from '../../../bodyplan/fit/errorLanes.ts';
import { solvedRmsSeries } from '../../../bodyplan/ik/solvedFrames.ts';
import { useRecording } from '../store/useStudio.ts';

/**
 * The solve's reprojection error per camera and frame, on one colour scale (so a camera's outlier
 * reads the same in every camera's lane); null without a 2D solve that has them.
 */
export function useCameraErrorLanes(): ErrorLanes | null {
  const solved = useRecording((s) => s.solved);
  const cameraErrors = useRecording((s) => s.cameraErrors);
  const cameraNames = useRecording((s) => s.cameraNames);
  return useMemo(() => (solved && cameraErrors ? errorLanes(cameraErrors, cameraNames, solvedRmsSeries(solved)) : null), [solved, cameraErrors, cameraNames]);
}
