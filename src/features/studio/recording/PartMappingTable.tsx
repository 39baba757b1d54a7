import { useState } from 'react';
import type { PartMapping } from '../../../bodyplan/recording/readers/partMatching.ts';
import { parsePartMappingJson } from '../../../bodyplan/recording/studioRecordingFile.ts';
import { downloadBlob } from '../panels/downloadBlob.ts';
import { FileInput } from '../controls/FileInput.tsx';
import { useRecording, useStudio, useStudioStore } from '../store/useStudio.ts';
import { savePartMapping } from './partMappingStorage.ts';

const BY_NAME = '';
const IGNORED = '\u0000ignore';

/**
 * The file's parts and the plan joint each one feeds: by name (case-insensitive) unless chosen
 * here. The table is saved per plan name in this browser, and can be downloaded and opened as JSON.
 */
export function PartMappingTable({ parts, planName }: { parts: string[]; planName: string }) {
  const { recording: recordings } = useStudioStore();
  const jointNames = useStudio((s) => s.plan?.model?.jointNames ?? []);
  const mapping = useRecording((s) => s.loadOptions.mapping);
  const [error, setError] = useState<string | null>(null);

  const apply = (next: PartMapping) => {
    savePartMapping(planName, next);
    recordings.setLoadOptions({ mapping: next });
  };
  const choiceOf = (part: string): string => {
    const key = Object.keys(mapping).find((k) => k.toLowerCase() === part.toLowerCase());
    if (key === undefined) return BY_NAME;
    const joint = mapping[key];
    if (joint === null || joint === undefined) return IGNORED;
    return jointNames.find((name) => name.toLowerCase() === joint.toLowerCase()) ?? BY_NAME;
  };
  const sameName = (part: string) => jointNames.find((name) => name.toLowerCase() === part.toLowerCase());

  return (
    <details className="cameras-part-mapping">
      <summary>Parts → joints ({parts.length})</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">File part</th>
            <th scope="col">Plan joint</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part}>
              <th scope="row">{part}</th>
              <td>
                <select
                  aria-label={`Joint for part ${part}`}
                  value={choiceOf(part)}
                  onChange={(e) => {
                    const next: Record<string, string | null> = Object.fromEntries(Object.entries(mapping).filter(([k]) => k.toLowerCase() !== part.toLowerCase()));
                    if (e.target.value === IGNORED) next[part] = null;
                    else if (e.target.value !== BY_NAME) next[part] = e.target.value;
                    apply(next);
                  }}
                >
                  <option value={BY_NAME}>{sameName(part) ? `by name (${sameName(part)})` : 'by name (none)'}</option>
                  <option value={IGNORED}>ignore</option>
                  {jointNames.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="studio-row">
        <button type="button" onClick={() => downloadBlob(new Blob([JSON.stringify(mapping, null, 2)], { type: 'application/json' }), `${planName.replace(/\.json$/i, '')}-parts.json`)}>
          Download part table
        </button>
        <label>
          Open part table{' '}
          <FileInput
            accept=".json,application/json"
            onFiles={async ([file]) => {
              if (!file) return;
              const parsed = parsePartMappingJson(await file.text());
              if (!parsed.ok) setError(`${file.name}: ${parsed.message}`);
              else {
                setError(null);
                apply(parsed.value);
              }
            }}
          />
        </label>
      </div>
      {error && (
        <p className="studio-error" role="alert">
          {error}
        </p>
      )}
    </details>
  );
}
