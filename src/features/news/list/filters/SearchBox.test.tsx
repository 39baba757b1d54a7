import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SearchBox } from './SearchBox.tsx';

// The commit waits for a pause in typing: the tests move a fake clock past it instead of sleeping.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const DELAY = 20;
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function renderBox(value: string) {
  const commits: string[] = [];
  const onCommit = (next: string) => commits.push(next);
  const view = render(<SearchBox value={value} onCommit={onCommit} delayMs={DELAY} />);
  const input = screen.getByRole('searchbox', { name: 'Search' });
  const rerender = (next: string) => view.rerender(<SearchBox value={next} onCommit={onCommit} delayMs={DELAY} />);
  return { input, commits, rerender };
}

describe('SearchBox', () => {
  it('commits once typing pauses', async () => {
    const { input, commits } = renderBox('');
    fireEvent.change(input, { target: { value: 'Latsis' } });
    expect(commits).toEqual([]);
    await wait(DELAY * 3);
    expect(commits).toEqual(['Latsis']);
  });

  it('shows a value the URL changed to (back/forward, cleared filters)', async () => {
    const { input, commits, rerender } = renderBox('cells');
    rerender('');
    expect(input).toHaveProperty('value', '');
    await wait(DELAY * 3);
    expect(commits).toEqual([]);
  });

  it('keeps typing that started before a URL change arrived, and commits it on top of it', async () => {
    // "Clear filters", then typing at once: the router's render of the cleared URL can come after
    // the first keystrokes. The newer typing wins.
    const { input, commits, rerender } = renderBox('cells');
    fireEvent.change(input, { target: { value: 'Latsis' } });
    rerender('');
    expect(input).toHaveProperty('value', 'Latsis');
    await wait(DELAY * 3);
    expect(commits).toEqual(['Latsis']);
  });
});
