import { formatArticleDate, formatListDate } from './formatPublishDate.ts';

export interface PublishDateProps {
  value: string;
  /** The UI language (`fr`, `en`, `de`). */
  locale: string;
  /** `list`: relative when recent, else the date; `article`: the full date with the time. */
  style: 'list' | 'article';
}

/** `publish_date` in words; the machine-readable value stays as given in `dateTime`. */
export function PublishDate({ value, locale, style }: PublishDateProps) {
  const text = style === 'article' ? formatArticleDate(value, locale) : formatListDate(value, locale);
  return (
    <time className="publish-date" dateTime={value} title={style === 'list' ? formatArticleDate(value, locale) : undefined}>
      {text}
    </time>
  );
}
