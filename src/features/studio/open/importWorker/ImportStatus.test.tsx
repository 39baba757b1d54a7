import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportStatus } from './ImportStatus.tsx';
import { setRunningImport } from './importProgress.ts';
import { defaultImportChoices } from '../importChoices/importChoices.ts';

const choices = defaultImportChoices(0);

afterEach(() => {
  cleanup();
  setRunningImport(null);
  vi.useRealTimers();
});

describe('ImportStatus (the robot import running in its worker)', () => {
  it('says nothing for the first 0.4 s, then what is imported and where it is, with a Cancel import button reached by keyboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let cancelled = 0;
    const cancel = () => {
      cancelled += 1;
      setRunningImport(null);
    };
    render(<ImportStatus />);
    act(() => setRunningImport({ name: 'robot.urdf.xacro', stage: 'expanding', choices, cancel }));
    expect(screen.queryByText(/Importing/)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByText(/^Importing robot\.urdf\.xacro… \(expanding the xacro, then importing\)/)).toBeTruthy();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel import' }));
    await user.keyboard('{Enter}');
    expect(cancelled).toBe(1);
    expect(screen.queryByText(/Importing/)).toBeNull();
  });

  it('a stage change keeps the status shown; a newer import starts hidden again', () => {
    vi.useFakeTimers();
    render(<ImportStatus />);
    const first = () => {};
    act(() => setRunningImport({ name: 'scene.xml', stage: 'importing', choices, cancel: first }));
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByText(/^Importing scene\.xml… \(importing\)/)).toBeTruthy();
    act(() => setRunningImport({ name: 'scene.xml', stage: 'expanding', choices, cancel: first }));
    expect(screen.getByText(/^Importing scene\.xml… \(expanding the xacro, then importing\)/)).toBeTruthy();
    act(() => setRunningImport({ name: 'other.urdf', stage: 'importing', choices, cancel: () => {} }));
    expect(screen.queryByText(/Importing/)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByText(/^Importing other\.urdf… \(importing\)/)).toBeTruthy();
  });
});
