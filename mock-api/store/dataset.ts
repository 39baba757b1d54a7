import type { Category, Channel, Faculty, Memento, Project, Public, Theme } from '../../src/api/resources/resources.ts';
import { generateNews, type NewsRecord } from '../data/news-generator.ts';
import {
  generateCategories,
  generateChannels,
  generateFaculties,
  generateMementos,
  generateProjects,
  generatePublics,
  generateThemes,
} from '../data/reference-data.ts';
import type { MockApiOptions } from '../options.ts';
import type { Collection } from './collection.ts';
import { createNewsCollection } from './news-collection.ts';
import type { FilterChoices } from './news-filters.ts';
import { createChannelCollection, createLabelledCollection, createMementoCollection } from './reference-collections.ts';

/** Everything the generator makes for one seed, as plain records. */
export interface Dataset {
  news: NewsRecord[];
  channels: Channel[];
  categories: Category[];
  themes: Theme[];
  publics: Public[];
  projects: Project[];
  mementos: Memento[];
  faculties: Faculty[];
}

export function generateDataset(options: Pick<MockApiOptions, 'seed' | 'newsCount' | 'mementoSite' | 'newsSite'>): Dataset {
  const channels = generateChannels(options.seed);
  const themes = generateThemes();
  const publics = generatePublics();
  const projects = generateProjects(options.seed);
  const faculties = generateFaculties();
  const news = generateNews({
    seed: options.seed,
    count: options.newsCount,
    channels,
    themeCount: themes.length,
    publicCount: publics.length,
    facultyCount: faculties.length,
    projectCount: projects.length,
    newsSite: options.newsSite,
  });
  return {
    news,
    channels,
    categories: generateCategories(),
    themes,
    publics,
    projects,
    mementos: generateMementos(options.seed, options.mementoSite),
    faculties,
  };
}

/** The list collections by URL name, plus the retrieve-only faculties and the nested channel news. */
export interface Store {
  lists: ReadonlyMap<string, Collection>;
  retrieveOnly: ReadonlyMap<string, Collection>;
  /** `/api/v1/channels/<id>/news/`: the news of one channel (undefined for an unknown channel). */
  channelNews(channelId: number): Collection | undefined;
  /** Highest article number: `/api/media/articles/<1..n>/...` exist. */
  articleCount: number;
}

export function createStore(dataset: Dataset): Store {
  const ids = (records: ReadonlyArray<{ id: number }>): ReadonlySet<number> => new Set(records.map((r) => r.id));
  const choices: FilterChoices = {
    channel: ids(dataset.channels),
    category: ids(dataset.categories),
    themes: ids(dataset.themes),
    publics: ids(dataset.publics),
    projects: ids(dataset.projects),
    faculties: ids(dataset.faculties),
  };
  const news = createNewsCollection(dataset.news, dataset.channels, dataset.categories, choices);
  const lists = new Map<string, Collection>([
    ['news', news],
    ['channels', createChannelCollection(dataset.channels)],
    ['categories', createLabelledCollection('categories', 'Category', dataset.categories)],
    ['themes', createLabelledCollection('themes', 'Theme', dataset.themes)],
    ['publics', createLabelledCollection('publics', 'Public', dataset.publics)],
    ['projects', createLabelledCollection('projects', 'Project', dataset.projects)],
    ['mementos', createMementoCollection(dataset.mementos)],
  ]);
  const channelIds = choices.channel;
  const nested = new Map<number, Collection>();
  return {
    lists,
    retrieveOnly: new Map([['faculties', createLabelledCollection('faculties', 'Faculty', dataset.faculties)]]),
    channelNews(channelId) {
      if (!channelIds.has(channelId)) return undefined;
      let collection = nested.get(channelId);
      if (!collection) {
        collection = createNewsCollection(dataset.news, dataset.channels, dataset.categories, choices, {
          name: `channels/${channelId}/news`,
          viewName: 'Channel News',
          fixedChannel: channelId,
        });
        nested.set(channelId, collection);
      }
      return collection;
    },
    articleCount: dataset.news.reduce((max, r) => Math.max(max, r.article.number), 0),
  };
}
