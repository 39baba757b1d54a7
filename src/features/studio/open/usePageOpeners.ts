import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { OpenBodyPlan } from './useOpenBodyPlan.ts';
import { useStudioStore } from '../store/useStudio.ts';
import { planUrlFromQuery } from './urlLoad/planUrlQuery.ts';
import { pastedPlanName } from '../model/pastedPlanName.ts';

function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** `?url=` on arrival, and Ctrl+V anywhere on the page outside a text field. */
export function usePageOpeners({ openText, openUrl }: OpenBodyPlan): void {
  const store = useStudioStore();
  const query = planUrlFromQuery(useLocation().search);
  const url = query.kind === 'url' ? query.url : null;
  const malformed = query.kind === 'malformed' ? query.raw : null;
  useEffect(() => {
    if (url) void openUrl(url, 'url');
  }, [url, openUrl]);
  useEffect(() => {
    if (malformed === null) return;
    const text = `The link's ?url= is not a valid address: "${malformed}" has a broken percent-escape (each % must start a valid UTF-8 escape such as %20). Nothing was loaded.`;
    store.dispatch({ type: 'openFailed', message: text });
  }, [malformed, store]);

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isEditable(event.target)) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (text.trim() === '') return;
      event.preventDefault();
      openText(pastedPlanName(text), text, 'paste');
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [openText]);
}
