import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileInput } from './FileInput.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pose = () => new File(['{"dofs": []}'], 'pose.json', { type: 'application/json' });

describe('FileInput', () => {
  it('hands the chosen files over and empties the input, so the same file chosen again is read again', async () => {
    const onFiles = vi.fn();
    render(
      <label>
        Load pose <FileInput accept=".json" multiple onFiles={onFiles} />
      </label>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Load pose');
    const file = pose();
    await userEvent.upload(input, file);
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(input.value).toBe('');
    await userEvent.upload(input, file);
    expect(onFiles).toHaveBeenCalledTimes(2);
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.json');
  });

  it('shows a button and the chosen name, cut in the middle, the whole name as its tooltip and the description', async () => {
    const name = 'trial1-camA-2024-05-03DLC_resnet50_flyJun3shuffle1_100000.csv';
    render(
      <label>
        Load recording <FileInput accept=".csv" onFiles={() => undefined} />
      </label>,
    );
    const drawn = () => [...document.querySelectorAll('[data-text]')].map((e) => e.getAttribute('data-text'));
    expect(drawn()).toEqual(['Choose file', 'none chosen']);
    // The drawn words are CSS content: the label's text (the input's name) is the caller's alone.
    const input = screen.getByLabelText<HTMLInputElement>('Load recording');
    await userEvent.upload(input, new File(['frame,x\n'], name, { type: 'text/csv' }));
    expect(drawn()).toEqual(['Choose file', name.slice(0, 4), name.slice(4, -6), name.slice(-6)]);
    expect(document.querySelector('.studio-file-chosen')?.getAttribute('title')).toBe(name);
    expect(input.title, 'the whole name is the input\'s description').toBe(name);
  });

  it('a hidden one (opened by a button of its own) is the bare input', () => {
    const { container } = render(<FileInput hidden aria-label="Open" onFiles={() => undefined} />);
    expect(container.innerHTML).toMatch(/^<input[^>]*type="file"[^>]*>$/);
  });

  it('does not call onFiles when nothing was chosen (the dialog cancelled)', () => {
    const onFiles = vi.fn();
    render(<FileInput aria-label="Load pose" onFiles={onFiles} />);
    fireEvent.change(screen.getByLabelText('Load pose'), { target: { files: [] } });
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('reports what an async onFiles rejects with, or a sync one throws, to onError with the files', async () => {
    const onError = vi.fn();
    const failure = new Error('could not read');
    render(
      <>
        <FileInput aria-label="async" onFiles={() => Promise.reject(failure)} onError={onError} />
        <FileInput
          aria-label="sync"
          onFiles={() => {
            throw failure;
          }}
          onError={onError}
        />
      </>,
    );
    const file = pose();
    await userEvent.upload(screen.getByLabelText('async'), file);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure, [file]));
    await userEvent.upload(screen.getByLabelText('sync'), file);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('without onError, a failure goes to reportError, as an unhandled rejection would', async () => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const failure = new Error('could not read');
    render(<FileInput aria-label="Load pose" onFiles={() => Promise.reject(failure)} />);
    await userEvent.upload(screen.getByLabelText('Load pose'), pose());
    await vi.waitFor(() => expect(reported).toHaveBeenCalledWith(failure));
  });
});
