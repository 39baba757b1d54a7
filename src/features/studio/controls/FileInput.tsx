import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { middleEllipsisParts } from '../panels/middleEllipsisParts.ts';
import './fileInput.css';

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value' | 'defaultValue' | 'onError'> {
  ref?: Ref<HTMLInputElement>;
  /** The chosen files (never none); may be async: what it rejects with goes to `onError`. */
  onFiles: (files: File[]) => void | Promise<void>;
  /**
   * Where a failure of `onFiles` (a file that can no longer be read, say) is reported. Without it the
   * error goes to `reportError`, as an unhandled rejection would: the console, window's `error` event
   * (to the console where there is no `reportError`, as in jsdom).
   */
  onError?: (error: unknown, files: File[]) => void;
}

/**
 * `<input type="file">` for the Studio's panels: it hands the chosen files to `onFiles` and empties
 * the input first, so choosing the same file again (after editing it on disk) is a change too.
 * The promise of an async `onFiles` is handled here, not dropped by React's onChange.
 *
 * A visible one (not `hidden`) is drawn as a "Choose file" button and the chosen name: the native
 * control printed "No fil…osen" in a narrow dock, and a long DeepLabCut file name widened a phone's
 * page. The input stays in the page, visually hidden, inside its label: the label's text names it,
 * a click on the label opens it, and keyboard focus lands on it (the button shows the focus ring).
 * The name is cut in the middle (its start and its extension stay); the whole name is the tooltip
 * and the input's description (its title).
 */
export function FileInput({ ref, onFiles, onError, ...props }: FileInputProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const visible = !props.hidden;
  const input = (
    <input
      {...props}
      ref={ref}
      type="file"
      className={visible ? ['studio-file-input', props.className].filter(Boolean).join(' ') : props.className}
      // The whole chosen name is the input's description (a title that is not its name).
      title={visible && chosen !== null ? chosen : props.title}
      onChange={(event) => {
        const input = event.currentTarget;
        const files = [...(input.files ?? [])];
        input.value = '';
        if (files.length === 0) return;
        setChosen(files.length === 1 ? files[0]!.name : `${files.length} files: ${files.map((f) => f.name).join(', ')}`);
        const report = (error: unknown) => {
          if (onError) onError(error, files);
          else if (typeof reportError === 'function') reportError(error);
          else console.error(error);
        };
        try {
          // Called at once, as an inline handler was: only what it returns later is awaited.
          Promise.resolve(onFiles(files)).catch(report);
        } catch (error) {
          report(error);
        }
      }}
    />
  );
  if (!visible) return input;
  const folder = 'webkitdirectory' in props;
  const parts = chosen === null ? null : middleEllipsisParts(chosen);
  // The drawn words are CSS content (data-text), not text nodes: the label's text, which names the
  // input for screen readers and for tests (getByLabelText), stays the caller's words alone.
  return (
    <span className="studio-file-control">
      {input}
      <span className="studio-file-button" aria-hidden="true" data-text={folder ? 'Choose folder' : props.multiple ? 'Choose files' : 'Choose file'} />
      {chosen === null || parts === null ? (
        <span className="studio-file-chosen studio-muted" aria-hidden="true" data-text="none chosen" />
      ) : (
        <span className="studio-file-chosen" title={chosen} aria-hidden="true">
          {parts.middle === '' ? (
            <span className="studio-file-chosen-whole" data-text={chosen} />
          ) : (
            <>
              <span className="studio-file-chosen-whole" data-text={parts.start} />
              <span className="studio-file-chosen-middle" data-text={parts.middle} />
              <span className="studio-file-chosen-whole" data-text={parts.end} />
            </>
          )}
        </span>
      )}
    </span>
  );
}
