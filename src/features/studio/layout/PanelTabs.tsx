import { useRef, useState, type KeyboardEvent } from 'react';
import type { WorkspaceSection } from './types.ts';
import { useSectionRequests } from './revealSection.ts';

/**
 * On a narrow screen the panels are tabs under the view (the ARIA tabs pattern: arrow keys, Home and
 * End move between tabs). Every panel stays mounted, hidden when its tab is not selected.
 */
export function PanelTabs({ label, sections }: { label: string; sections: WorkspaceSection[] }) {
  const [selected, setSelected] = useState(sections[0]?.id ?? '');
  // A panel asked to be seen (its revealKey changed): select its tab.
  const revealKeys = sections.map((section) => section.revealKey ?? 0);
  const [seenRevealKeys, setSeenRevealKeys] = useState(revealKeys);
  if (revealKeys.join() !== seenRevealKeys.join()) {
    setSeenRevealKeys(revealKeys);
    const asked = sections.find((section, i) => (section.revealKey ?? 0) !== (seenRevealKeys[i] ?? 0));
    if (asked) setSelected(asked.id);
  }
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  useSectionRequests(
    sections.map((section) => section.id),
    (id) => setSelected(id),
  );

  const select = (index: number) => {
    const section = sections[(index + sections.length) % sections.length];
    if (!section) return;
    setSelected(section.id);
    tabs.current.get(section.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: sections.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(to);
  };

  return (
    <div className="studio-tabs">
      <div role="tablist" aria-label={label} className="studio-tablist">
        {sections.map((section, index) => (
          <button
            key={section.id}
            ref={(element) => {
              if (element) tabs.current.set(section.id, element);
              else tabs.current.delete(section.id);
            }}
            type="button"
            role="tab"
            id={`studio-tab-${section.id}`}
            aria-selected={section.id === selected}
            aria-controls={`studio-tabpanel-${section.id}`}
            tabIndex={section.id === selected ? 0 : -1}
            onClick={() => setSelected(section.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span aria-hidden="true">{section.icon}</span> {section.label}
          </button>
        ))}
      </div>
      {sections.map((section) => (
        <div
          key={section.id}
          role="tabpanel"
          id={`studio-tabpanel-${section.id}`}
          aria-labelledby={`studio-tab-${section.id}`}
          className="studio-tabpanel"
          hidden={section.id !== selected}
          tabIndex={0}
          data-empty={`Nothing here yet: open a body plan or pick an example (${section.label}).`}
        >
          {section.content}
        </div>
      ))}
    </div>
  );
}
