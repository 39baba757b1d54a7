import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMessages } from '../../../../i18n/UiLanguageContext.tsx';

export interface SearchBoxProps {
  /** The committed search (from the URL). */
  value: string;
  onCommit: (value: string) => void;
  delayMs?: number;
}

/** A search field that commits after the user pauses typing (or on Enter). */
export function SearchBox({ value, onCommit, delayMs = 350 }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [committed, setCommitted] = useState(value);
  const id = useId();
  const t = useMessages().filters;

  // Back/forward or a cleared filter changed the URL: show its value, unless it is our own commit.
  // The router renders a URL change in a transition, so it can arrive after the user has already
  // typed again (e.g. "Clear filters", then typing at once): that typing is newer, so it is kept
  // and committed on top of the new URL instead of being wiped.
  if (value !== seen) {
    setSeen(value);
    if (value !== committed) {
      if (draft === committed) setDraft(value);
      setCommitted(value);
    }
  }

  useEffect(() => {
    if (draft === committed) return;
    const timer = setTimeout(() => {
      setCommitted(draft);
      onCommit(draft);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [draft, committed, onCommit, delayMs]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCommitted(draft);
    onCommit(draft);
  };

  return (
    <form role="search" className="news-search" onSubmit={submit}>
      <label htmlFor={id}>{t.search}</label>
      <input id={id} type="search" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={t.searchPlaceholder} />
    </form>
  );
}
