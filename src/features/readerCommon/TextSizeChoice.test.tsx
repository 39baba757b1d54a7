import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextSizeChoice } from './TextSizeChoice.tsx';
import { TEXT_SIZE_STORAGE_KEY } from './textSize.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  delete document.documentElement.dataset.textSize;
});

const checked = () => screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked).map((radio) => radio.closest('label')!.textContent);

describe('the text size in the settings', () => {
  it('is a labelled group of three steps; a choice applies at once and is kept on this device', async () => {
    const user = userEvent.setup();
    render(<TextSizeChoice />);
    const group = screen.getByRole('group', { name: 'Text size' });
    expect([...group.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Standard', 'Large', 'Larger']);
    expect(checked()).toEqual(['Standard']);

    await user.click(screen.getByRole('radio', { name: 'Larger' }));
    expect(document.documentElement.dataset.textSize).toBe('larger');
    expect(window.localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBe('larger');

    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    expect(document.documentElement.dataset.textSize).toBeUndefined();
    expect(window.localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBeNull();
  });

  it('shows the stored step, and Standard for a value it does not know', () => {
    window.localStorage.setItem(TEXT_SIZE_STORAGE_KEY, 'large');
    render(<TextSizeChoice />);
    expect(checked()).toEqual(['Large']);
    cleanup();
    window.localStorage.setItem(TEXT_SIZE_STORAGE_KEY, '"huge"');
    render(<TextSizeChoice />);
    expect(checked()).toEqual(['Standard']);
  });
});
