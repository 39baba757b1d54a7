import { ImportStatus } from '../open/importWorker/ImportStatus.tsx';
import { PlanLoadStatus } from '../open/planLoad/PlanLoadStatus.tsx';
import { UrlLoadStatus } from '../open/UrlLoadStatus.tsx';
import { useStudio, useStudioStore } from '../store/useStudio.ts';

/** A download, plan load or robot import in progress, and the latest message for the user (clamped values, load errors), announced politely. */
export function NoticeBar() {
  const notice = useStudio((s) => s.notice);
  const store = useStudioStore();
  return (
    <div role="status" aria-live="polite" className="studio-notice-region">
      <UrlLoadStatus />
      <PlanLoadStatus />
      <ImportStatus />
      {notice && (
        <p className={`studio-notice studio-notice-${notice.tone}`}>
          {notice.text}{' '}
          <button type="button" className="studio-small" onClick={() => store.dispatch({ type: 'noticeDismissed' })}>
            Dismiss
          </button>
        </p>
      )}
    </div>
  );
}
