import { useMessages } from '../i18n/UiLanguageContext.tsx';

/** Null or empty values show as an em dash, with a name screen readers can say. */
export function EmptyValue() {
  const t = useMessages();
  return (
    <span className="empty-value" title={t.noValueTitle}>
      —<span className="visually-hidden">{t.noValue}</span>
    </span>
  );
}

/** The text, or an em dash when it is null, undefined or only whitespace. */
export function TextOrDash({ value }: { value: string | null | undefined }) {
  return value == null || value.trim() === '' ? <EmptyValue /> : <>{value}</>;
}
