import { useEffect, useRef } from 'react';
import { defaultKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, syntaxHighlighting, defaultHighlightStyle } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic as CmDiagnostic } from '@codemirror/lint';
import { Annotation, EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import type { Diagnostic } from '../../../bodyplan/format/diagnostics.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';
import { diagnosticRange, jointAtOffset, jointOffset, minimalChange } from './jsonText.ts';
import { formatPlanText } from '../../../bodyplan/format/formatText.ts';

/** Text edits reach the store this long after the last keystroke. */
const DEBOUNCE_MS = 300;
const CURSOR_DELAY_MS = 120;
const EMPTY: Diagnostic[] = [];
/** Marks transactions that mirror the store into the editor (not typed by the person). */
const fromStore = Annotation.define<boolean>();

/**
 * The document's JSON text in CodeMirror 6: typing updates the plan (debounced), the core's
 * diagnostics are shown inline and in the gutter, the cursor selects the joint it is in, and a joint
 * selected elsewhere is revealed. Undo/redo go to the Studio's document history. Long lines wrap (a
 * plan written on one line stays inside the panel), and "Format document" (Shift+Alt+F) lays the
 * text out as the format writes it.
 */
export default function JsonEditor() {
  const store = useStudioStore();
  const text = useStudio((s) => s.plan?.source.text ?? null);
  const diagnostics = useStudio((s) => s.plan?.diagnostics ?? EMPTY);
  const selected = useStudio((s) => s.selectedJoint);
  const reveal = useStudio((s) => s.textRevealRequest);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const selectedByCursor = useRef<number | null>(null);
  const cursorTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const formatDocument = useRef<() => boolean>(() => false);

  useEffect(() => {
    const flush = (key = 'json-text') => {
      if (timer.current === null || !view.current) return;
      clearTimeout(timer.current);
      timer.current = null;
      store.dispatch({ type: 'textEdited', text: view.current.state.doc.toString(), key });
    };
    // One undo step of its own; a text with a syntax error is left as it is, with the reason.
    formatDocument.current = () => {
      const current = view.current;
      if (!current) return false;
      const text = current.state.doc.toString();
      const result = formatPlanText(text);
      if (!result.ok) {
        store.dispatch({ type: 'noticeShown', notice: { tone: 'error', text: result.message } });
        return true;
      }
      if (result.text === text) return true;
      flush();
      current.dispatch({ changes: minimalChange(text, result.text), userEvent: 'input.format' });
      flush('json-format');
      return true;
    };
    const history = (type: 'undo' | 'redo') => () => {
      flush();
      store.dispatch({ type });
      return true;
    };
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: store.getState().plan?.source.text ?? '',
        extensions: [
          lineNumbers(),
          foldGutter(),
          lintGutter(),
          highlightActiveLine(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle),
          json(),
          EditorView.lineWrapping,
          keymap.of([
            { key: 'Shift-Alt-f', run: () => formatDocument.current(), preventDefault: true },
            { key: 'Mod-z', run: history('undo'), preventDefault: true },
            { key: 'Mod-Shift-z', run: history('redo'), preventDefault: true },
            { key: 'Mod-y', run: history('redo'), preventDefault: true },
            ...defaultKeymap,
          ]),
          EditorView.contentAttributes.of({ 'aria-label': 'Body plan JSON' }),
          EditorView.updateListener.of((update) => {
            const typed = update.transactions.some((tr) => tr.docChanged && !tr.annotation(fromStore));
            if (typed) {
              if (timer.current !== null) clearTimeout(timer.current);
              timer.current = setTimeout(flush, DEBOUNCE_MS);
            }
            if (update.selectionSet && update.transactions.some((tr) => !tr.annotation(fromStore))) {
              // Finding the joint scans the text up to the cursor: once the cursor rests, not per key in a huge file.
              if (cursorTimer.current !== null) clearTimeout(cursorTimer.current);
              cursorTimer.current = setTimeout(() => {
                cursorTimer.current = null;
                const current = view.current;
                if (!current) return;
                const joint = jointAtOffset(current.state.doc.toString(), current.state.selection.main.head);
                if (joint !== null && joint !== store.getState().selectedJoint) {
                  selectedByCursor.current = joint;
                  store.dispatch({ type: 'jointSelected', joint });
                }
              }, CURSOR_DELAY_MS);
            }
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      flush();
      if (cursorTimer.current !== null) clearTimeout(cursorTimer.current);
      editor.destroy();
      view.current = null;
    };
  }, [store]);

  // The store's text changed (form edit, undo, another file): mirror it unless the person is mid-typing.
  useEffect(() => {
    const editor = view.current;
    if (!editor || text === null || timer.current !== null) return;
    const current = editor.state.doc.toString();
    if (current === text) return;
    editor.dispatch({ changes: minimalChange(current, text), annotations: fromStore.of(true) });
  }, [text]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || text === null || editor.state.doc.toString() !== text) return;
    const marks: CmDiagnostic[] = diagnostics.map((d) => ({
      ...diagnosticRange(text, d.line, d.column),
      severity: d.severity,
      message: `${d.message} (${d.pointer || '/'}, line ${d.line}:${d.column})`,
    }));
    editor.dispatch({ ...setDiagnostics(editor.state, marks), annotations: fromStore.of(true) });
  }, [diagnostics, text]);

  // Only a change of selection made elsewhere moves the cursor: never while the person types here.
  useEffect(() => {
    const editor = view.current;
    if (!editor || selected === null) return;
    if (selectedByCursor.current === selected || editor.hasFocus) return;
    selectedByCursor.current = null;
    const offset = jointOffset(editor.state.doc.toString(), selected);
    if (offset === null) return;
    editor.dispatch({ selection: { anchor: offset }, effects: EditorView.scrollIntoView(offset, { y: 'start' }), annotations: fromStore.of(true) });
  }, [selected]);

  // A diagnostic was activated: select its range, bring it into view and put the keyboard there.
  useEffect(() => {
    const editor = view.current;
    if (!editor || reveal === null) return;
    const { from, to } = diagnosticRange(editor.state.doc.toString(), reveal.line, reveal.column);
    editor.dispatch({ selection: { anchor: from, head: to }, effects: EditorView.scrollIntoView(from, { y: 'center' }), annotations: fromStore.of(true) });
    editor.focus();
  }, [reveal]);

  return (
    <>
      <div className="studio-row studio-json-toolbar" role="toolbar" aria-label="JSON text tools">
        <button type="button" title="Lay the text out as the format writes it (Shift+Alt+F)" aria-keyshortcuts="Shift+Alt+F" onClick={() => formatDocument.current()}>
          Format document
        </button>
      </div>
      <div className="studio-json-editor" ref={host} data-testid="json-editor" />
    </>
  );
}
