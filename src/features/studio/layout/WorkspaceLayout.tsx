import { useRef, type ReactNode } from 'react';
import { Dock } from './Dock.tsx';
import { PanelTabs } from './PanelTabs.tsx';
import { Splitter } from './Splitter.tsx';
import { dockWidth, type DockSide } from './dockLayout.ts';
import type { WorkspaceSection } from './types.ts';
import { useDockLayout } from './useDockLayout.ts';
import { useFillWindowHeight } from './useFillWindowHeight.ts';
import { useIsNarrow, useWindowWidth } from './useWindowSize.ts';

export interface DockContent {
  /** The dock's accessible name. */
  label: string;
  sections: WorkspaceSection[];
}

interface WorkspaceLayoutProps {
  /** The view's controls on a narrow screen, a tab of their own (on a wide one they are under the toolbar's View options button). */
  viewOptions: ReactNode;
  view: ReactNode;
  left: DockContent;
  right: DockContent;
  /** The order of the tabs on a narrow screen (section ids); sections not listed follow. */
  narrowOrder: string[];
  /** Across the bottom, under the docks and the view (wide); under the view, before the tabs (narrow). */
  timeline?: (narrow: boolean) => ReactNode;
}

const DOCK_IDS: Record<DockSide, string> = { left: 'studio-dock-left', right: 'studio-dock-right' };

/**
 * The Studio below its toolbar. Wide: left dock | splitter | view | splitter | right dock, with the
 * timeline (if any) across the bottom, filling the window's height so the view gets what the header
 * and the timeline leave. Narrow (≤ 800 px): the view first, the timeline, the panels as tabs below.
 */
export function WorkspaceLayout({ viewOptions, view, left, right, narrowOrder, timeline }: WorkspaceLayoutProps) {
  const narrow = useIsNarrow();
  const windowWidth = useWindowWidth();
  const [layout, changeDock] = useDockLayout();
  const body = useRef<HTMLDivElement>(null);
  useFillWindowHeight(body, !narrow);

  if (narrow) {
    const all = [...left.sections, ...right.sections, { id: 'view-options', label: 'View options', icon: '👁', content: viewOptions }];
    const rank = (id: string) => {
      const at = narrowOrder.indexOf(id);
      return at === -1 ? narrowOrder.length : at;
    };
    return (
      <div className="studio-workspace is-narrow">
        <div className="studio-center">{view}</div>
        {timeline?.(true)}
        <PanelTabs label="Studio panels" sections={[...all].sort((a, b) => rank(a.id) - rank(b.id))} />
      </div>
    );
  }

  const dock = (side: DockSide, content: DockContent) => {
    const state = layout[side];
    const width = dockWidth(side, state, windowWidth);
    const dockElement = (
      <Dock
        id={DOCK_IDS[side]}
        side={side}
        label={content.label}
        sections={content.sections}
        width={width}
        collapsed={state.collapsed}
        onCollapsedChange={(collapsed) => changeDock(side, { collapsed })}
      />
    );
    const splitter = (
      <Splitter
        side={side}
        controls={DOCK_IDS[side]}
        label={`Resize ${content.label} panels`}
        width={width}
        collapsed={state.collapsed}
        windowWidth={windowWidth}
        onWidth={(next) => changeDock(side, { width: next, collapsed: false })}
        onToggleCollapsed={() => changeDock(side, { collapsed: !state.collapsed })}
      />
    );
    return side === 'left' ? (
      <>
        {dockElement}
        {splitter}
      </>
    ) : (
      <>
        {splitter}
        {dockElement}
      </>
    );
  };

  return (
    <div className="studio-workspace-frame" ref={body}>
      <div className="studio-workspace">
        {dock('left', left)}
        <div className="studio-center">{view}</div>
        {dock('right', right)}
      </div>
      {timeline?.(false)}
    </div>
  );
}
