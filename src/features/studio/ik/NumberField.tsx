import { useState } from 'react';
import { readTypedNumber } from '../../../bodyplan/format/typedNumber.ts';
import { formatNumber } from '../model/formatNumber.ts';

export interface NumberFieldProps {
  label: string;
  value: number;
  onCommit: (value: number) => void;
  digits?: number;
  className?: string;
}

/** A text field for one number: typed text (read by readTypedNumber) is committed on Enter or blur, Escape restores; non-numbers are refused with a message. */
export function NumberField({ label, value, onCommit, digits = 4, className = 'studio-number' }: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const read = draft === null ? null : readTypedNumber(draft);
  const invalid = read !== null && !read.ok;
  const commit = () => {
    if (read?.ok) {
      onCommit(read.value);
      setDraft(null);
    }
  };
  return (
    <input
      type="text"
      inputMode="decimal"
      className={className}
      aria-label={label}
      aria-invalid={invalid || undefined}
      title={read !== null && !read.ok ? `${read.message}: press Escape to restore` : undefined}
      value={draft ?? formatNumber(value, digits)}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setDraft(null);
      }}
    />
  );
}
