import { useState } from 'react';

export interface IndividualFieldProps {
  /** The individual asked for; empty: the file's only one. */
  value: string;
  onCommit: (individual: string | undefined) => void;
}

/**
 * Which animal of a multi-animal file to read (DeepLabCut's individuals, SLEAP's tracks): typed text is
 * committed on Enter or blur, not at every key, because each commit reads the loaded file again;
 * Escape restores. Empty means "the file's only one" (a file of several is then refused with their names).
 */
export function IndividualField({ value, onCommit }: IndividualFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const name = draft.trim();
    onCommit(name === '' ? undefined : name);
    setDraft(null);
  };
  // The hint sits outside the label so the field's name stays "Individual"; aria-describedby reads it.
  return (
    <>
      <label className="studio-search">
        Individual
        <input
          type="text"
          spellCheck={false}
          value={draft ?? value}
          aria-describedby="individual-hint"
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') setDraft(null);
          }}
        />
      </label>
      <p id="individual-hint" className="studio-muted">
        DeepLabCut multi-animal individual or SLEAP track
      </p>
    </>
  );
}
