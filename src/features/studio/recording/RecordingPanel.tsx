import { fpsText } from './fpsText.ts';
import { FIXTURE_FRAME_SETS, type FixtureFrameSet } from '../../../bodyplan/recording/recording.ts';
import { downloadBlob } from '../panels/downloadBlob.ts';
import { FileInput } from '../controls/FileInput.tsx';
import { useRecording, useStudio, useStudioStore } from '../store/useStudio.ts';
import { formatNumber } from '../model/formatNumber.ts';
import { ResidualPlot } from '../ik/ResidualPlot.tsx';
import { solvedFramesToCsv, solvedFramesToJson } from '../../../bodyplan/recording/solvedExport.ts';
import { solvedRmsSeries } from '../../../bodyplan/ik/solvedFrames.ts';
import { useMemo } from 'react';
import { ParallelSolveControls } from './ParallelSolveControls.tsx';
import { remainingText } from './solveEstimate.ts';
import { RecordingLoadOptions } from './RecordingLoadOptions.tsx';
import { readRecordingFile, readSeveralRecordingFiles, recordingFilesOfFolder } from './readRecordingFile.ts';
import { knownFrameRate } from '../store/recording/recordingViewState.ts';
import { ExclusionsList } from '../exclusions/ExclusionsList.tsx';
import { depthNote } from '../../../bodyplan/ik/depthNote.ts';
import { savedRecordingJson } from '../../../bodyplan/recording/savedRecording.ts';
import { withProvenanceComment } from '../../../bodyplan/recording/exportProvenance.ts';
import { useTrialExport } from './useTrialExport.ts';

/** What several files loaded together are called: the calibration's name and how many CSVs (or other files) came with it. */
function severalFilesName(files: readonly File[]): string {
  const calibration = files.find((f) => /\.toml$/i.test(f.name));
  const others = files.filter((f) => f !== calibration);
  const what = others.every((f) => /\.csv$/i.test(f.name)) ? 'CSV' : 'file';
  return `${calibration?.name ?? 'several files'} + ${others.length} ${what}${others.length === 1 ? '' : 's'}`;
}

/** Load a keypoint recording, solve it in a worker, see and export the fit (playback is the timeline's). */
export function RecordingPanel() {
  const store = useStudioStore();
  const { recording: recordings, ik } = store;
  const state = useRecording((s) => s);
  const model = useStudio((s) => s.plan?.model ?? null);
  const { recording, solved, progress, frame } = state;
  const residuals = useMemo(() => (solved ? solvedRmsSeries(solved) : new Float64Array(0)), [solved]);
  const { trial, madeFrom } = useTrialExport();
  if (!model) return null;
  const count = recording?.frames.length ?? 0;

  return (
    <section className="ik-recording" aria-labelledby="ik-recording-title">
      <h3 id="ik-recording-title">Recording</h3>
      <label className="studio-search">
        Load recording (JSON, CSV, HDF5, TRC, C3D)
        <FileInput
          accept=".json,.csv,.bvh,.toml,.h5,.hdf5,.slp,.trc,.c3d,application/json,text/csv"
          multiple
          aria-describedby="ik-recording-several"
          onFiles={async (files) => {
            if (files.length === 1 && !/\.toml$/i.test(files[0]!.name)) recordings.load(files[0]!.name, await readRecordingFile(files[0]!));
            else if (files.length > 0) recordings.load(severalFilesName(files), await readSeveralRecordingFiles(files), files.map((f) => f.name));
          }}
        />
      </label>
      <label className="studio-search">
        Load a session folder (OpenPose JSON per camera)
        <FileInput
          {...{ webkitdirectory: '' }}
          multiple
          aria-describedby="ik-recording-folder"
          onFiles={async (files) => {
            const kept = await recordingFilesOfFolder(files);
            const folder = files[0]!.webkitRelativePath.split('/')[0] || 'folder';
            if (kept.length === 0) recordings.load(folder, { calibrated: [] });
            else recordings.load(`${folder}/ (${kept.length} files)`, await readSeveralRecordingFiles(kept), kept.map((f) => f.webkitRelativePath || f.name));
          }}
        />
      </label>
      <p id="ik-recording-folder" className="studio-muted">
        A folder with one subfolder of OpenPose/RTMPose *_keypoints.json files per camera (Pose2Sim&apos;s pose/cam01_json/) and the calibration; its videos are not read.
      </p>
      <p id="ik-recording-several" className="studio-muted">
        Or choose an anipose calibration.toml together with one DeepLabCut CSV or .h5 (or SLEAP file) per camera, each named after its camera.
      </p>
      <RecordingLoadOptions />
      {state.reading && (
        <div className="studio-row" role="status" aria-label="Reading the recording">
          <span>
            Reading {state.reading.fileName} ({state.reading.megabytes.toFixed(1)} MB)…
          </span>
          <progress aria-label="Reading progress" />
          <button type="button" onClick={() => recordings.cancelReading()}>
            Cancel reading
          </button>
        </div>
      )}
      {state.error && (
        <p className="studio-error" role="alert">
          {state.error}
        </p>
      )}
      {recording && (
        <>
          <p className="studio-muted" aria-label="Recording summary">
            {state.fileName}: {count} frame{count === 1 ? '' : 's'} at {fpsText(recording.fps)} fps, {recording.observedJoints} joint
            {recording.observedJoints === 1 ? '' : 's'} observed, matched by {recording.matchedBy}
            {recording.unmatched.length > 0 ? `; not in this plan: ${recording.unmatched.slice(0, 5).join(', ')}` : ''}.
          </p>
          {state.source?.notes && state.source.notes.length > 0 && (
            <ul className="studio-muted recording-file-notes" aria-label="How the files were read">
              {state.source.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          {recording.frameSets && (
            <label className="studio-search">
              Fixture frames
              <select value={recording.frameSet} onChange={(e) => recordings.pickFrameSet(e.target.value as FixtureFrameSet)}>
                {FIXTURE_FRAME_SETS.filter((name) => recording.frameSets!.some((s) => s.name === name)).map((name) => (
                  <option key={name} value={name}>
                    {name} ({recording.frameSets!.find((s) => s.name === name)!.count})
                  </option>
                ))}
              </select>
            </label>
          )}
          <ExclusionsList />
          {state.ikRecording?.kind === '2d' && (
            <button
              type="button"
              onClick={() => {
                const toSave = recordings.recordingToSave();
                if (toSave) downloadBlob(new Blob([savedRecordingJson(toSave, model.jointCount)], { type: 'application/json' }), `${trial}-recording.json`);
              }}
            >
              Save recording (JSON, with camera names and exclusions)
            </button>
          )}
          <ParallelSolveControls />
          <div className="studio-row">
            <button type="button" className="studio-primary" disabled={progress !== null} onClick={() => recordings.solve(store.api.getState().ik.settings, ik.jointWeights())}>
              Solve recording
            </button>
            {progress && (
              <button type="button" onClick={() => recordings.cancel()}>
                Cancel solving
              </button>
            )}
          </div>
          {progress && (
            <>
              <progress className="ik-progress" aria-label="Solving progress" max={progress.total} value={progress.done}>
                {progress.done} of {progress.total}
              </progress>
              <p className="studio-muted" aria-label="Solving estimate">
                {progress.done} of {progress.total} frames{remainingText(progress, progress.at)}
              </p>
            </>
          )}
        </>
      )}
      {recording && solved && (
        <>
          {state.solveNote && (
            <p className="studio-muted" role="status" aria-label="Solve note">
              {state.solveNote}
            </p>
          )}
          {/* Play, pause, steps, speed and the frame scrubber are on the timeline under the view. */}
          <p className="ik-frame-readout" aria-live="polite" data-frame={frame}>
            Frame {frame + 1} of {count} (file frame {recording.frameNumbers[frame]}): RMS {formatNumber(residuals[frame] ?? NaN, 6)}
          </p>
          {state.ikRecording && depthNote(state.ikRecording) !== null && (
            <p className="studio-notice studio-notice-warning" role="note" aria-label="Solve note">
              {depthNote(state.ikRecording)}
            </p>
          )}
          <ResidualPlot residuals={residuals} frame={frame} onSelect={(f) => recordings.seek(f)} />
          <div className="studio-row">
            <button
              type="button"
              onClick={() => downloadBlob(new Blob([solvedFramesToJson(solved, recording.frameNumbers, knownFrameRate(state), [], madeFrom)], { type: 'application/json' }), `${trial}-solved.json`)}
            >
              Export solved DOFs (JSON)
            </button>
            <button
              type="button"
              onClick={() => downloadBlob(new Blob([withProvenanceComment(solvedFramesToCsv(model, solved, recording.frameNumbers), madeFrom)], { type: 'text/csv' }), `${trial}-solved.csv`)}
            >
              Export solved DOFs (CSV)
            </button>
          </div>
        </>
      )}
    </section>
  );
}
