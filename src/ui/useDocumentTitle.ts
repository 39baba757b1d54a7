import { useEffect } from 'react';

/** The application's name, after each page's own title in the tab and in history. */
const APP_TITLE = 'Workbench';

/** Sets the tab's title while the page is shown ("Title – Workbench"). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    document.title = title === '' ? APP_TITLE : `${title} – ${APP_TITLE}`;
  }, [title]);
}
