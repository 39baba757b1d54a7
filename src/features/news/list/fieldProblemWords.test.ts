import { describe, expect, it } from 'vitest';
import { ApiHttpError } from '../../../api/errors/apiErrors.ts';
import { de } from '../../../i18n/de.ts';
import { en } from '../../../i18n/en.ts';
import { fr } from '../../../i18n/fr.ts';
import { fieldProblemWords } from './fieldProblemWords.ts';

// What django-filter 23.1 answers for an unknown id: a single-choice filter does not name the value
// (it is read from the query), a multiple-choice one does.
const refused = new ApiHttpError('http://api.test/api/v1/news/?channel=999&themes=77', 400, 'Bad Request', null, {
  channel: ['Select a valid choice. That choice is not one of the available choices.'],
  themes: ['Select a valid choice. 77 is not one of the available choices.'],
});

describe('a refused filter in the interface language', () => {
  it('names the filter by its label and the value the service did not know, in each language', () => {
    expect(fieldProblemWords(refused, en)).toBe('No channel 999; No theme 77.');
    expect(fieldProblemWords(refused, fr)).toBe(`${fr.filters.channel} 999 : introuvable; ${fr.filters.theme} 77 : introuvable.`);
    expect(fieldProblemWords(refused, de)).toBe(`${de.filters.channel} 999: nicht gefunden; ${de.filters.theme} 77: nicht gefunden.`);
  });

  it("keeps the service's own words for a refusal that names no value, and the raw field for an unknown one", () => {
    const other = new ApiHttpError('http://api.test/api/v1/news/?limit=x', 400, 'Bad Request', null, { limit: ['Enter a whole number.'] });
    expect(fieldProblemWords(other, fr)).toBe('limit : Enter a whole number.');
  });
});
