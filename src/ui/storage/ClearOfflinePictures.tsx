import { useState } from 'react';
import { clearOfflinePictures } from './offlinePictures.ts';

interface ClearOfflinePicturesProps {
  /** The button's text. */
  label: string;
  /** What is said once the pictures are gone; `freedBytes` is null when the browser does not tell. */
  clearedText: (freedBytes: number | null) => string;
  /** What is said when even the clear failed. */
  failedText: string;
  /** After a clear (the Studio saves again at once rather than waiting for the next edit). */
  onCleared?: () => void;
}

/** The button of a "storage is full" notice: clears the reader's offline pictures and says how much that freed. */
export function ClearOfflinePictures({ label, clearedText, failedText, onCleared }: ClearOfflinePicturesProps) {
  const [state, setState] = useState<{ step: 'ready' | 'clearing' | 'failed' } | { step: 'cleared'; freedBytes: number | null }>({ step: 'ready' });
  const clear = async () => {
    setState({ step: 'clearing' });
    try {
      const { freedBytes } = await clearOfflinePictures();
      setState({ step: 'cleared', freedBytes });
      onCleared?.();
    } catch {
      setState({ step: 'failed' });
    }
  };
  return (
    <>
      <button type="button" onClick={() => void clear()} disabled={state.step === 'clearing'}>
        {label}
      </button>
      <p role="status">{state.step === 'cleared' ? clearedText(state.freedBytes) : state.step === 'failed' ? failedText : ''}</p>
    </>
  );
}
