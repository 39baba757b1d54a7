import { useMessages } from '../i18n/UiLanguageContext.tsx';

export interface ErrorPanelProps {
  title: string;
  error: unknown;
  /** Shown as a "Try again" button when given. */
  onRetry?: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
}

/** A failed request, said plainly, with a way to try again; never a blank page. */
export function ErrorPanel({ title, error, onRetry, retrying = false }: ErrorPanelProps) {
  const t = useMessages();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="error-panel" role="alert">
      <h2>{title}</h2>
      <p className="error-panel-message">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} disabled={retrying}>
          {retrying ? t.errors.tryingAgain : t.errors.tryAgain}
        </button>
      )}
    </div>
  );
}
