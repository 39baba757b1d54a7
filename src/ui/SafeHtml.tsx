import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from './sanitizeHtml.ts';

export interface SafeHtmlProps {
  /** An HTML fragment from the API; it is sanitized here, never rendered raw. */
  html: string;
  as?: ElementType;
  className?: string;
}

export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (safe.isEmpty) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: safe.html }} />;
}
