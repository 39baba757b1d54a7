import { lazy, Suspense } from 'react';
import type { DisplayLanguage } from '../../../../api/resources/labels.ts';
import { SearchBox } from './SearchBox.tsx';
import type { NewsListState } from '../newsListState.ts';
import type { NewsListChangeOptions } from '../useNewsListState.ts';
import { activeFilterKeys } from './activeFilters.ts';
import { useMessages } from '../../../../i18n/UiLanguageContext.tsx';
import { useDisclosure } from '../../../../ui/useDisclosure.ts';

const NewsFiltersPanel = lazy(async () => ({ default: (await import('./NewsFiltersPanel.tsx')).NewsFiltersPanel }));
// The chips of the active filters too: a first visit to the list has none.
const ActiveFilterChips = lazy(async () => ({ default: (await import('./ActiveFilterChips.tsx')).ActiveFilterChips }));

export interface NewsFiltersProps {
  state: NewsListState;
  language: DisplayLanguage;
  onChange: (change: Partial<NewsListState>, options?: NewsListChangeOptions) => void;
  /** The faculty links of the news on screen: the faculty menu's choices (the API lists no faculties). */
  facultyUrls?: readonly string[];
  /** Opens the reading options (word filters, mark as read on scroll), from a button in the panel. */
  onReadingOptions?: () => void;
}

/**
 * Search, and one Filters button (with the count of active filters) that opens the filter menus,
 * order and page size under it; the active filters show as chips that remove them.
 */
export function NewsFilters({ state, language, onChange, facultyUrls = [], onReadingOptions }: NewsFiltersProps) {
  const messages = useMessages();
  const t = messages.filters;
  // Not closed by a click outside: the panel sits in the page, beside the chips and the cards.
  const { open, close, panelId, buttonProps } = useDisclosure({ closeOnPointerOutside: false });
  const activeCount = activeFilterKeys(state).length;
  const anyFilter = activeCount > 0 || state.search !== '';
  return (
    <section className="news-controls" aria-label={t.region}>
      <div className="news-controls-row">
        {/* Typing replaces the history entry: Back leaves the search, not one letter of it. */}
        <SearchBox value={state.search} onCommit={(search) => onChange({ search }, { replace: true })} />
        <button {...buttonProps} className="news-filters-button">
          {t.open}
          {activeCount > 0 && <span className="news-filters-count"> {t.activeCount(activeCount)}</span>}
        </button>
      </div>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={t.sheet}
          className="news-filters-panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <Suspense fallback={<p role="status">{messages.loading}</p>}>
            <NewsFiltersPanel state={state} language={language} onChange={onChange} facultyUrls={facultyUrls} onClose={close} onReadingOptions={onReadingOptions} />
          </Suspense>
        </div>
      )}
      {anyFilter && (
        <div className="news-active-filters">
          <Suspense fallback={null}>
            <ActiveFilterChips state={state} language={language} onRemove={onChange} />
          </Suspense>
          <button
            type="button"
            className="news-clear"
            onClick={() => onChange({ channel: '', category: '', theme: '', public: '', project: '', faculty: '', lang: '', search: '' })}
          >
            {t.clear}
          </button>
        </div>
      )}
    </section>
  );
}
