// A 400 from django-filter: its body's field errors read, the refused values found, and their English words.

/** The news filter each query field is (the field names are the API's; the filter names, the UI's catalogue keys). */
export const FILTER_OF_FIELD = {
  channel: 'channel',
  category: 'category',
  themes: 'theme',
  publics: 'public',
  projects: 'project',
  faculties: 'faculty',
  lang: 'lang',
} as const satisfies Readonly<Record<string, string>>;

/** A filter parameter as a person names it, in English. */
function fieldNoun(field: string): string {
  const filter = (FILTER_OF_FIELD as Readonly<Record<string, string>>)[field];
  return filter === 'lang' ? 'language' : (filter ?? field);
}

const MULTIPLE_CHOICE = /^Select a valid choice\. (?!That choice )(.+) is not one of the available choices\.?$/;
const SINGLE_CHOICE = /^Select a valid choice\./;

/** One refused filter value of a DRF 400: the query field, the value it did not know (when found), and DRF's own message. */
export interface FieldProblem {
  field: string;
  /** The unknown value, from the message (multiple-choice filters) or the request's own query; null when neither says. */
  value: string | null;
  message: string;
}

/**
 * django-filter's field errors as problems a person can be told about: `{"channel": ["Select a
 * valid choice. …"]}` on `?channel=999` -> `{field: "channel", value: "999"}`. The value comes
 * from the message when it names one (multiple-choice filters), else from the request's query.
 */
export function fieldProblems(url: string, fieldErrors: Readonly<Record<string, readonly string[]>>): FieldProblem[] {
  let query: URLSearchParams;
  try {
    query = new URL(url, 'http://relative.invalid').searchParams;
  } catch {
    query = new URLSearchParams();
  }
  const problems: FieldProblem[] = [];
  for (const [field, messages] of Object.entries(fieldErrors)) {
    for (const message of messages) {
      const named = MULTIPLE_CHOICE.exec(message);
      const asked = query.getAll(field).filter((v) => v !== '');
      const value = named?.[1] ? named[1] : SINGLE_CHOICE.test(message) && asked.length > 0 ? asked[asked.length - 1]! : null;
      problems.push({ field, value, message });
    }
  }
  return problems;
}

/** The problems in English words (`No channel 999`), for the error's message; the UI words them in its language (see NewsListPage). */
export function describeFieldErrors(url: string, fieldErrors: Readonly<Record<string, readonly string[]>>): string[] {
  return fieldProblems(url, fieldErrors).map(({ field, value, message }) => {
    const noun = fieldNoun(field);
    return value !== null ? `No ${noun} ${value}` : `${noun}: ${message}`;
  });
}

/**
 * DRF's body of a 400 from a filter: an object whose every value is a list of strings (and no
 * `detail`); null for any other body.
 */
export function fieldErrorsOf(body: unknown): Record<string, string[]> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const entries = Object.entries(body);
  if (entries.length === 0 || 'detail' in body) return null;
  for (const [, value] of entries) {
    if (!Array.isArray(value) || value.length === 0 || !value.every((m) => typeof m === 'string')) return null;
  }
  return Object.fromEntries(entries) as Record<string, string[]>;
}
