import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberField } from './NumberField.tsx';

afterEach(cleanup);

describe('NumberField', () => {
  it('commits a number typed by the Studio rule (decimal comma included) and refuses hexadecimal with a message', async () => {
    const onCommit = vi.fn();
    render(<NumberField label="Damping" value={0.5} onCommit={onCommit} />);
    const field = screen.getByLabelText('Damping');
    await userEvent.clear(field);
    await userEvent.type(field, '1,5{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith(1.5);

    await userEvent.clear(field);
    await userEvent.type(field, '0x10{Enter}');
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('title')).toBe('"0x10" is not a number (only decimal numbers are accepted): press Escape to restore');
  });
});
