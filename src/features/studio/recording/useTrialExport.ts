import { useMemo } from 'react';
import type { ExportProvenance } from '../../../bodyplan/recording/exportProvenance.ts';
import { trialName } from '../../../bodyplan/recording/trialName.ts';
import { formatExclusion } from '../../../bodyplan/observations/exclusions.ts';
import { useRecording, useStudio } from '../store/useStudio.ts';
import { frameRateChoice } from '../store/recording/recordingViewState.ts';
import { cameraVideoKey, useCameraVideos } from '../cameras/video/cameraVideos.ts';

/**
 * What the recording's exports are called and say about themselves: named after the trial (the
 * common stem of its files, else of its camera videos: trialName.ts), with the files, plan, frame
 * rate and the settings of the solve in a comment line or `made_from` field (exportProvenance.ts).
 * The Recording and Fit panels' export buttons both use it, so their files share a name.
 */
export function useTrialExport(): { trial: string; madeFrom: ExportProvenance } {
  const fileName = useRecording((s) => s.fileName);
  const sourceFiles = useRecording((s) => s.sourceFiles);
  const rate = useRecording((s) => frameRateChoice(s).label);
  const twoD = useRecording((s) => s.ikRecording?.kind === '2d');
  const likelihoodThreshold = useRecording((s) => s.loadOptions.likelihoodThreshold);
  const exclusions = useRecording((s) => s.exclusions);
  const solvedWith = useRecording((s) => s.solvedWith);
  const plan = useStudio((s) => s.plan?.source.name ?? null);
  const entries = useCameraVideos((s) => s.entries);
  const cameras = useRecording((s) => s.cameraNames);
  return useMemo(() => {
    const prefix = cameraVideoKey(fileName, 0).slice(0, -1);
    const videos = Object.entries(entries)
      .filter(([key]) => key.startsWith(prefix))
      .map(([, entry]) => entry.video.fileName);
    const files = sourceFiles.length > 0 ? sourceFiles : fileName === null ? [] : [fileName];
    const trial = trialName({ files, videos, cameras });
    const settings: [string, string | number][] = [];
    if (solvedWith) settings.push(['iterations', solvedWith.iterations], ['damping', solvedWith.damping], ['neutral weight', solvedWith.neutralWeight]);
    // The threshold only weighs 2D observations (a tracker's likelihoods); 3D targets have none.
    if (twoD) settings.push(['likelihood threshold', likelihoodThreshold]);
    if (exclusions.length > 0) settings.push(['exclusions', exclusions.map(formatExclusion).join(' ')]);
    return { trial, madeFrom: { tool: 'Body Plan Studio', trial, files, plan, frameRate: rate, settings } };
  }, [fileName, sourceFiles, rate, twoD, likelihoodThreshold, exclusions, solvedWith, plan, entries, cameras]);
}
