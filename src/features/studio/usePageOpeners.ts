import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { OpenBodyPlan } from './useOpenBodyPlan.ts';

function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** `?url=` on arrival, and Ctrl+V anywhere on the page outside a text field. */
export function usePageOpeners({ openText, openUrl }: OpenBodyPlan): void {
  const [params] = useSearchParams();
  const url = params.get('url');
  useEffect(() => {
    if (url) void openUrl(url, 'url');
  }, [url, openUrl]);

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isEditable(event.target)) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (text.trim() === '') return;
      event.preventDefault();
      openText('pasted body plan', text, 'paste');
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [openText]);
}
