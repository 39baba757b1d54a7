import { useState } from 'react';
import { DEFAULT_CAM_REGEX, parseCamRegex } from '../../../bodyplan/recording/cameraFileMatching.ts';

export interface CamRegexFieldProps {
  /** The pattern in use; empty: the default rules. */
  value: string;
  onCommit: (pattern: string) => void;
}

/**
 * anipose's cam_regex for files chosen with a calibration: typed text is committed on Enter or blur
 * (so the files are not read again at every key), Escape restores; a pattern that is not a regular
 * expression with one group is refused here, with the reason, and not committed.
 */
export function CamRegexField({ value, onCommit }: CamRegexFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? value;
  const checked = text.trim() === '' ? null : parseCamRegex(text.trim());
  const error = checked !== null && !checked.ok ? checked.message : null;
  const commit = () => {
    if (draft === null || error !== null) return;
    onCommit(draft.trim());
    setDraft(null);
  };
  return (
    <label className="studio-search">
      Camera name pattern (anipose&apos;s cam_regex: one group around the camera&apos;s name in each file name; empty: the default)
      <input
        type="text"
        spellCheck={false}
        value={text}
        placeholder={DEFAULT_CAM_REGEX}
        aria-invalid={error !== null || undefined}
        aria-describedby={error !== null ? 'cam-regex-error' : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setDraft(null);
        }}
      />
      {error !== null && (
        <span id="cam-regex-error" className="studio-error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
