import { useId, useState } from 'react';
import type { DisplayLanguage } from '../../api/resources/labels.ts';
import { LANGUAGE_NAMES } from '../../api/resources/labels.ts';
import { channelQueries } from '../../api/resources/channels.ts';
import { categoryQueries } from '../../api/resources/categories.ts';
import { themeQueries } from '../../api/resources/themes.ts';
import { publicQueries } from '../../api/resources/publics.ts';
import { projectQueries } from '../../api/resources/projects.ts';
import { useApiClient } from '../readerCommon/ApiClientContext.tsx';
import { PageSizeSelect } from '../readerCommon/PageSizeSelect.tsx';
import { ReferenceSelect } from './ReferenceSelect.tsx';
import { FacultySelect } from './FacultySelect.tsx';
import { SearchBox } from './SearchBox.tsx';
import { NEWS_ORDERINGS, type NewsListState, type NewsOrdering } from './newsListState.ts';
import type { NewsListChangeOptions } from './useNewsListState.ts';
import { activeFilterKeys } from './activeFilters.ts';
import { ActiveFilterChips } from './ActiveFilterChips.tsx';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';

/** From this width up the filters start unfolded; on a phone they start folded under the search. */
const WIDE_SCREEN = '(min-width: 48rem)';
const startsOpen = () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN).matches;

export interface NewsFiltersProps {
  state: NewsListState;
  language: DisplayLanguage;
  onChange: (change: Partial<NewsListState>, options?: NewsListChangeOptions) => void;
  /** The faculty links of the news on screen: the faculty menu's choices (the API lists no faculties). */
  facultyUrls?: readonly string[];
}

/** Search, filters, ordering and page size of the news list. */
export function NewsFilters({ state, language, onChange, facultyUrls = [] }: NewsFiltersProps) {
  const client = useApiClient();
  const t = useMessages().filters;
  const orderingId = useId();
  const langId = useId();
  const common = { language, localized: true, field: 'label' } as const;
  const [open, setOpen] = useState(startsOpen);
  const activeCount = activeFilterKeys(state).length;
  const anyFilter = activeCount > 0 || state.search !== '';
  return (
    <section className="news-controls" aria-label={t.region}>
      {/* Typing replaces the history entry: Back leaves the search, not one letter of it. */}
      <SearchBox value={state.search} onCommit={(search) => onChange({ search }, { replace: true })} />
      <details className="news-filters-sheet" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          {t.sheet}
          {activeCount > 0 && <span className="news-filters-count"> {t.activeCount(activeCount)}</span>}
        </summary>
        <div className="news-filters">
          <ReferenceSelect
            label={t.channel}
            options={channelQueries.everything(client)}
            field="name"
            localized={false}
            language={language}
            value={state.channel}
            onChange={(channel) => onChange({ channel })}
          />
          <ReferenceSelect label={t.category} options={categoryQueries.everything(client)} {...common} value={state.category} onChange={(category) => onChange({ category })} />
          <ReferenceSelect label={t.theme} options={themeQueries.everything(client)} {...common} value={state.theme} onChange={(theme) => onChange({ theme })} />
          <ReferenceSelect label={t.public} options={publicQueries.everything(client)} {...common} value={state.public} onChange={(value) => onChange({ public: value })} />
          <ReferenceSelect label={t.project} options={projectQueries.everything(client)} {...common} value={state.project} onChange={(project) => onChange({ project })} />
          <FacultySelect facultyUrls={facultyUrls} language={language} value={state.faculty} onChange={(faculty) => onChange({ faculty })} />
          <div className="news-filter">
            <label htmlFor={langId}>{t.lang}</label>
            <select id={langId} value={state.lang} onChange={(event) => onChange({ lang: event.target.value })}>
              <option value="">{t.any}</option>
              {(['fr', 'en', 'de'] as const).map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
          <div className="news-filter">
            <label htmlFor={orderingId}>{t.orderBy}</label>
            <select id={orderingId} value={state.ordering} onChange={(event) => onChange({ ordering: event.target.value as NewsOrdering })}>
              {NEWS_ORDERINGS.map((ordering) => (
                <option key={ordering.value} value={ordering.value}>
                  {t.orderings[ordering.value]}
                </option>
              ))}
            </select>
          </div>
          <PageSizeSelect value={state.limit} onChange={(limit) => onChange({ limit })} />
        </div>
      </details>
      {anyFilter && (
        <div className="news-active-filters">
          <ActiveFilterChips state={state} language={language} onRemove={onChange} />
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
