import { useState, type ReactNode } from 'react';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  /** Called once when the person is done (Enter or leaving the field): one undo step. */
  onCommit: (text: string) => void;
  inputMode?: 'decimal' | 'text';
  className?: string;
  describedBy?: string;
}

/** A labelled text input that keeps a draft while typing and commits on Enter or blur; Escape reverts. */
export function TextField({ label, value, onCommit, inputMode = 'text', className, describedBy }: TextFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    setDraft(null);
  };
  return (
    <label className={className ?? 'studio-field'}>
      <span>{label}</span>
      <input
        type="text"
        inputMode={inputMode}
        value={draft ?? value}
        aria-describedby={describedBy}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          } else if (e.key === 'Escape') setDraft(null);
        }}
      />
    </label>
  );
}
