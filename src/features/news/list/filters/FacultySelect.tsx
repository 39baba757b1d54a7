import { useId, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { DisplayLanguage } from '../../../../api/resources/labels.ts';
import { facultyQueries } from '../../../../api/resources/faculties.ts';
import { resourceRefFromUrl } from '../../../../api/resourceUrl.ts';
import { sortedByText } from '../../../../api/collation.ts';
import { useMessages } from '../../../../i18n/UiLanguageContext.tsx';
import { useApiClient } from '../../../readerCommon/ApiClientContext.tsx';
import { localizedText } from '../../../readerCommon/LocalizedLabel.tsx';

export interface FacultySelectProps {
  /** The faculty links (`/api/v1/faculties/<id>/`) of the news shown so far. */
  facultyUrls: readonly string[];
  language: DisplayLanguage;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The faculty filter. The API has no list of faculties (only one faculty by id), so the menu offers
 * the faculties met in the news shown during this visit, and the chosen one; each name is the
 * faculty record's, fetched once and cached (the article pages fetch the same ones).
 */
export function FacultySelect({ facultyUrls, language, value, onChange }: FacultySelectProps) {
  const client = useApiClient();
  const t = useMessages().filters;
  const id = useId();
  const [seen, setSeen] = useState<readonly number[]>([]);
  const ids = facultyUrls.map((url) => resourceRefFromUrl(url)).flatMap((ref) => (ref?.collection === 'faculties' ? [ref.id] : []));
  if (value !== '') ids.push(Number(value));
  const fresh = [...new Set(ids)].filter((faculty) => !seen.includes(faculty));
  // Remembered across pages and filters, so choosing a faculty does not empty the menu of the others.
  if (fresh.length > 0) setSeen([...seen, ...fresh]);

  const records = useQueries({ queries: seen.map((faculty) => facultyQueries.detail(client, faculty)) });
  // The named faculties in text order, then the ones whose record is still on its way (`#4`), by id.
  const named: { id: number; text: string }[] = [];
  const pending: { id: number; text: string }[] = [];
  seen.forEach((faculty, index) => {
    const record = records[index]?.data;
    if (record) named.push({ id: faculty, text: localizedText(record, 'label', language) });
    else pending.push({ id: faculty, text: `#${faculty}` });
  });
  const options = [...sortedByText(named, (option) => option.text, language), ...pending.sort((a, b) => a.id - b.id)];
  return (
    <div className="news-filter">
      <label htmlFor={id}>{t.faculty}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-hint`}>
        <option value="">{t.any}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.text}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="fallback-note">
        {t.facultyHint}
      </span>
    </div>
  );
}
