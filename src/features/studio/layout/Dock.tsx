import { useEffect, useRef } from 'react';
import type { DockSide } from './dockLayout.ts';
import type { WorkspaceSection } from './types.ts';
import { useSectionRequests } from './revealSection.ts';

interface DockProps {
  id: string;
  side: DockSide;
  /** The dock's accessible name ("Plan structure", "Pose"). */
  label: string;
  sections: WorkspaceSection[];
  width: number;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
}

const sectionElementId = (id: string) => `studio-section-${id}`;

/**
 * A side column of panels. Collapsed it is a strip of icon buttons, one per panel: a button expands
 * the dock and brings its panel into view. The panels stay mounted while collapsed, so they keep
 * their state (search text, expanded rows, the editor's cursor).
 */
export function Dock({ id, side, label, sections, width, collapsed, onCollapsedChange }: DockProps) {
  // What to do once the dock has re-rendered collapsed or expanded: bring a panel into view, or
  // move the focus to the icon strip (the collapse button that had it is gone).
  const reveal = useRef<string | null>(null);
  const focusStrip = useRef(false);
  const strip = useRef<HTMLDivElement>(null);
  useSectionRequests(
    sections.map((section) => section.id),
    (sectionId) => {
      if (collapsed) {
        reveal.current = sectionId;
        onCollapsedChange(false);
      } else document.getElementById(sectionElementId(sectionId))?.scrollIntoView({ block: 'start' });
    },
  );

  useEffect(() => {
    if (!collapsed && reveal.current !== null) {
      const section = document.getElementById(sectionElementId(reveal.current));
      section?.scrollIntoView({ block: 'start' });
      section?.focus({ preventScroll: true });
    }
    if (collapsed && focusStrip.current) strip.current?.querySelector('button')?.focus();
    reveal.current = null;
    focusStrip.current = false;
  }, [collapsed]);

  return (
    <aside
      id={id}
      className={`studio-dock studio-dock-${side}${collapsed ? ' is-collapsed' : ''}`}
      aria-label={label}
      style={collapsed ? undefined : { width }}
    >
      {collapsed ? (
        <div className="studio-icon-strip" role="group" aria-label={`${label} panels`} ref={strip}>
          {sections.map((section) => (
            <button
              key={section.id}
              type="button"
              className="studio-icon-button"
              aria-label={`Show ${section.label}`}
              title={section.label}
              onClick={() => {
                reveal.current = section.id;
                onCollapsedChange(false);
              }}
            >
              <span aria-hidden="true">{section.icon}</span>
            </button>
          ))}
        </div>
      ) : (
        <div className="studio-dock-head">
          <button
            type="button"
            className="studio-small"
            aria-label={`Collapse ${label} to icons`}
            title="Collapse to icons"
            onClick={() => {
              focusStrip.current = true;
              onCollapsedChange(true);
            }}
          >
            <span aria-hidden="true">{side === 'left' ? '«' : '»'}</span>
          </button>
        </div>
      )}
      <div className="studio-dock-body" hidden={collapsed}>
        {sections.map((section) => (
          <div key={section.id} id={sectionElementId(section.id)} className="studio-dock-section" tabIndex={-1}>
            {section.content}
          </div>
        ))}
      </div>
    </aside>
  );
}
