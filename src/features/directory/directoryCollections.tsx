import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { ApiQueryOptions } from '../../api/queryPolicy.ts';
import type { ListParams } from '../../api/listParams.ts';
import type { Channel, LabelledResource, Memento, Paginated } from '../../api/resources.ts';
import type { DisplayLanguage } from '../../api/labels.ts';
import { channelQueries } from '../../api/channels.ts';
import { categoryQueries } from '../../api/categories.ts';
import { themeQueries } from '../../api/themes.ts';
import { publicQueries } from '../../api/publics.ts';
import { projectQueries } from '../../api/projects.ts';
import { mementoQueries } from '../../api/mementos.ts';
import { LocalizedLabel } from '../shared/LocalizedLabel.tsx';
import { pickLocalized } from '../../api/labels.ts';
import { TextOrDash } from '../../ui/EmptyValue.tsx';
import { isSafeHttpUrl } from '../../ui/safeUrl.ts';

export interface DirectoryColumn<Item> {
  header: string;
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

export interface DirectoryField<Item> {
  label: string;
  value: (item: Item, language: DisplayLanguage) => ReactNode;
}

export interface DirectoryCollection<Item extends { id: number }> {
  title: string;
  singular: string;
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

export function ActiveBadge({ active }: { active: boolean }) {
  return <span className={`badge ${active ? 'badge-active' : 'badge-inactive'}`}>{active ? 'Active' : 'Inactive'}</span>;
}

function YesNo({ value }: { value: boolean }) {
  return <>{value ? 'Yes' : 'No'}</>;
}

function ExternalLink({ url, children }: { url: string; children?: ReactNode }) {
  if (!url.trim()) return <TextOrDash value="" />;
  return isSafeHttpUrl(url) ? <a href={url}>{children ?? url}</a> : <>{url}</>;
}

/** The text a localized cell shows (the fallback language's when the chosen one is empty), for sorting. */
const shownText = (field: string) => (item: object, language: DisplayLanguage) => pickLocalized(item, field, language)?.text ?? '';

const idColumn = <Item extends AnyRecord>(): DirectoryColumn<Item> => ({ header: 'ID', ordering: () => 'id', cell: (item) => item.id });

/** fr/en/de fields; mementos have no German fields, so German orders by English. */
const inLanguage = (field: string, languages: readonly DisplayLanguage[]) => (language: DisplayLanguage) =>
  `${languages.includes(language) ? language : 'en'}_${field}`;

function labelled(
  title: string,
  singular: string,
  queries: Pick<DirectoryCollection<LabelledResource>, 'list' | 'detail' | 'everything'>,
  newsFilter: string,
) {
  return define<LabelledResource>({
    title,
    singular,
    list: queries.list,
    detail: queries.detail,
    everything: queries.everything,
    newsFilter,
    columns: [
      idColumn(),
      { header: 'Label', ordering: inLanguage('label', ['fr', 'en', 'de']), cell: (item, l) => <LocalizedLabel record={item} field="label" language={l} />, sortText: shownText('label'), isTitle: true },
    ],
    fields: [
      { label: 'ID', value: (item) => item.id },
      { label: 'French label', value: (item) => <TextOrDash value={item.fr_label} /> },
      { label: 'English label', value: (item) => <TextOrDash value={item.en_label} /> },
      { label: 'German label', value: (item) => <TextOrDash value={item.de_label} /> },
    ],
  });
}

export const DIRECTORY_COLLECTIONS = {
  channels: define<Channel>({
    title: 'Channels',
    singular: 'Channel',
    list: channelQueries.list,
    detail: channelQueries.detail,
    everything: channelQueries.everything,
    newsFilter: 'channel',
    columns: [
      idColumn(),
      { header: 'Name', ordering: () => 'name', cell: (item) => item.name, sortText: (item) => item.name, isTitle: true },
      { header: 'Description', ordering: inLanguage('description', ['fr', 'en', 'de']), cell: (item, l) => <LocalizedLabel record={item} field="description" language={l} />, sortText: shownText('description') },
      { header: 'Status', ordering: () => 'is_active', cell: (item) => <ActiveBadge active={item.is_active} /> },
    ],
    fields: [
      { label: 'ID', value: (item) => item.id },
      { label: 'Name', value: (item) => <TextOrDash value={item.name} /> },
      { label: 'French description', value: (item) => <TextOrDash value={item.fr_description} /> },
      { label: 'English description', value: (item) => <TextOrDash value={item.en_description} /> },
      { label: 'German description', value: (item) => <TextOrDash value={item.de_description} /> },
      { label: 'Status', value: (item) => <ActiveBadge active={item.is_active} /> },
    ],
  }),
  categories: labelled('Categories', 'Category', categoryQueries, 'category'),
  themes: labelled('Themes', 'Theme', themeQueries, 'themes'),
  publics: labelled('Publics', 'Public', publicQueries, 'publics'),
  projects: labelled('Projects', 'Project', projectQueries, 'projects'),
  mementos: define<Memento>({
    title: 'Mementos',
    singular: 'Memento',
    list: mementoQueries.list,
    detail: mementoQueries.detail,
    everything: mementoQueries.everything,
    columns: [
      idColumn(),
      { header: 'Name', ordering: inLanguage('name', ['fr', 'en']), cell: (item, l) => <LocalizedLabel record={item} field="name" language={l} />, sortText: shownText('name'), isTitle: true },
      { header: 'Label', ordering: inLanguage('label', ['fr', 'en']), cell: (item, l) => <LocalizedLabel record={item} field="label" language={l} />, sortText: shownText('label') },
      { header: 'Slug', ordering: () => 'slug', cell: (item) => <TextOrDash value={item.slug} />, sortText: (item) => item.slug },
      { header: 'Main', ordering: () => 'is_main_memento', cell: (item) => <YesNo value={item.is_main_memento} /> },
      { header: 'Status', ordering: () => 'is_active', cell: (item) => <ActiveBadge active={item.is_active} /> },
      { header: 'Memento page', ordering: null, cell: (item) => <ExternalLink url={item.memento_url}>{item.slug || item.memento_url}</ExternalLink> },
    ],
    fields: [
      { label: 'ID', value: (item) => item.id },
      { label: 'French name', value: (item) => <TextOrDash value={item.fr_name} /> },
      { label: 'English name', value: (item) => <TextOrDash value={item.en_name} /> },
      { label: 'French label', value: (item) => <TextOrDash value={item.fr_label} /> },
      { label: 'English label', value: (item) => <TextOrDash value={item.en_label} /> },
      { label: 'Slug', value: (item) => <TextOrDash value={item.slug} /> },
      { label: 'Main memento', value: (item) => <YesNo value={item.is_main_memento} /> },
      { label: 'Status', value: (item) => <ActiveBadge active={item.is_active} /> },
      { label: 'Memento page', value: (item) => <ExternalLink url={item.memento_url} /> },
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
