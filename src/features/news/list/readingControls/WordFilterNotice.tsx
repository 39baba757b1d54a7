import { useMessages } from '../../../../i18n/UiLanguageContext.tsx';
import './readingControls.css';
import { changeReadingControls } from './readingControlsStore.ts';

/**
 * Above the cards, when the reader has words: how many cards of the list the filters hide, with a
 * one-tap "Show them" (the filters go off, the words stay) and "Edit words"; while off, a way back on.
 */
export function WordFilterNotice({ hiddenCount, on, onEdit }: { hiddenCount: number; on: boolean; onEdit: () => void }) {
  const t = useMessages().readingControls;
  if (on && hiddenCount === 0) return null;
  return (
    <p className="word-filter-notice" role="status">
      <span>{on ? t.hiddenByWords(hiddenCount) : t.filtersOff}</span>{' '}
      <button type="button" onClick={() => changeReadingControls({ wordFiltersOn: !on })}>
        {on ? t.showThem : t.turnOn}
      </button>{' '}
      <button type="button" onClick={onEdit}>
        {t.editWords}
      </button>
    </p>
  );
}
