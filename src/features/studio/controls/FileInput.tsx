import type { InputHTMLAttributes, Ref } from 'react';

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
 */
export function FileInput({ ref, onFiles, onError, ...props }: FileInputProps) {
  return (
    <input
      {...props}
      ref={ref}
      type="file"
      onChange={(event) => {
        const input = event.currentTarget;
        const files = [...(input.files ?? [])];
        input.value = '';
        if (files.length === 0) return;
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
}
