import { useId, useState } from 'react';
import { copyExtensionSources } from '../../../bodyplan/format/extensionSource.ts';
import { stringifyJson } from '../../../bodyplan/format/serialize.ts';
import { metadataOf, parseMetadata } from '../model/metadataJson.ts';

export interface MetadataFieldProps {
  owner: object;
  label: string;
  onApply: (next: Record<string, unknown>, previous: Record<string, unknown>) => void;
}

/** The owner's x- keys as editable JSON; invalid JSON is reported with its line and column and the text is kept. */
export function MetadataField({ owner, label, onApply }: MetadataFieldProps) {
  const previous = metadataOf(owner);
  // As in the file: keys in their order, huge integers with all their digits (see extensionSource.ts).
  const shown = stringifyJson(copyExtensionSources(owner, previous));
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const apply = () => {
    if (draft === null) return;
    const parsed = parseMetadata(draft);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setDraft(null);
    onApply(parsed.value, previous);
  };
  return (
    <div className="studio-metadata">
      <label className="studio-field">
        <span>{label}</span>
        <textarea
          rows={Math.min(8, Math.max(2, (draft ?? shown).split('\n').length))}
          value={draft ?? shown}
          spellCheck={false}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setDraft(e.target.value)}
        />
      </label>
      <button type="button" className="studio-small" onClick={apply} disabled={draft === null}>
        Apply metadata
      </button>
      {draft !== null && (
        <button
          type="button"
          className="studio-small"
          onClick={() => {
            setDraft(null);
            setError(null);
          }}
        >
          Revert metadata
        </button>
      )}
      {error && (
        <p className="studio-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
