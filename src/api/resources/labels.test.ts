import { describe, expect, it } from 'vitest';
import { pickLocalized } from './labels.ts';

describe('localized labels with fallback', () => {
  const theme = { id: 1, fr_label: 'Recherche', en_label: 'Research', de_label: 'Forschung' };

  it('shows the chosen language when it has text', () => {
    expect(pickLocalized(theme, 'label', 'de')).toEqual({ text: 'Forschung', language: 'de', isFallback: false });
    expect(pickLocalized(theme, 'label', 'fr')?.text).toBe('Recherche');
  });

  it('falls back to English, then French, then German when the chosen one is null or empty, and says which', () => {
    const channel = { fr_description: 'Description', en_description: null, de_description: '  ' };
    expect(pickLocalized(channel, 'description', 'de')).toEqual({ text: 'Description', language: 'fr', isFallback: true });
    expect(pickLocalized(channel, 'description', 'en')).toEqual({ text: 'Description', language: 'fr', isFallback: true });
    const memento = { fr_label: '', en_label: 'Events' };
    // Mementos have no German field at all.
    expect(pickLocalized(memento, 'label', 'de')).toEqual({ text: 'Events', language: 'en', isFallback: true });
  });

  it('gives null when no language has text', () => {
    expect(pickLocalized({ fr_label: null, en_label: '' }, 'label', 'fr')).toBeNull();
  });
});
