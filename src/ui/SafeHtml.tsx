import { useMemo, type ElementType } from 'react';
import { htmlToPlainText, useSanitizer } from './sanitizerLoader.ts';

export interface SafeHtmlProps {
  /** An HTML fragment from the API; it is sanitized here, never rendered raw. */
  html: string;
  as?: ElementType;
  className?: string;
}

export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const sanitize = useSanitizer();
  const safe = useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
  if (!safe) {
    const text = htmlToPlainText(html);
    return text ? <Tag className={className}>{text}</Tag> : null;
  }
  if (safe.isEmpty) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: safe.html }} />;
}
