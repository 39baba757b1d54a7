/** `publish_date` has no time zone: it is shown exactly as given (date and time), never converted. */
export function PublishDate({ value }: { value: string }) {
  return (
    <time className="publish-date" dateTime={value}>
      {value.replace('T', ' ')}
    </time>
  );
}
