import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { ApiQueryOptions } from '../../../../api/queryPolicy.ts';
import type { DisplayLanguage } from '../../../../api/resources/labels.ts';
import { localizedText } from '../../../readerCommon/LocalizedLabel.tsx';
import { sortedByText } from '../../../../api/collation.ts';
import { useMessages } from '../../../../i18n/UiLanguageContext.tsx';

export interface ReferenceSelectProps<Item extends { id: number }, Key extends QueryKey> {
  label: string;
  /** Every record of the reference collection (cached long). */
  options: ApiQueryOptions<Item[], Key>;
  /** The field shown: a plain field name (`name`) or a tri-lingual one (`label` -> `<lang>_label`). */
  field: string;
  localized: boolean;
  language: DisplayLanguage;
  value: string;
  onChange: (value: string) => void;
}

/** A filter menu filled from a reference collection; it still works (with ids) when that list fails. */
export function ReferenceSelect<Item extends { id: number }, Key extends QueryKey>({
  label,
  options,
  field,
  localized,
  language,
  value,
  onChange,
}: ReferenceSelectProps<Item, Key>) {
  const id = useId();
  const query = useQuery(options);
  const t = useMessages().filters;
  const items = query.data ?? [];
  const text = (item: Item) => (localized ? localizedText(item, field, language) : String((item as Record<string, unknown>)[field] ?? item.id));
  const hasValue = value === '' || items.some((item) => String(item.id) === value);
  const sorted = sortedByText(items, text, language);
  return (
    <div className="news-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={query.isError ? `${id}-error` : undefined}>
        <option value="">{t.any}</option>
        {!hasValue && <option value={value}>#{value}</option>}
        {sorted.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {text(item)}
          </option>
        ))}
      </select>
      {query.isError && (
        <span id={`${id}-error`} className="field-error">
          {t.listUnavailable}{' '}
          <button type="button" onClick={() => void query.refetch()}>
            {t.retry}
          </button>
        </span>
      )}
    </div>
  );
}
