import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toDisplay, type DofControl } from '../model/dofControls.ts';
import { ReferenceErrorStats } from './ReferenceErrorStats.tsx';

afterEach(cleanup);

const knee: DofControl = { index: 3, jointIndex: 2, jointName: 'knee', indexInJoint: 0, dofName: 'flex', label: 'knee flex', kind: 'hinge', neutral: 0, lower: -Infinity, upper: Infinity, bounded: false };
const RAD = Math.PI / 180;
// Solve minus reference: 2°, 4°, no reference, −8°, 10° (radians, as the model holds them).
const values = Float64Array.of(2 * RAD, 4 * RAD, NaN, -8 * RAD, 10 * RAD);

describe('the reference error table', () => {
  it('shows the statistics in degrees, links the frames over the threshold, and follows the threshold the user sets', async () => {
    const onSeek = vi.fn();
    render(<ReferenceErrorStats differences={[{ control: knee, values }]} scaleOf={(c) => toDisplay(1, c.kind, 'deg')} unit="deg" onSeek={onSeek} />);
    const row = screen.getByRole('row', { name: /knee flex/ });
    // |differences| 2, 4, 8, 10 (°): median 6, 95th percentile 8 + 0.85 × 2, max 10; over the 5° default threshold: frames 4 and 5 (1-based).
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual(['6', '9.7', '10']);
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['4', '5']);
    await userEvent.click(within(row).getByRole('button', { name: '5' }));
    expect(onSeek).toHaveBeenCalledWith(4);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '20' } });
    expect(within(screen.getByRole('row', { name: /knee flex/ })).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('row', { name: /knee flex/ }).textContent).toContain('none');
  });
});
