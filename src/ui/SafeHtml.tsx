import { useMemo, type ElementType, type ReactNode } from 'react';
import { htmlBudgetProblem } from './htmlBudget.ts';
import { useSanitizer } from './sanitizerLoader.ts';
import { htmlToPlainText } from './htmlToPlainText.ts';

export interface SafeHtmlProps {
  /** An HTML fragment from the API; it is sanitized here, never rendered raw. */
  html: string;
  as?: ElementType;
  className?: string;
  /** Shown after the reason when the fragment is too big or too deep to sanitize (e.g. a link to the public site). */
  tooComplex?: ReactNode;
}

export function SafeHtml({ html, as: Tag = 'div', className, tooComplex }: SafeHtmlProps) {
  const sanitize = useSanitizer();
  // Checked before any parsing: a pathological fragment would freeze the page in the sanitizer.
  const problem = useMemo(() => htmlBudgetProblem(html), [html]);
  const safe = useMemo(() => (sanitize && problem === null ? sanitize(html) : null), [sanitize, html, problem]);
  if (problem !== null) {
    return (
      <p className={`html-too-complex ${className ?? ''}`.trim()} role="note">
        This text cannot be shown here: {problem}. {tooComplex}
      </p>
    );
  }
  if (!safe) {
    const text = htmlToPlainText(html);
    return text ? <Tag className={className}>{text}</Tag> : null;
  }
  if (safe.isEmpty) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: safe.html }} />;
}
