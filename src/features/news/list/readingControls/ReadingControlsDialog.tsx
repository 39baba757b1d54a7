import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import './readingControls.css';
import { LANGUAGE_NAMES } from '../../../../api/resources/labels.ts';
import { useMessages } from '../../../../i18n/UiLanguageContext.tsx';
import { changeReadingControls, readingControls } from './readingControlsStore.ts';
import { formatWordList, parseWordList } from './wordListInput.ts';
import { FILTER_LANGUAGES, type FilterLanguage, type WordFilters } from './wordMatch.ts';

type ListName = 'mute' | 'only';
type Fields = Record<`${FilterLanguage}-${ListName}`, string>;
const LIST_NAMES: readonly ListName[] = ['mute', 'only'];

/**
 * The list's reading options, in a modal dialog (its own chunk, loaded when first opened): a hide
 * list and a show-only list per language, and mark as read on scroll. Save checks every list and
 * says, under the list, which entry cannot be kept and why; nothing is kept until all can be.
 */
export function ReadingControlsDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages().readingControls;
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const stored = readingControls();
  const [fields, setFields] = useState<Fields>(() => {
    const entries = FILTER_LANGUAGES.flatMap((language) => LIST_NAMES.map((list) => [`${language}-${list}`, formatWordList(stored.words[language][list])]));
    return Object.fromEntries(entries) as Fields;
  });
  const [markReadOnScroll, setMarkReadOnScroll] = useState(stored.markReadOnScroll);
  const [problems, setProblems] = useState<Partial<Record<keyof Fields, string[]>>>({});

  useEffect(() => {
    const element = dialog.current;
    // The dialog leaves the page when closed, too late for the browser to put the focus back: so here.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal?.();
    return () => {
      if (element?.open) element.close();
      opener?.focus();
    };
  }, []);

  const listLabel = (language: FilterLanguage, list: ListName) => `${t.newsIn(LANGUAGE_NAMES[language])}: ${t[list]}`;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const words = {} as WordFilters;
    const found: Partial<Record<keyof Fields, string[]>> = {};
    for (const language of FILTER_LANGUAGES) {
      words[language] = { mute: [], only: [] };
      for (const list of LIST_NAMES) {
        const parsed = parseWordList(fields[`${language}-${list}`]);
        words[language][list] = parsed.entries;
        if (parsed.problems.length > 0) found[`${language}-${list}`] = parsed.problems.map((problem) => t.problem(listLabel(language, list), problem));
      }
    }
    setProblems(found);
    const firstWrong = Object.keys(found)[0];
    if (firstWrong !== undefined) {
      document.getElementById(`${id}-${firstWrong}`)?.focus();
      return;
    }
    changeReadingControls({ words, wordFiltersOn: true, markReadOnScroll });
    onClose();
  };

  return (
    <dialog ref={dialog} className="reading-controls-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form onSubmit={save} noValidate>
        <h2 id={`${id}-title`}>{t.title}</h2>
        <fieldset>
          <legend>{t.wordFilters}</legend>
          <p className="reading-controls-help" id={`${id}-help`}>
            {t.wordFiltersHelp}
          </p>
          {FILTER_LANGUAGES.map((language) => (
            <fieldset key={language} className="reading-controls-language">
              <legend>{t.newsIn(LANGUAGE_NAMES[language])}</legend>
              {LIST_NAMES.map((list) => {
                const key = `${language}-${list}` as const;
                const wrong = problems[key];
                return (
                  <div key={list} className="reading-controls-field">
                    <label htmlFor={`${id}-${key}`}>{t[list]}</label>
                    <input
                      id={`${id}-${key}`}
                      type="text"
                      lang={language}
                      value={fields[key]}
                      aria-invalid={wrong ? true : undefined}
                      aria-describedby={wrong ? `${id}-${key}-problems ${id}-help` : `${id}-help`}
                      onChange={(event) => setFields((before) => ({ ...before, [key]: event.target.value }))}
                    />
                    {wrong && (
                      <ul id={`${id}-${key}-problems`} className="field-error">
                        {wrong.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                );
              })}
            </fieldset>
          ))}
        </fieldset>
        <label className="reading-controls-check">
          <input type="checkbox" checked={markReadOnScroll} onChange={(event) => setMarkReadOnScroll(event.target.checked)} />
          {t.markReadOnScroll}
        </label>
        <div className="reading-controls-actions">
          <button type="submit">{t.save}</button>
          <button type="button" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
