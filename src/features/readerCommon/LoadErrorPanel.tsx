import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { loadErrorAdvice, loadErrorKind, loadErrorReason, retryCanHelp } from './loadErrorKind.ts';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';

export interface LoadErrorPanelProps {
  /** "The news could not be loaded". */
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * What happened (the title, with the reason in words) and what to do, in the interface language;
 * the technical message (URL, status) folded under Details; Try again only when it can help.
 */
export function LoadErrorPanel({ title, error, onRetry, retrying }: LoadErrorPanelProps) {
  const t = useMessages();
  const kind = loadErrorKind(error);
  const reason = loadErrorReason(kind, t);
  return (
    <ErrorPanel
      title={reason ? t.errors.withReason(title, reason) : title}
      advice={loadErrorAdvice(kind, t)}
      error={error}
      onRetry={retryCanHelp(error) ? onRetry : undefined}
      retrying={retrying}
    />
  );
}
