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
import { LocalizedLabel, localizedText } from '../readerCommon/LocalizedLabel.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { pickLocalized } from '../../api/resources/labels.ts';
import { TextOrDash } from '../../ui/EmptyValue.tsx';
import { isSafeHttpUrl } from '../../ui/safeUrl.ts';
import { useMessages, useMessagesIn } from '../../i18n/UiLanguageContext.tsx';
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
  label: DirectoryFieldName | 'number';
  value: (item: Item, language: DisplayLanguage) => ReactNode;
}

/**
 * How a record's page reads: its name as the heading, a line of badges, the text that says what
 * it is, the same texts in each language the API carries, then the remaining facts.
 */
export interface RecordView<Item> {
  /** The heading: the record's name in the interface language (marked when another one is shown). */
  heading: (item: Item, language: DisplayLanguage) => ReactNode;
  /** The same as plain text, for the document title. */
  title: (item: Item, language: DisplayLanguage) => string;
  badges?: (item: Item) => ReactNode;
  /** What the record is, in words: a description, a label, a link. */
  lead?: (item: Item, language: DisplayLanguage) => ReactNode;
  /** The languages the record has texts in, and its texts in one of them. */
  languages: readonly DisplayLanguage[];
  inLanguage: (item: Item, language: DisplayLanguage) => ReactNode;
  details: DirectoryField<Item>[];
}

/** A collection of the directory; its title and names are in the catalogue (directory.collections). */
export interface DirectoryCollection<Item extends { id: number }> {
  /** `pageUrl` is the API's own next/previous link when the page is reached through one. */
  list: (client: ApiClient, params: Partial<ListParams>, pageUrl?: string) => ApiQueryOptions<Paginated<Item>, QueryKey>;
  detail: (client: ApiClient, id: number) => ApiQueryOptions<Item, QueryKey>;
  /** Every record (reference collections are small): what a text column's sort needs. */
  everything: (client: ApiClient) => ApiQueryOptions<Item[], QueryKey>;
  columns: DirectoryColumn<Item>[];
  record: RecordView<Item>;
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

function MainMementoBadge() {
  return <span className="badge badge-main">{useMessages().directory.detail.mainMemento}</span>;
}

/** A text of the API in a known language: its `lang`, sanitized when it is HTML, a dash when empty. */
function TextIn({ value, language, html = false }: { value: string | null | undefined; language: DisplayLanguage; html?: boolean }) {
  if (value == null || value.trim() === '') return <TextOrDash value="" />;
  return <span lang={language}>{html ? <SafeHtml html={value} as="span" /> : value}</span>;
}

/** A channel's description in the interface language (or another, said), sanitized as on articles. */
function ChannelDescription({ item, language }: { item: Channel; language: DisplayLanguage }) {
  const t = useMessagesIn(language);
  const picked = pickLocalized(item, 'description', language);
  if (!picked) return <p className="directory-lead directory-none">{t.directory.detail.noDescription}</p>;
  return (
    <div className="directory-lead">
      <SafeHtml html={picked.text} as="p" />
      {picked.isFallback && <p className="fallback-note">{t.fallbackNote(t.languageNames[picked.language], t.languageNames[language])}</p>}
    </div>
  );
}

/** The page of a memento's own site, named by its address without the scheme. */
function MementoLink({ url }: { url: string }) {
  const t = useMessages().directory.detail;
  if (!isSafeHttpUrl(url)) return null;
  return (
    <p className="directory-lead">
      <a href={url}>
        {t.openMementoPage} <span className="directory-url">({url.replace(/^https?:\/\//, '').replace(/\/$/, '')})</span>
      </a>
    </p>
  );
}

const numberField = <Item extends AnyRecord>(): DirectoryField<Item> => ({ label: 'number', value: (item) => item.id });

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
    record: {
      heading: (item, l) => <LocalizedLabel record={item} field="label" language={l} />,
      title: (item, l) => localizedText(item, 'label', l),
      languages: ['fr', 'en', 'de'],
      inLanguage: (item, l) => <TextIn value={item[`${l}_label`]} language={l} />,
      details: [numberField()],
    },
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
    record: {
      heading: (item) => <TextOrDash value={item.name} />,
      title: (item) => item.name,
      badges: (item) => <ActiveBadge active={item.is_active} />,
      lead: (item, l) => <ChannelDescription item={item} language={l} />,
      languages: ['fr', 'en', 'de'],
      inLanguage: (item, l) => <TextIn value={item[`${l}_description`]} language={l} html />,
      details: [numberField()],
    },
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
    record: {
      heading: (item, l) => <LocalizedLabel record={item} field="name" language={l} />,
      title: (item, l) => localizedText(item, 'name', l),
      badges: (item) => (
        <>
          <ActiveBadge active={item.is_active} />
          {item.is_main_memento && <MainMementoBadge />}
        </>
      ),
      lead: (item) => <MementoLink url={item.memento_url} />,
      // Mementos have French and English texts only.
      languages: ['fr', 'en'],
      inLanguage: (item, l) => {
        const language = l === 'de' ? 'en' : l;
        const label = item[`${language}_label`];
        return (
          <>
            <TextIn value={item[`${language}_name`]} language={language} />
            {label && label.trim() !== '' && (
              <span className="directory-sub" lang={language}>
                {label}
              </span>
            )}
          </>
        );
      },
      details: [
        { label: 'slug', value: (item) => <TextOrDash value={item.slug} /> },
        { label: 'mainMemento', value: (item) => <YesNo value={item.is_main_memento} /> },
        numberField(),
      ],
    },
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
