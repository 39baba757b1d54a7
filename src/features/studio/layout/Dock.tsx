import { useEffect, useRef, useState } from 'react';
import type { DockSide } from './dockLayout.ts';
import type { WorkspaceSection } from './types.ts';

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

export const sectionElementId = (id: string) => `studio-section-${id}`;

/**
 * A side column of panels. Collapsed it is a strip of icon buttons, one per panel: a button expands
 * the dock and brings its panel into view. The panels stay mounted while collapsed, so they keep
 * their state (search text, expanded rows, the editor's cursor).
 */
export function Dock({ id, side, label, sections, width, collapsed, onCollapsedChange }: DockProps) {
  const [reveal, setReveal] = useState<string | null>(null);
  const strip = useRef<HTMLDivElement>(null);
  const collapseButton = useRef<HTMLButtonElement>(null);
  const [focusStrip, setFocusStrip] = useState(false);

  useEffect(() => {
    if (collapsed || reveal === null) return;
    const section = document.getElementById(sectionElementId(reveal));
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
    setReveal(null);
  }, [collapsed, reveal]);
  useEffect(() => {
    // The collapse button is gone once collapsed: the focus goes to the strip that replaced it.
    if (!collapsed || !focusStrip) return;
    strip.current?.querySelector('button')?.focus();
    setFocusStrip(false);
  }, [collapsed, focusStrip]);

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
                setReveal(section.id);
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
            ref={collapseButton}
            type="button"
            className="studio-small"
            aria-label={`Collapse ${label} to icons`}
            title="Collapse to icons"
            onClick={() => {
              setFocusStrip(true);
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
