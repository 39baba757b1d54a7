import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { LocalizedLabel, localizedText } from './LocalizedLabel.tsx';
import { loadCatalogue } from '../../i18n/messages.ts';

// French and German are fetched on demand (see messages.ts).
beforeAll(() => Promise.all([loadCatalogue('fr'), loadCatalogue('de')]));

afterEach(cleanup);

describe('LocalizedLabel', () => {
  it('shows the chosen language, a named fallback, or an em dash', () => {
    const { container, rerender } = render(<LocalizedLabel record={{ fr_label: 'Recherche', en_label: 'Research', de_label: '' }} field="label" language="en" />);
    expect(container.textContent).toBe('Research');
    expect(container.querySelector('[lang="en"]')).toBeTruthy();
    rerender(<LocalizedLabel record={{ fr_label: 'Recherche', en_label: 'Research', de_label: '' }} field="label" language="de" />);
    // The note is in the interface language (German); the English label says it is English.
    expect(container.textContent).toBe('Research (auf Englisch; kein Text auf Deutsch)');
    expect(container.querySelector('[lang="en"]')?.textContent).toBe('Research');
    rerender(<LocalizedLabel record={{ fr_label: null, en_label: '' }} field="label" language="fr" />);
    expect(container.textContent).toBe('—no value');
    expect(localizedText({ fr_label: 'Recherche', en_label: '' }, 'label', 'en')).toBe('Recherche (in French)');
    expect(localizedText({ fr_label: '', en_label: 'Research' }, 'label', 'fr')).toBe('Research (en anglais)');
  });
});
