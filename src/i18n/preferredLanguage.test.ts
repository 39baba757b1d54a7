import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './preferredLanguage.ts';

describe('the interface language a browser asks for', () => {
  it('is the first of its languages the interface speaks, by primary subtag', () => {
    expect(preferredLanguage(['de-DE', 'en-US'])).toBe('de');
    expect(preferredLanguage(['it-CH', 'fr-CH', 'de-CH'])).toBe('fr');
    expect(preferredLanguage(['EN-gb'])).toBe('en');
  });

  it('is English when none of them is French, English or German', () => {
    expect(preferredLanguage(['it', 'es-ES'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
