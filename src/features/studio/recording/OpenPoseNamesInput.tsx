import { useState } from 'react';
import { parseKeypointNames } from '../../../bodyplan/recording/labFiles/keypointNamesFile.ts';
import { FileInput } from '../controls/FileInput.tsx';

export interface OpenPoseNamesInputProps {
  /** The names in use (undefined: the known sets, by keypoint count). */
  value: string[] | undefined;
  onChange: (names: string[] | undefined) => void;
}

/** The keypoint names of an OpenPose-layout model of none of the known sets, from a JSON list file. */
export function OpenPoseNamesInput({ value, onChange }: OpenPoseNamesInputProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <label className="studio-search">
        OpenPose keypoint names (JSON list)
        <FileInput
          accept=".json,application/json"
          onFiles={async ([file]) => {
            if (!file) return;
            const read = parseKeypointNames(await file.text());
            // A bad file keeps the names in use.
            setError(read.ok ? null : `${file.name}: ${read.message}`);
            if (read.ok) onChange(read.value);
          }}
        />
      </label>
      {value && (
        <p className="studio-muted">
          {value.length} keypoint names in use ({value.slice(0, 3).join(', ')}
          {value.length > 3 ? ', …' : ''}){' '}
          <button type="button" onClick={() => onChange(undefined)}>
            Use the known sets
          </button>
        </p>
      )}
      {error && (
        <p className="studio-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
