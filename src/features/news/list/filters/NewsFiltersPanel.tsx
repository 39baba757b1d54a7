import { useEffect, useId, useRef } from 'react';
import type { DisplayLanguage } from '../../../../api/resources/labels.ts';
import { LANGUAGE_NAMES } from '../../../../api/resources/labels.ts';
import { channelQueries } from '../../../../api/resources/channels.ts';
import { categoryQueries } from '../../../../api/resources/categories.ts';
import { themeQueries } from '../../../../api/resources/themes.ts';
import { publicQueries } from '../../../../api/resources/publics.ts';
import { projectQueries } from '../../../../api/resources/projects.ts';
import { useApiClient } from '../../../readerCommon/ApiClientContext.tsx';
import { PageSizeSelect } from '../../../readerCommon/PageSizeSelect.tsx';
import { ReferenceSelect } from './ReferenceSelect.tsx';
import { FacultySelect } from './FacultySelect.tsx';
import { NEWS_ORDERINGS, type NewsOrdering } from '../../../../api/resources/newsListQuery.ts';
import type { NewsListState } from '../newsListState.ts';
import { useMessages } from '../../../../i18n/UiLanguageContext.tsx';

export interface NewsFiltersPanelProps {
  state: NewsListState;
  language: DisplayLanguage;
  onChange: (change: Partial<NewsListState>) => void;
  /** The faculty links of the news on screen: the faculty menu's choices (the API lists no faculties). */
  facultyUrls: readonly string[];
  onClose: () => void;
  onReadingOptions?: () => void;
}

/**
 * The filter menus, the order and the page size, opened by the list's Filters button. Its own
 * chunk: its menus (and the reference lists they fetch) wait until the reader asks for them.
 */
export function NewsFiltersPanel({ state, language, onChange, facultyUrls, onClose, onReadingOptions }: NewsFiltersPanelProps) {
  const client = useApiClient();
  const messages = useMessages();
  const t = messages.filters;
  const orderingId = useId();
  const langId = useId();
  const common = { language, localized: true, field: 'label' } as const;
  const root = useRef<HTMLDivElement>(null);
  // Opened by the button: the focus goes to the first menu.
  useEffect(() => root.current?.querySelector<HTMLElement>('select')?.focus(), []);
  return (
    <div ref={root} className="news-filters">
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
      {onReadingOptions && (
        <button type="button" className="news-reading-options" onClick={onReadingOptions}>
          {messages.readingControls.open}
        </button>
      )}
      <button type="button" className="news-filters-close" onClick={onClose}>
        {t.close}
      </button>
    </div>
  );
}
