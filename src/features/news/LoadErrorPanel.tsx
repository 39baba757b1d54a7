import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { loadErrorKind, loadErrorReason } from './loadErrorKind.ts';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';

export interface LoadErrorPanelProps {
  /** "The news could not be loaded". */
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** An error panel whose title says why in words; with Retry (a 404 is a not-found page instead, see NewsDetailPage). */
export function LoadErrorPanel({ title, error, onRetry, retrying }: LoadErrorPanelProps) {
  const kind = loadErrorKind(error);
  const reason = loadErrorReason(kind, useMessages());
  return <ErrorPanel title={reason ? `${title}: ${reason}` : title} error={error} onRetry={kind === 'not-found' ? undefined : onRetry} retrying={retrying} />;
}
