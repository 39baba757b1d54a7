import type { MouseEvent } from 'react';
import { useRecording } from '../store/useStudio.ts';
import { afterRender, firstControl, requestSection, sectionElement } from '../layout/revealSection.ts';

interface SkipTarget {
  label: string;
  /** A dock section's id, or null for the 3D view and the timeline (always in the page). */
  section: string | null;
  /** Where in the page it is when it is not a section. */
  selector?: string;
  /** The control to land on, when there is one of this kind. */
  preferred: string;
}

const TREE_ITEM = '[role=tree] [tabindex="0"]';
const SLIDER = 'input[type=range]';

const TARGETS: SkipTarget[] = [
  { label: '3D view', section: null, selector: '.studio-viewport', preferred: '[tabindex="0"]' },
  { label: 'Outline', section: 'outline', preferred: TREE_ITEM },
  { label: 'Pose sliders', section: 'dofs', preferred: SLIDER },
  { label: 'Inspector', section: 'inspector', preferred: 'input, select, textarea' },
  { label: 'Timeline', section: null, selector: '.studio-timeline', preferred: SLIDER },
];

/** Moves the focus to a target: its dock panel is revealed first (expanded, or its tab selected). */
export async function focusTarget(target: Pick<SkipTarget, 'section' | 'selector' | 'preferred'>): Promise<void> {
  if (target.section) {
    requestSection(target.section);
    await afterRender();
  }
  const root = target.section ? sectionElement(target.section) : document.querySelector(target.selector!);
  const control = firstControl(root, target.preferred) ?? (root instanceof HTMLElement ? root : null);
  control?.focus();
  control?.scrollIntoView({ block: 'nearest' });
}

/**
 * Links at the start of the Studio, shown when focused, that jump to the view and the docks' main
 * panels (a dock panel is revealed first); F6 and Shift+F6 then move between the areas.
 */
export function SkipLinks() {
  const hasTimeline = useRecording((s) => s.recording !== null);
  const targets = TARGETS.filter((t) => t.label !== 'Timeline' || hasTimeline);
  const go = (event: MouseEvent, target: SkipTarget) => {
    event.preventDefault();
    void focusTarget(target);
  };
  return (
    <nav className="studio-skip-links" aria-label="Skip to a Studio area">
      {targets.map((target) => (
        <a key={target.label} href={target.section ? `#studio-section-${target.section}` : '#'} onClick={(event) => go(event, target)}>
          Skip to {target.label}
        </a>
      ))}
    </nav>
  );
}
