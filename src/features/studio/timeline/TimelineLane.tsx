import type { ReactNode } from 'react';
import { GrowButtons } from '../layout/GrowButtons.tsx';
import type { GrowablePanel } from '../layout/mainAreaLayout.ts';
import { TimelineLaneResizer } from './TimelineLaneResizer.tsx';

interface TimelineLaneProps {
  /** The lane's visible name, in its name column. */
  name: string;
  /** The lane group's accessible name. */
  label: string;
  height: number;
  /** The name and the buttons on one line (a camera's one-row lane). */
  compact?: boolean;
  /** The least height its resize handle goes to. */
  minHeight: number;
  first: boolean;
  last: boolean;
  /** The panel this lane can grow into the main area, and its name in the grow buttons. */
  grow?: { panel: GrowablePanel; name: string };
  onMove: (step: -1 | 1) => void;
  onHide: (from: Element) => void;
  onHeight: (height: number) => void;
  children: ReactNode;
}

/**
 * One lane of the timeline: its name and its buttons (grow, move up/down, hide) in a column of
 * their own, what it plots beside them at the lane's height, and a resize handle along its bottom.
 * Up/down at either end are marked unavailable, not disabled, so the focus stays on them.
 */
export function TimelineLane({ name, label, height, compact = false, minHeight, first, last, grow, onMove, onHide, onHeight, children }: TimelineLaneProps) {
  return (
    <div className={compact ? 'timeline-lane is-compact' : 'timeline-lane'} role="group" aria-label={label} style={{ height }}>
      <div className="timeline-lane-name">
        <span className="timeline-lane-title" title={name}>
          {name}
        </span>
        <span className="timeline-lane-buttons">
          {grow && <GrowButtons panel={grow.panel} name={grow.name} />}
          <button type="button" aria-label={`Move the ${name} lane up`} title="Move this lane up" aria-disabled={first || undefined} onClick={() => !first && onMove(-1)}>
            <span aria-hidden="true">↑</span>
          </button>
          <button type="button" aria-label={`Move the ${name} lane down`} title="Move this lane down" aria-disabled={last || undefined} onClick={() => !last && onMove(1)}>
            <span aria-hidden="true">↓</span>
          </button>
          <button type="button" aria-label={`Hide the ${name} lane`} title="Hide this lane (show it again from the timeline's controls)" onClick={(event) => onHide(event.currentTarget)}>
            <span aria-hidden="true">✕</span>
          </button>
        </span>
      </div>
      <div className="timeline-lane-body">{children}</div>
      <TimelineLaneResizer name={name} height={height} minHeight={minHeight} onHeight={onHeight} />
    </div>
  );
}
