/** Null or empty values show as an em dash, with a name screen readers can say. */
export function EmptyValue() {
  return (
    <span className="empty-value" title="No value">
      —<span className="visually-hidden">no value</span>
    </span>
  );
}

/** The text, or an em dash when it is null, undefined or only whitespace. */
export function TextOrDash({ value }: { value: string | null | undefined }) {
  return value == null || value.trim() === '' ? <EmptyValue /> : <>{value}</>;
}
