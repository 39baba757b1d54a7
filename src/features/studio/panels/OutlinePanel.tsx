import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { allExpandable, expandTo, moveInOutline, visibleOutlineRows, type OutlineKey } from '../model/outlineTree.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';
import { reparentByDrag } from '../editor/reparentByDrag.ts';
import { OutlineName } from './OutlineName.tsx';
import { outlineIndentRem } from './outlineIndent.ts';
import { outlineRowLabel } from './outlineRowLabel.ts';
import { focusTarget } from '../a11y/SkipLinks.tsx';

/**
 * Past this many visible rows only the rows in view are rendered (with padding standing in for the
 * rest), so a 50,000-joint outline costs what a 100-row one does. Rows then have a fixed height.
 */
const WINDOW_FROM = 400;
const ROW_PX = 24;
const OVERSCAN_ROWS = 20;

/** The selected joint's sliders in the Pose panel (DofPanel's list). */
const POSE_SLIDER = '.studio-dof-list input[type=range]';

const KEYS = new Set<string>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** The joint tree: search, collapse, DOF counts, warning markers; hover and selection shared with the 3D view. */
export function OutlinePanel() {
  const plan = useStudio((s) => s.plan);
  const selected = useStudio((s) => s.selectedJoint);
  const hovered = useStudio((s) => s.hoveredJoint);
  const store = useStudioStore();
  const tree = plan?.outline ?? null;
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Set<number>>(() => (tree ? allExpandable(tree) : new Set()));
  const [focus, setFocus] = useState<number | null>(null);
  // The list's scroll position and height (read on scroll): which rows a windowed list renders.
  const [scroll, setScroll] = useState({ top: 0, height: 384 });
  const list = useRef<HTMLUListElement>(null);
  // Set by a key press in the list: the row it moves to takes the focus even if the row that had it
  // scrolled out of the window (and so out of the DOM) meanwhile.
  const movedByKey = useRef(false);

  // A new plan starts fully expanded; a joint selected elsewhere (3D view, diagnostics) becomes visible.
  const [shownTree, setShownTree] = useState(tree);
  const [shownSelection, setShownSelection] = useState(selected);
  if (tree !== shownTree) {
    setShownTree(tree);
    setExpanded(tree ? allExpandable(tree) : new Set());
    // After an edit the selection is carried over: the outline stays on it instead of jumping to the top.
    setFocus(selected);
  } else if (selected !== shownSelection) {
    setShownSelection(selected);
    if (tree && selected !== null && selected < tree.joints.length) {
      setExpanded(expandTo(tree, expanded, selected));
      setFocus(selected);
    }
  }

  const rows = useMemo(() => (tree ? visibleOutlineRows(tree, expanded, search) : []), [tree, expanded, search]);
  const focused = focus !== null && rows.some((r) => r.joint === focus) ? focus : (rows[0]?.joint ?? null);

  const windowed = rows.length > WINDOW_FROM;
  const focusedIndex = focused === null ? -1 : rows.findIndex((r) => r.joint === focused);
  const viewportRows = Math.ceil(scroll.height / ROW_PX);
  const start = windowed ? Math.max(0, Math.floor(scroll.top / ROW_PX) - OVERSCAN_ROWS) : 0;
  const end = windowed ? Math.min(rows.length, Math.floor(scroll.top / ROW_PX) + viewportRows + OVERSCAN_ROWS) : rows.length;

  // In a windowed list the focused row may not be rendered: scroll it into view first.
  useEffect(() => {
    const element = list.current;
    if (!windowed || !element || focusedIndex < 0) return;
    const top = focusedIndex * ROW_PX;
    if (top < element.scrollTop || top + ROW_PX > element.scrollTop + element.clientHeight) {
      element.scrollTop = Math.max(0, top - element.clientHeight / 2);
      setScroll({ top: element.scrollTop, height: element.clientHeight });
    }
  }, [windowed, focusedIndex]);

  useEffect(() => {
    if (focused === null || !list.current || !(movedByKey.current || list.current.contains(document.activeElement))) return;
    const row = list.current.querySelector<HTMLElement>(`[data-joint="${focused}"]`);
    if (!row) return;
    row.focus();
    movedByKey.current = false;
  }, [focused, start]);

  if (!tree) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (focused === null) return;
    if (KEYS.has(event.key)) {
      event.preventDefault();
      movedByKey.current = true;
      const move = moveInOutline(tree, rows, expanded, focused, event.key as OutlineKey);
      setExpanded(move.expanded);
      setFocus(move.focus);
      if (move.focus !== focused) store.dispatch({ type: 'jointSelected', joint: move.focus });
    } else if (event.key === 'Enter' && focused === selected) {
      // Enter on the selected joint is its default action, posing it: the focus goes to its first
      // slider (two keys from the outline instead of 26 Tabs past the examples and the 3D view).
      event.preventDefault();
      void focusTarget({ section: 'dofs', preferred: POSE_SLIDER });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      store.dispatch({ type: 'jointSelected', joint: focused });
    }
  };

  return (
    <section className="studio-panel studio-outline" aria-labelledby="studio-outline-title">
      <h2 id="studio-outline-title">Outline</h2>
      <label className="studio-search">
        Search joints
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="name contains…" />
      </label>
      {rows.length === 0 ? (
        <p className="studio-muted">
          {tree.joints.length === 0 && !plan?.model
            ? 'The text has errors, so no joints can be read from it: see the diagnostics. The 3D view and the Pose panel show the last valid version.'
            : `No joint name contains “${search}”.`}
        </p>
      ) : (
        <ul
          role="tree"
          aria-label="Joints"
          ref={list}
          className={windowed ? 'is-windowed' : undefined}
          onScroll={windowed ? (event) => setScroll({ top: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight }) : undefined}
          onKeyDown={onKeyDown}
          onMouseLeave={() => store.dispatch({ type: 'jointHovered', joint: null })}
        >
          {/* Spacers stand for the rows not rendered. (Padding did too, but with border-box sizing a padding
              taller than the list's max-height grows the list itself, so it stopped scrolling.) */}
          {windowed && start > 0 && <li role="none" aria-hidden="true" className="studio-tree-spacer" style={{ height: start * ROW_PX }} />}
          {rows.slice(start, end).map((row) => {
            const joint = tree.joints[row.joint]!;
            const problems = plan?.jointDiagnostics.get(row.joint) ?? [];
            const hasError = problems.some((d) => d.severity === 'error');
            return (
              <li
                key={row.joint}
                role="treeitem"
                data-joint={row.joint}
                aria-label={outlineRowLabel(joint.name, joint.parent === null, joint.dofCount, problems.length, hasError)}
                aria-level={row.depth + 1}
                aria-expanded={row.hasChildren ? row.expanded : undefined}
                aria-selected={selected === row.joint}
                tabIndex={row.joint === focused ? 0 : -1}
                className={`studio-tree-row${hovered === row.joint ? ' is-hovered' : ''}${selected === row.joint ? ' is-selected' : ''}`}
                style={{ paddingInlineStart: `${outlineIndentRem(row.depth)}rem` }}
                onClick={() => {
                  setFocus(row.joint);
                  store.dispatch({ type: 'jointSelected', joint: row.joint });
                }}
                onMouseEnter={() => store.dispatch({ type: 'jointHovered', joint: row.joint })}
                {...reparentByDrag(store, row.joint)}
              >
                <span
                  className="studio-twisty"
                  aria-hidden="true"
                  onClick={(event) => {
                    if (!row.hasChildren) return;
                    event.stopPropagation();
                    const next = new Set(expanded);
                    if (row.expanded) next.delete(row.joint);
                    else next.add(row.joint);
                    setExpanded(next);
                  }}
                >
                  {row.hasChildren ? (row.expanded ? '▾' : '▸') : '·'}
                </span>
                <OutlineName name={joint.name} />
                {joint.parent === null && <span className="studio-tag">root</span>}
                <span className="studio-muted studio-dof-count" title={`${joint.dofCount} DOF${joint.dofCount === 1 ? '' : 's'}`}>
                  {joint.dofCount}
                  <span className="studio-dof-word"> DOF{joint.dofCount === 1 ? '' : 's'}</span>
                </span>
                {problems.length > 0 && (
                  <span className={hasError ? 'studio-error' : 'studio-warning'} title={problems.map((p) => p.message).join('\n')}>
                    {' '}
                    {hasError ? '✖' : '⚠'}
                    <span className="studio-visually-hidden">
                      {problems.length} {hasError ? 'error' : 'warning'}
                      {problems.length === 1 ? '' : 's'}
                    </span>
                  </span>
                )}
              </li>
            );
          })}
          {windowed && end < rows.length && <li role="none" aria-hidden="true" className="studio-tree-spacer" style={{ height: (rows.length - end) * ROW_PX }} />}
        </ul>
      )}
    </section>
  );
}
