import { useQuery } from '@tanstack/react-query';
import { isDisplayLanguage, type DisplayLanguage } from '../../../../api/resources/labels.ts';
import { channelQueries } from '../../../../api/resources/channels.ts';
import { categoryQueries } from '../../../../api/resources/categories.ts';
import { themeQueries } from '../../../../api/resources/themes.ts';
import { publicQueries } from '../../../../api/resources/publics.ts';
import { projectQueries } from '../../../../api/resources/projects.ts';
import { facultyQueries } from '../../../../api/resources/faculties.ts';
import { useApiClient } from '../../../readerCommon/ApiClientContext.tsx';
import { localizedText } from '../../../readerCommon/LocalizedLabel.tsx';
import { activeFilterKeys, type FilterKey } from './activeFilters.ts';
import type { NewsListState } from '../newsListState.ts';
import { useMessages } from '../../../../i18n/UiLanguageContext.tsx';

export interface ActiveFilterChipsProps {
  state: NewsListState;
  language: DisplayLanguage;
  onRemove: (change: Partial<NewsListState>) => void;
}

/** Each active filter (and the search) as a chip that removes it; visible even with the filters folded. */
export function ActiveFilterChips({ state, language, onRemove }: ActiveFilterChipsProps) {
  const client = useApiClient();
  const t = useMessages();
  // The same cached lists as the filter menus: no extra request.
  const channels = useQuery(channelQueries.everything(client)).data;
  const categories = useQuery(categoryQueries.everything(client)).data;
  const themes = useQuery(themeQueries.everything(client)).data;
  const publics = useQuery(publicQueries.everything(client)).data;
  const projects = useQuery(projectQueries.everything(client)).data;
  // Faculties have no list in the API: the chosen one is fetched by id (the menu has it cached).
  const faculty = useQuery({ ...facultyQueries.detail(client, Number(state.faculty || 0)), enabled: state.faculty !== '' }).data;

  const valueName = (key: FilterKey, value: string): string => {
    if (key === 'lang') return isDisplayLanguage(value) ? t.languageNames[value] : value;
    if (key === 'faculty') return faculty && String(faculty.id) === value ? localizedText(faculty, 'label', language) : `#${value}`;
    if (key === 'channel') return channels?.find((c) => String(c.id) === value)?.name ?? `#${value}`;
    const list = { category: categories, theme: themes, public: publics, project: projects }[key];
    const record = list?.find((r) => String(r.id) === value);
    return record ? localizedText(record, 'label', language) : `#${value}`;
  };

  const chips: { key: string; text: string; change: Partial<NewsListState> }[] = activeFilterKeys(state).map((key) => ({
    key,
    text: `${t.filters[key]}: ${valueName(key, state[key])}`,
    change: { [key]: '' },
  }));
  if (state.search.trim() !== '') chips.unshift({ key: 'search', text: t.filters.searchChip(state.search.trim()), change: { search: '' } });
  if (chips.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label={t.filters.active}>
      {chips.map((chip) => (
        <li key={chip.key}>
          {/* Named by its content ("Remove Channel: EPFL"), not aria-label: "Channel" stays the menu's label alone. */}
          <button type="button" className="filter-chip" onClick={() => onRemove(chip.change)}>
            <span className="visually-hidden">{t.filters.remove}</span>
            <span>{chip.text}</span>
            <span aria-hidden="true"> ✕</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
