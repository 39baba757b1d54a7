import { actionTooltip, ariaKeyShortcuts, type StudioActionSpec } from '../model/actions/studioActions.ts';
import { useStudioActions } from './studioActionsContext.ts';
import { ToolIcon } from './ToolIcon.tsx';

/**
 * A registry action as a button: its icon (and a short `text`, which the label contains), named by
 * the action's label, its keys in the tooltip and in aria-keyshortcuts.
 */
export function ActionButton({ action, text, className }: { action: StudioActionSpec; text?: string; className?: string }) {
  const { run, isEnabled, mac } = useStudioActions();
  const iconOnly = text === undefined;
  return (
    <button
      type="button"
      className={className ?? (iconOnly ? 'studio-tool-icon' : undefined)}
      aria-label={action.label}
      title={actionTooltip(action, mac)}
      aria-keyshortcuts={ariaKeyShortcuts(action, mac)}
      disabled={!isEnabled(action)}
      onClick={() => run(action.id)}
    >
      {action.icon && <ToolIcon name={action.icon} />}
      {!iconOnly && ` ${text}`}
    </button>
  );
}
