import type { ApiHttpError } from '../../../api/errors/apiErrors.ts';
import { FILTER_OF_FIELD, fieldProblems } from '../../../api/errors/drfFieldErrors.ts';
import type { Messages } from '../../../i18n/messages.ts';

/** Where each filter's label is in the catalogue: the filter names are the catalogue's keys. */
const FILTER_LABELS: Readonly<Record<string, keyof Messages['filters']>> = FILTER_OF_FIELD;

/**
 * Why the service refused a filter (django-filter's 400), in the interface language: "No channel
 * 999", "Canal 999 : introuvable". Only DRF's own message for an unexpected refusal stays in its words.
 */
export function fieldProblemWords(error: ApiHttpError, t: Messages): string {
  const lines = fieldProblems(error.url, error.fieldErrors ?? {}).map(({ field, value, message }) => {
    const key = FILTER_LABELS[field];
    const label = key ? (t.filters[key] as string) : field;
    return value !== null ? t.news.noSuchFilterValue(label, value) : t.news.filterRefused(label, message);
  });
  if (lines.length === 0) return error.message;
  const text = lines.join('; ');
  return text.endsWith('.') ? text : `${text}.`;
}
