import { Fragment } from 'react';
import { actionsAt } from '../model/actions/studioActions.ts';
import { hasUnexportedChanges } from '../model/openPlan/index.ts';
import { ViewOptions } from '../panels/ViewOptions.tsx';
import { useStudio } from '../store/useStudio.ts';
import { useIsNarrow } from '../layout/useWindowSize.ts';
import { ActionButton } from './ActionButton.tsx';
import { useExportConfirm } from './exportConfirm.ts';
import { MenuButton } from './MenuButton.tsx';
import { ViewOptionsPopover } from './ViewOptionsPopover.tsx';
import './actions.css';

/**
 * The Studio's one toolbar row: the registry's toolbar actions as icons (named by their label, with
 * their keys in the tooltip), the File menu before "New", and the View options before the framing
 * icons (on a phone the View options are a panel tab instead). Then whether the plan has unexported
 * changes, and the question before exporting a plan with errors.
 */
export function StudioToolbar() {
  const narrow = useIsNarrow();
  const plan = useStudio((s) => s.plan !== null);
  const dirty = useStudio(hasUnexportedChanges);
  const diagnostics = useStudio((s) => s.plan?.diagnostics);
  const errors = diagnostics?.filter((d) => d.severity === 'error') ?? [];
  const { confirming, confirm, cancel } = useExportConfirm();
  return (
    <>
      <div className="studio-toolbar" role="toolbar" aria-label="Studio">
        {actionsAt('toolbar').map((action) => (
          <Fragment key={action.id}>
            {action.id === 'new-plan' && <MenuButton label="File" actions={actionsAt('file-menu')} />}
            {action.id === 'undo' && <span className="studio-toolbar-gap" aria-hidden="true" />}
            {action.id === 'frame-all' && (
              <>
                <span className="studio-toolbar-gap" aria-hidden="true" />
                {!narrow && (
                  <ViewOptionsPopover>
                    <ViewOptions />
                  </ViewOptionsPopover>
                )}
              </>
            )}
            {action.id === 'command-palette' && <span className="studio-toolbar-gap" aria-hidden="true" />}
            {action.id === 'open-plan' ? <ActionButton action={action} text="Open" className="studio-primary" /> : <ActionButton action={action} />}
          </Fragment>
        ))}
      </div>
      {plan && (
        // Clean, it is a check mark (the words are for screen readers and the tooltip): the row keeps its room.
        <span
          className={dirty ? 'studio-warning studio-export-state' : 'studio-muted studio-export-state is-clean'}
          data-testid="export-state"
          title={dirty ? 'Changes not yet downloaded or copied' : 'No unexported changes'}
        >
          {dirty ? '● Unexported changes' : <span className="studio-visually-hidden">No unexported changes</span>}
        </span>
      )}
      {confirming && (
        <div role="alertdialog" aria-labelledby="studio-export-confirm" className="studio-export-confirm">
          <p id="studio-export-confirm">
            This body plan has {errors.length} error{errors.length === 1 ? '' : 's'} (see Diagnostics), for example: {errors[0]?.message} Export it anyway?
          </p>
          <button type="button" className="studio-primary" onClick={confirm}>
            Export anyway
          </button>
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        </div>
      )}
    </>
  );
}
