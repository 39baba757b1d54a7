import { useMessages } from '../i18n/UiLanguageContext.tsx';

export interface ErrorPanelProps {
  /** What happened, in words. */
  title: string;
  /** What the reader can do about it. */
  advice?: string;
  /** Its technical message (URL, status) is shown folded under "Details". */
  error: unknown;
  /** Shown as a "Try again" button when given. */
  onRetry?: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
}

/** A failed request, said plainly, with what to do; the technical words stay folded away. */
export function ErrorPanel({ title, advice, error, onRetry, retrying = false }: ErrorPanelProps) {
  const t = useMessages();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="error-panel" role="alert">
      <h2>{title}</h2>
      {advice && <p className="error-panel-advice">{advice}</p>}
      {onRetry && (
        <button type="button" onClick={onRetry} disabled={retrying}>
          {retrying ? t.errors.tryingAgain : t.errors.tryAgain}
        </button>
      )}
      {message !== '' && (
        <details className="error-panel-details">
          <summary>{t.errors.details}</summary>
          <p className="error-panel-message">{message}</p>
        </details>
      )}
    </div>
  );
}
