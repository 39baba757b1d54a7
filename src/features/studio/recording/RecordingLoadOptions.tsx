import { useEffect, useState } from 'react';
import { readCamerasFile } from '../../../bodyplan/recording/studioRecordingFile.ts';
import { FileInput } from '../controls/FileInput.tsx';
import { CamRegexField } from './CamRegexField.tsx';
import { IndividualField } from './IndividualField.tsx';
import { UpAxisSelect } from './UpAxisSelect.tsx';
import { OpenPosePersonSelect } from './OpenPosePersonSelect.tsx';
import { OpenPoseNamesInput } from './OpenPoseNamesInput.tsx';
import { NumberField } from '../ik/NumberField.tsx';
import { useRecording, useStudio, useStudioStore } from '../store/useStudio.ts';
import { PartMappingTable } from './PartMappingTable.tsx';
import { loadPartMapping } from './partMappingStorage.ts';

/**
 * How recording files are read: the cameras a DeepLabCut CSV was filmed with, the camera name
 * pattern of files chosen with a calibration, the individual of a multi-animal file, the up axis of a
 * .trc/.c3d, the likelihood threshold, a BVH file's scale, and (once a file with part names is loaded)
 * the part → joint table.
 * Changing any of them reads the loaded file again.
 */
export function RecordingLoadOptions() {
  const { recording: recordings } = useStudioStore();
  const model = useStudio((s) => s.plan?.model ?? null);
  const planName = useStudio((s) => s.plan?.source.name ?? null);
  const options = useRecording((s) => s.loadOptions);
  const source = useRecording((s) => s.source);
  const [camerasError, setCamerasError] = useState<string | null>(null);

  // The table saved for this plan name applies to every file opened with it.
  useEffect(() => {
    if (planName !== null) recordings.setLoadOptions({ mapping: loadPartMapping(planName) });
  }, [planName, recordings]);

  if (!model) return null;
  const cameras = options.cameras;
  return (
    <fieldset className="cameras-load-options">
      <legend>Reading recording files</legend>
      <label className="studio-search">
        Cameras for a DeepLabCut CSV (JSON)
        <FileInput
          accept=".json,application/json"
          onFiles={async ([file]) => {
            if (!file) return;
            const read = readCamerasFile(await file.text(), model);
            // A bad cameras file keeps the cameras already opened.
            if (!read.ok) setCamerasError(`${file.name}: ${read.message}`);
            else {
              setCamerasError(null);
              recordings.setLoadOptions({ cameras: { fileName: file.name, ...read.value }, cameraIndex: 0 });
            }
          }}
        />
      </label>
      {camerasError && (
        <p className="studio-error" role="alert">
          {camerasError}
        </p>
      )}
      {cameras && (
        <label className="studio-search">
          Camera of the DeepLabCut CSV (unless its file name names one)
          <select value={options.cameraIndex} onChange={(e) => recordings.setLoadOptions({ cameraIndex: Number(e.target.value) })}>
            {cameras.names.map((name, c) => (
              <option key={c} value={c}>
                {name} ({cameras.fileName})
              </option>
            ))}
          </select>
        </label>
      )}
      <CamRegexField value={options.camRegex ?? ''} onCommit={(camRegex) => recordings.setLoadOptions({ camRegex })} />
      <IndividualField value={options.individual ?? ''} onCommit={(individual) => recordings.setLoadOptions({ individual })} />
      <UpAxisSelect value={options.upAxis} onChange={(upAxis) => recordings.setLoadOptions({ upAxis })} />
      <OpenPosePersonSelect value={options.openPosePerson} onChange={(openPosePerson) => recordings.setLoadOptions({ openPosePerson })} />
      <OpenPoseNamesInput value={options.openPoseNames} onChange={(openPoseNames) => recordings.setLoadOptions({ openPoseNames })} />
      <div className="studio-row">
        <label>
          Likelihood threshold{' '}
          <NumberField
            label="Likelihood threshold"
            value={options.likelihoodThreshold}
            onCommit={(value) => value >= 0 && value <= 1 && recordings.setLoadOptions({ likelihoodThreshold: value })}
          />
        </label>
        <label>
          BVH scale <NumberField label="BVH scale" value={options.bvhScale} onCommit={(value) => value > 0 && recordings.setLoadOptions({ bvhScale: value })} />
        </label>
      </div>
      {source?.cameraUsed != null && cameras && (
        <p className="studio-muted">
          Read through {cameras.names[source.cameraUsed]} of {cameras.fileName}.
        </p>
      )}
      {source?.parts && planName !== null && <PartMappingTable parts={source.parts} planName={planName} />}
    </fieldset>
  );
}
