import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useDisclosure } from './useDisclosure.ts';

afterEach(cleanup);

function Disclosure({ closeOnPointerOutside }: { closeOnPointerOutside?: boolean }) {
  const { open, close, panel, panelId, buttonProps } = useDisclosure({ closeOnPointerOutside });
  return (
    <>
      <button {...buttonProps}>Options</button>
      {open && (
        <div ref={panel} id={panelId} role="group" aria-label="Options panel">
          <button onClick={close}>Done</button>
        </div>
      )}
      <p>Elsewhere</p>
    </>
  );
}

describe('a button that shows and hides a panel', () => {
  it('says whether the panel is open and which it is, and toggles it', () => {
    render(<Disclosure />);
    const button = screen.getByRole('button', { name: 'Options' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.hasAttribute('aria-controls')).toBe(false);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('group', { name: 'Options panel' }).id);
    fireEvent.click(button);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('closes from the panel with the focus back on its button', () => {
    render(<Disclosure />);
    fireEvent.click(screen.getByRole('button', { name: 'Options' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Options' }));
  });

  it('closes on a pointer pressed outside, but not inside; unless told not to', () => {
    const { unmount } = render(<Disclosure />);
    fireEvent.click(screen.getByRole('button', { name: 'Options' }));
    act(() => void screen.getByRole('button', { name: 'Done' }).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(screen.getByRole('group')).toBeTruthy();
    act(() => void screen.getByText('Elsewhere').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(screen.queryByRole('group')).toBeNull();
    unmount();

    render(<Disclosure closeOnPointerOutside={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Options' }));
    act(() => void screen.getByText('Elsewhere').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(screen.getByRole('group')).toBeTruthy();
  });
});
