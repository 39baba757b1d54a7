import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { ApiQueryOptions } from '../../api/queryPolicy.ts';
import type { ListParams } from '../../api/listParams.ts';
import type { Channel, LabelledResource, Memento, Paginated } from '../../api/resources/resources.ts';
import type { DisplayLanguage } from '../../api/resources/labels.ts';
import { channelQueries } from '../../api/resources/channels.ts';
import { categoryQueries } from '../../api/resources/categories.ts';
import { themeQueries } from '../../api/resources/themes.ts';
import { publicQueries } from '../../api/resources/publics.ts';
import { projectQueries } from '../../api/resources/projects.ts';
import { mementoQueries } from '../../api/resources/mementos.ts';
import { LocalizedLabel } from '../readerCommon/LocalizedLabel.tsx';
import { pickLocalized } from '../../api/resources/labels.ts';
import { TextOrDash } from '../../ui/EmptyValue.tsx';
import { isSafeHttpUrl } from '../../ui/safeUrl.ts';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';
import type { Messages } from '../../i18n/messages.ts';

/** A column's or field's name: a key of the catalogue's directory fields, shown in the UI language. */
type DirectoryFieldName = keyof Messages['directory']['fields'];

export interface DirectoryColumn<Item> {
  header: DirectoryFieldName;
  /** The API field to order by for this language; null when the column cannot be sorted. */
  ordering: ((language: DisplayLanguage) => string) | null;
  cell: (item: Item, language: DisplayLanguage) => ReactNode;
  /**
   * The text this column sorts by, for text columns: those are sorted here with the interface
   * language's collator (the API orders by code point, "École" after "Zoo"), over every record.
   */
  sortText?: (item: Item, language: DisplayLanguage) => string;
  /** The cell that links to the record's page. */
  isTitle?: boolean;
}

interface DirectoryField<Item> {
  label: DirectoryFieldName;
  value: (item: Item, language: DisplayLanguage) => ReactNode;
}

/** A collection of the directory; its title and names are in the catalogue (directory.collections). */
export interface DirectoryCollection<Item extends { id: number }> {
  /** `pageUrl` is the API's own next/previous link when the page is reached through one. */
  list: (client: ApiClient, params: Partial<ListParams>, pageUrl?: string) => ApiQueryOptions<Paginated<Item>, QueryKey>;
  detail: (client: ApiClient, id: number) => ApiQueryOptions<Item, QueryKey>;
  /** Every record (reference collections are small): what a text column's sort needs. */
  everything: (client: ApiClient) => ApiQueryOptions<Item[], QueryKey>;
  columns: DirectoryColumn<Item>[];
  fields: DirectoryField<Item>[];
  /** The news list's URL parameter that filters on this collection, when there is one. */
  newsFilter?: string;
}

type AnyRecord = { id: number };

// The registry holds collections of different record types; each is checked against its own type here.
function define<Item extends AnyRecord>(collection: DirectoryCollection<Item>): DirectoryCollection<AnyRecord> {
  return collection as unknown as DirectoryCollection<AnyRecord>;
}

function ActiveBadge({ active }: { active: boolean }) {
  const t = useMessages().directory;
  return <span className={`badge ${active ? 'badge-active' : 'badge-inactive'}`}>{active ? t.active : t.inactive}</span>;
}

function YesNo({ value }: { value: boolean }) {
  const t = useMessages().directory;
  return <>{value ? t.yes : t.no}</>;
}

function ExternalLink({ url, children }: { url: string; children?: ReactNode }) {
  if (!url.trim()) return <TextOrDash value="" />;
  return isSafeHttpUrl(url) ? <a href={url}>{children ?? url}</a> : <>{url}</>;
}

/** The text a localized cell shows (the fallback language's when the chosen one is empty), for sorting. */
const shownText = (field: string) => (item: object, language: DisplayLanguage) => pickLocalized(item, field, language)?.text ?? '';

const idColumn = <Item extends AnyRecord>(): DirectoryColumn<Item> => ({ header: 'id', ordering: () => 'id', cell: (item) => item.id });

/** fr/en/de fields; mementos have no German fields, so German orders by English. */
const inLanguage = (field: string, languages: readonly DisplayLanguage[]) => (language: DisplayLanguage) =>
  `${languages.includes(language) ? language : 'en'}_${field}`;

function labelled(queries: Pick<DirectoryCollection<LabelledResource>, 'list' | 'detail' | 'everything'>, newsFilter: string) {
  return define<LabelledResource>({
    list: queries.list,
    detail: queries.detail,
    everything: queries.everything,
    newsFilter,
    columns: [
      idColumn(),
      { header: 'label', ordering: inLanguage('label', ['fr', 'en', 'de']), cell: (item, l) => <LocalizedLabel record={item} field="label" language={l} />, sortText: shownText('label'), isTitle: true },
    ],
    fields: [
      { label: 'id', value: (item) => item.id },
      { label: 'frLabel', value: (item) => <TextOrDash value={item.fr_label} /> },
      { label: 'enLabel', value: (item) => <TextOrDash value={item.en_label} /> },
      { label: 'deLabel', value: (item) => <TextOrDash value={item.de_label} /> },
    ],
  });
}

export const DIRECTORY_COLLECTIONS = {
  channels: define<Channel>({
    list: channelQueries.list,
    detail: channelQueries.detail,
    everything: channelQueries.everything,
    newsFilter: 'channel',
    columns: [
      idColumn(),
      { header: 'name', ordering: () => 'name', cell: (item) => item.name, sortText: (item) => item.name, isTitle: true },
      { header: 'description', ordering: inLanguage('description', ['fr', 'en', 'de']), cell: (item, l) => <LocalizedLabel record={item} field="description" language={l} />, sortText: shownText('description') },
      { header: 'status', ordering: () => 'is_active', cell: (item) => <ActiveBadge active={item.is_active} /> },
    ],
    fields: [
      { label: 'id', value: (item) => item.id },
      { label: 'name', value: (item) => <TextOrDash value={item.name} /> },
      { label: 'frDescription', value: (item) => <TextOrDash value={item.fr_description} /> },
      { label: 'enDescription', value: (item) => <TextOrDash value={item.en_description} /> },
      { label: 'deDescription', value: (item) => <TextOrDash value={item.de_description} /> },
      { label: 'status', value: (item) => <ActiveBadge active={item.is_active} /> },
    ],
  }),
  categories: labelled(categoryQueries, 'category'),
  themes: labelled(themeQueries, 'themes'),
  publics: labelled(publicQueries, 'publics'),
  projects: labelled(projectQueries, 'projects'),
  mementos: define<Memento>({
    list: mementoQueries.list,
    detail: mementoQueries.detail,
    everything: mementoQueries.everything,
    columns: [
      idColumn(),
      { header: 'name', ordering: inLanguage('name', ['fr', 'en']), cell: (item, l) => <LocalizedLabel record={item} field="name" language={l} />, sortText: shownText('name'), isTitle: true },
      { header: 'label', ordering: inLanguage('label', ['fr', 'en']), cell: (item, l) => <LocalizedLabel record={item} field="label" language={l} />, sortText: shownText('label') },
      { header: 'slug', ordering: () => 'slug', cell: (item) => <TextOrDash value={item.slug} />, sortText: (item) => item.slug },
      { header: 'main', ordering: () => 'is_main_memento', cell: (item) => <YesNo value={item.is_main_memento} /> },
      { header: 'status', ordering: () => 'is_active', cell: (item) => <ActiveBadge active={item.is_active} /> },
      { header: 'mementoPage', ordering: null, cell: (item) => <ExternalLink url={item.memento_url}>{item.slug || item.memento_url}</ExternalLink> },
    ],
    fields: [
      { label: 'id', value: (item) => item.id },
      { label: 'frName', value: (item) => <TextOrDash value={item.fr_name} /> },
      { label: 'enName', value: (item) => <TextOrDash value={item.en_name} /> },
      { label: 'frLabel', value: (item) => <TextOrDash value={item.fr_label} /> },
      { label: 'enLabel', value: (item) => <TextOrDash value={item.en_label} /> },
      { label: 'slug', value: (item) => <TextOrDash value={item.slug} /> },
      { label: 'mainMemento', value: (item) => <YesNo value={item.is_main_memento} /> },
      { label: 'status', value: (item) => <ActiveBadge active={item.is_active} /> },
      { label: 'mementoPage', value: (item) => <ExternalLink url={item.memento_url} /> },
    ],
  }),
} as const;

export type DirectoryName = keyof typeof DIRECTORY_COLLECTIONS;

export function isDirectoryName(value: string | undefined): value is DirectoryName {
  return value !== undefined && Object.hasOwn(DIRECTORY_COLLECTIONS, value);
}

/** Every API field a collection's table can order by, in any language. */
export function sortableFields(collection: DirectoryCollection<AnyRecord>): string[] {
  const languages: DisplayLanguage[] = ['fr', 'en', 'de'];
  return [...new Set(collection.columns.flatMap((column) => (column.ordering ? languages.map(column.ordering) : [])))];
}
