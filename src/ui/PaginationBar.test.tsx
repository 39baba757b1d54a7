import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PaginationBar } from './PaginationBar.tsx';
import { LocalizedLabel, localizedText } from './LocalizedLabel.tsx';
import { pageInfo } from '../api/listParams.ts';

afterEach(cleanup);

describe('PaginationBar', () => {
  it('shows the range, marks the current page and links the others', () => {
    render(
      <MemoryRouter>
        <PaginationBar info={pageInfo(1523, 20, 10, 10)} noun="news" previousTo="?offset=10" nextTo="?offset=30" pageTo={(p) => `?offset=${(p - 1) * 10}`} />
      </MemoryRouter>,
    );
    expect(screen.getByText('21–30 of 1,523')).toBeTruthy();
    expect(screen.getByLabelText('Page 3, current').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 153' }).getAttribute('href')).toBe('/?offset=1520');
    expect(screen.getByRole('link', { name: '← Previous' }).getAttribute('href')).toBe('/?offset=10');
    expect(screen.getByRole('link', { name: 'Next →' }).getAttribute('href')).toBe('/?offset=30');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    render(
      <MemoryRouter>
        <PaginationBar info={pageInfo(5, 0, 10, 5)} noun="themes" previousTo={null} nextTo={null} pageTo={() => '?'} />
      </MemoryRouter>,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('1–5 of 5')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages of themes' })).toBeTruthy();
  });
});

describe('LocalizedLabel', () => {
  it('shows the chosen language, a named fallback, or an em dash', () => {
    const { container, rerender } = render(<LocalizedLabel record={{ fr_label: 'Recherche', en_label: 'Research', de_label: '' }} field="label" language="en" />);
    expect(container.textContent).toBe('Research');
    expect(container.querySelector('[lang="en"]')).toBeTruthy();
    rerender(<LocalizedLabel record={{ fr_label: 'Recherche', en_label: 'Research', de_label: '' }} field="label" language="de" />);
    expect(container.textContent).toBe('Research (in English; no German text)');
    rerender(<LocalizedLabel record={{ fr_label: null, en_label: '' }} field="label" language="fr" />);
    expect(container.textContent).toBe('—no value');
    expect(localizedText({ fr_label: 'Recherche', en_label: '' }, 'label', 'en')).toBe('Recherche (in French)');
  });
});
