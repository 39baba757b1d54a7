import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useCloseOnPointerOutside } from './useCloseOnPointerOutside.ts';

afterEach(cleanup);

function Popup() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useCloseOnPointerOutside(open, () => setOpen(false), [panel, button]);
  return (
    <div>
      <p>Elsewhere</p>
      <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Options
      </button>
      {open && (
        <div ref={panel} role="dialog" aria-label="Options panel">
          <input aria-label="Inside field" />
        </div>
      )}
    </div>
  );
}

describe('useCloseOnPointerOutside', () => {
  it('keeps the popup open for a pointer inside it or on its button, and closes it for one elsewhere', () => {
    render(<Popup />);
    fireEvent.click(screen.getByRole('button', { name: 'Options' }));
    fireEvent.pointerDown(screen.getByLabelText('Inside field'));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Options' }));
    expect(screen.queryByRole('dialog', { name: 'Options panel' })).not.toBeNull();
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog', { name: 'Options panel' })).toBeNull();
    // The button opens it again: nothing is left listening that would close it at once.
    fireEvent.click(screen.getByRole('button', { name: 'Options' }));
    expect(screen.queryByRole('dialog', { name: 'Options panel' })).not.toBeNull();
  });
});
